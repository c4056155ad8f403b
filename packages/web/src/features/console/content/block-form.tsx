import { Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  blockPlacements,
  blockTypes,
  consoleBlockCreateInputSchema,
  consoleContentMessages as messages,
  type BlockPlacement,
  type BlockType,
  type ConsoleBlock,
} from '@bookfront/contract';
import { FormFooter } from '../components/form-footer.tsx';
import { fieldErrorsOf, linesOf, serverFieldErrorsOf, useTextFields } from '../lib/form-fields.ts';
import { useCreateBlock, useUpdateBlock } from './api.ts';
import classes from './content.module.css';

const options = (values: readonly string[], labels: Record<string, string>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** docs/features/store-console.md#home-page: a block of a page (`pageId`); its type is chosen once, when it is added. */
export function BlockForm({
  block,
  pageId,
  onDone,
}: {
  block: ConsoleBlock | null;
  pageId: string;
  onDone: (saved: boolean) => void;
}) {
  const create = useCreateBlock();
  const update = useUpdateBlock();
  const save = block ? update : create;
  const [type, setType] = useState<BlockType>(block?.type ?? 'list');
  const [placement, setPlacement] = useState<BlockPlacement>(block?.placement ?? 'featured');
  const [hasCalendar, setCalendar] = useState(block?.calendar_widgets ?? false);
  const { values, setErrors, field } = useTextFields({
    header: block?.header ?? '',
    description: block?.description ?? '',
    image: block?.image ?? '',
    link: block?.link ?? '',
    limit: block ? String(block.limit) : '',
    isbns: '',
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      page_id: pageId,
      type,
      placement,
      header: values.header,
      description: values.description,
      image: values.image,
      link: values.link,
      calendar_widgets: hasCalendar,
      ...(values.limit.trim() ? { limit: Number(values.limit) } : {}),
      isbns: linesOf(values.isbns),
    };
    const parsed = consoleBlockCreateInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    const handlers = {
      onSuccess: () => onDone(true),
      onError: (error: Error) => setErrors(serverFieldErrorsOf(error)),
    };
    if (block) {
      const { type: _type, isbns: _isbns, page_id: _pageId, ...changes } = input;
      update.mutate({ ...changes, block_id: block.block_id }, handlers);
    } else {
      create.mutate(input, handlers);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={block ? messages.editBlock : messages.newBlock}>
      <Stack gap="xs">
        <div className={classes.pair}>
          <NativeSelect
            label={messages.blockType}
            disabled={block !== null}
            data={options(blockTypes, messages.blockTypes)}
            value={type}
            onChange={(event) => setType(event.currentTarget.value as BlockType)}
          />
          <NativeSelect
            label={messages.blockPlacement}
            data={options(blockPlacements, messages.blockPlacements)}
            value={placement}
            onChange={(event) => setPlacement(event.currentTarget.value as BlockPlacement)}
          />
        </div>
        <TextInput label={messages.blockHeader} {...field('header')} />
        <Textarea label={messages.blockDescription} autosize minRows={2} maxRows={8} {...field('description')} />
        <div className={classes.pair}>
          <TextInput label={messages.blockImage} {...field('image')} />
          <TextInput label={messages.blockLink} {...field('link')} />
        </div>
        {type === 'list' || type === 'event' ? (
          <TextInput
            label={messages.blockLimit}
            description={block && block.hidden_isbns.length > 0 ? messages.hiddenIsbns(block.hidden_isbns) : undefined}
            inputMode="numeric"
            {...field('limit')}
          />
        ) : null}
        {type === 'event' ? (
          <Checkbox
            label={messages.blockCalendar}
            checked={hasCalendar}
            onChange={(event) => setCalendar(event.currentTarget.checked)}
          />
        ) : null}
        {type === 'list' && block === null ? (
          <Textarea label={messages.blockIsbns} autosize minRows={3} maxRows={10} {...field('isbns')} />
        ) : null}
        <FormFooter failure={save.error?.message} isSaving={save.isPending} onCancel={() => onDone(false)} />
      </Stack>
    </form>
  );
}
