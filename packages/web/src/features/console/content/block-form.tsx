import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
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
import { ActionError } from '../../../lib/api-client.ts';
import { useCreateBlock, useUpdateBlock } from './api.ts';
import classes from './content.module.css';

type Fields = Record<string, string | undefined>;

const options = (values: readonly string[], labels: Record<string, string>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** docs/features/store-console.md#home-page: a home page block; its type is chosen once, when it is added. */
export function BlockForm({ block, onDone }: { block: ConsoleBlock | null; onDone: () => void }) {
  const create = useCreateBlock();
  const update = useUpdateBlock();
  const save = block ? update : create;
  const [type, setType] = useState<BlockType>(block?.type ?? 'list');
  const [placement, setPlacement] = useState<BlockPlacement>(block?.placement ?? 'featured');
  const [header, setHeader] = useState(block?.header ?? '');
  const [description, setDescription] = useState(block?.description ?? '');
  const [image, setImage] = useState(block?.image ?? '');
  const [link, setLink] = useState(block?.link ?? '');
  const [limit, setLimit] = useState(block ? String(block.limit) : '');
  const [hasCalendar, setCalendar] = useState(block?.calendar_widgets ?? false);
  const [isbns, setIsbns] = useState('');
  const [fields, setFields] = useState<Fields>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      type,
      placement,
      header,
      description,
      image,
      link,
      calendar_widgets: hasCalendar,
      ...(limit.trim() ? { limit: Number(limit) } : {}),
      isbns: isbns
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    };
    const parsed = consoleBlockCreateInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Fields = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setFields(next);
    }
    setFields({});
    const onError = (error: Error) =>
      setFields((error instanceof ActionError ? error.failure.fields : undefined) ?? {});
    if (block) {
      const { type: _type, isbns: _isbns, ...changes } = input;
      update.mutate({ ...changes, block_id: block.block_id }, { onSuccess: onDone, onError });
    } else {
      create.mutate(input, { onSuccess: onDone, onError });
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={block ? messages.editBlock : messages.newBlock}>
      <Stack gap="xs">
        {save.isError ? (
          <Alert color="red" role="alert" p="xs">
            {save.error.message}
          </Alert>
        ) : null}
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
        <TextInput
          label={messages.blockHeader}
          value={header}
          onChange={(event) => setHeader(event.currentTarget.value)}
          error={fields.header}
        />
        <Textarea
          label={messages.blockDescription}
          autosize
          minRows={2}
          maxRows={8}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={fields.description}
        />
        <div className={classes.pair}>
          <TextInput
            label={messages.blockImage}
            value={image}
            onChange={(event) => setImage(event.currentTarget.value)}
            error={fields.image}
          />
          <TextInput
            label={messages.blockLink}
            value={link}
            onChange={(event) => setLink(event.currentTarget.value)}
            error={fields.link}
          />
        </div>
        {type === 'list' || type === 'event' ? (
          <TextInput
            label={messages.blockLimit}
            inputMode="numeric"
            value={limit}
            onChange={(event) => setLimit(event.currentTarget.value)}
            error={fields.limit}
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
          <Textarea
            label={messages.blockIsbns}
            autosize
            minRows={3}
            maxRows={10}
            value={isbns}
            onChange={(event) => setIsbns(event.currentTarget.value)}
            error={fields.isbns}
          />
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {messages.save}
          </Button>
          <Button variant="default" onClick={onDone}>
            {messages.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
