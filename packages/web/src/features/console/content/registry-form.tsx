import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  consoleContentMessages as messages,
  consoleRegistryUpdateInputSchema,
  registryOccasions,
  type GiftRegistry,
} from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useUpdateRegistry } from './api.ts';

type Fields = Record<string, string | undefined>;

/** docs/features/gift-registries.md#editor: the store changes a co-managed registry's title, occasion, description and deadline, never where it ships. */
export function RegistryForm({ registry, onDone }: { registry: GiftRegistry; onDone: () => void }) {
  const update = useUpdateRegistry();
  const [values, setValues] = useState({
    title: registry.title,
    occasion: registry.occasion,
    description: registry.description,
    purchase_deadline: registry.purchase_deadline_ts,
  });
  const [fields, setFields] = useState<Fields>({});
  const set = (name: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = consoleRegistryUpdateInputSchema.safeParse({
      ...values,
      gift_registry_id: registry.gift_registry_id,
    });
    if (!parsed.success) {
      const next: Fields = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setFields(next);
    }
    setFields({});
    update.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (error) => setFields((error instanceof ActionError ? error.failure.fields : undefined) ?? {}),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={messages.editRegistry(registry.title)}>
      <Stack gap="xs">
        {update.isError ? (
          <Alert color="red" role="alert" p="xs">
            {update.error.message}
          </Alert>
        ) : null}
        <TextInput
          label={messages.registryTitle}
          required
          value={values.title}
          onChange={set('title')}
          error={fields.title}
        />
        <NativeSelect
          label={messages.registryOccasion}
          data={[...registryOccasions]}
          value={values.occasion}
          onChange={set('occasion')}
          error={fields.occasion}
        />
        <Textarea
          label={messages.registryDescription}
          required
          autosize
          minRows={2}
          value={values.description}
          onChange={set('description')}
          error={fields.description}
        />
        <TextInput
          label={messages.registryDeadline}
          type="date"
          value={values.purchase_deadline}
          onChange={set('purchase_deadline')}
          error={fields.purchase_deadline}
        />
        <Group gap="xs">
          <Button type="submit" loading={update.isPending}>
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
