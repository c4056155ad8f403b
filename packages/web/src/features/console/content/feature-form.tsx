import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  consoleContentMessages as messages,
  consoleFeatureInputSchema,
  type ConsoleFeature,
  type ConsoleFeatureInput,
} from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useSaveFeature } from './api.ts';
import classes from './content.module.css';

type Values = {
  header: string;
  description: string;
  image: string;
  category: string;
  sub_category: string;
  placement: 'banner' | 'other';
  isbns: string;
};
type Fields = Partial<Record<keyof Values, string>>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** docs/features/store-console.md#featured-lists: a featured list's details and its titles by ISBN. */
export function FeatureForm({ feature, onDone }: { feature: ConsoleFeature | null; onDone: (saved: boolean) => void }) {
  const save = useSaveFeature(feature?.list_id ?? null);
  const [values, setValues] = useState<Values>({
    header: feature?.header ?? '',
    description: feature?.description ?? '',
    image: feature?.image ?? '',
    category: feature?.category ?? '',
    sub_category: feature?.sub_category ?? '',
    placement: feature?.placement ?? 'other',
    isbns: feature?.isbns.join('\n') ?? '',
  });
  const [fields, setFields] = useState<Fields>({});
  const field = (name: keyof Values) => ({
    value: values[name],
    error: fields[name],
    onChange: (change: { currentTarget: { value: string } }) => {
      const value = change.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: ConsoleFeatureInput = { ...values, isbns: lines(values.isbns) };
    const parsed = consoleFeatureInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Fields = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Values] ??= issue.message;
      return setFields(next);
    }
    setFields({});
    save.mutate(input, {
      onSuccess: () => onDone(true),
      onError: (error) => setFields((error instanceof ActionError ? error.failure.fields : undefined) ?? {}),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={feature ? messages.editFeature : messages.newFeature}>
      <Stack gap="xs">
        {save.isError ? (
          <Alert color="red" role="alert" p="xs">
            {save.error.message}
          </Alert>
        ) : null}
        <TextInput label={messages.featureHeader} required maxLength={80} {...field('header')} />
        <div className={classes.pair}>
          <TextInput label={messages.featureCategory} {...field('category')} />
          <TextInput label={messages.featureSubCategory} {...field('sub_category')} />
        </div>
        <NativeSelect
          label={messages.featurePlacement}
          data={[
            { value: 'banner', label: messages.featurePlacements.banner ?? 'banner' },
            { value: 'other', label: messages.featurePlacements.other ?? 'other' },
          ]}
          {...field('placement')}
        />
        <TextInput label={messages.featureImage} {...field('image')} />
        <Textarea label={messages.featureDescription} autosize minRows={2} maxRows={10} {...field('description')} />
        <Textarea label={messages.featureIsbns} autosize minRows={3} maxRows={12} {...field('isbns')} />
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {messages.save}
          </Button>
          <Button variant="default" onClick={() => onDone(false)}>
            {messages.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
