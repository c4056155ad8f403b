import { NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import {
  consoleContentMessages as messages,
  consoleRegistryUpdateInputSchema,
  registryOccasions,
  type GiftRegistry,
} from '@bookfront/contract';
import { FormFooter } from '../components/form-footer.tsx';
import { fieldErrorsOf, serverFieldErrorsOf, useTextFields } from '../lib/form-fields.ts';
import { useUpdateRegistry } from './api.ts';

/** docs/features/gift-registries.md#editor: the store changes a co-managed registry's title, occasion, description and deadline, never where it ships. */
export function RegistryForm({ registry, onDone }: { registry: GiftRegistry; onDone: () => void }) {
  const update = useUpdateRegistry();
  const { values, setErrors, field } = useTextFields({
    title: registry.title,
    occasion: registry.occasion,
    description: registry.description,
    purchase_deadline: registry.purchase_deadline_ts,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = consoleRegistryUpdateInputSchema.safeParse({
      ...values,
      gift_registry_id: registry.gift_registry_id,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    update.mutate(parsed.data, { onSuccess: onDone, onError: (error) => setErrors(serverFieldErrorsOf(error)) });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={messages.editRegistry(registry.title)}>
      <Stack gap="xs">
        <TextInput label={messages.registryTitle} required {...field('title')} />
        <NativeSelect label={messages.registryOccasion} data={[...registryOccasions]} {...field('occasion')} />
        <Textarea label={messages.registryDescription} required autosize minRows={2} {...field('description')} />
        <TextInput label={messages.registryDeadline} type="date" {...field('purchase_deadline')} />
        <FormFooter failure={update.error?.message} isSaving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
