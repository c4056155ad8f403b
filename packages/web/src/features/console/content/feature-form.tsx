import { NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import {
  consoleContentMessages as messages,
  consoleFeatureInputSchema,
  type ConsoleFeature,
} from '@bookfront/contract';
import { FormFooter } from '../components/form-footer.tsx';
import { fieldErrorsOf, linesOf, serverFieldErrorsOf, useTextFields } from '../lib/form-fields.ts';
import { useSaveFeature } from './api.ts';
import classes from './content.module.css';

/** docs/features/store-console.md#featured-lists: a featured list's details and its titles by ISBN. */
export function FeatureForm({ feature, onDone }: { feature: ConsoleFeature | null; onDone: (saved: boolean) => void }) {
  const save = useSaveFeature(feature?.list_id ?? null);
  const { values, setErrors, field } = useTextFields({
    header: feature?.header ?? '',
    description: feature?.description ?? '',
    image: feature?.image ?? '',
    category: feature?.category ?? '',
    sub_category: feature?.sub_category ?? '',
    placement: feature?.placement ?? 'other',
    isbns: feature?.isbns.join('\n') ?? '',
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = consoleFeatureInputSchema.safeParse({ ...values, isbns: linesOf(values.isbns) });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => onDone(true),
      onError: (error) => setErrors(serverFieldErrorsOf(error)),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={feature ? messages.editFeature : messages.newFeature}>
      <Stack gap="xs">
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
        <Textarea
          label={messages.featureIsbns}
          description={
            feature && feature.hidden_isbns.length > 0 ? messages.hiddenIsbns(feature.hidden_isbns) : undefined
          }
          autosize
          minRows={3}
          maxRows={12}
          {...field('isbns')}
        />
        <FormFooter failure={save.error?.message} isSaving={save.isPending} onCancel={() => onDone(false)} />
      </Stack>
    </form>
  );
}
