import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  consoleSettingsMessages as messages,
  consoleShortcutsInputSchema,
  urlShortcutsMax,
  type ConsoleShortcutsInput,
  type UrlShortcut,
} from '@bookfront/contract';
import { applyServerErrors } from '../../../../lib/forms.ts';
import { useSaveShortcuts } from '../api.ts';
import { FormFooter } from '../../components/form-footer.tsx';

/** docs/features/store-console.md#url-shortcuts: /{key} to a path or address, a row each. */
export function ShortcutsForm({ shortcuts }: { shortcuts: UrlShortcut[] }) {
  const form = useForm<ConsoleShortcutsInput>({
    resolver: zodResolver(consoleShortcutsInputSchema),
    defaultValues: { url_shortcuts: shortcuts },
  });
  const rows = useFieldArray({ control: form.control, name: 'url_shortcuts' });
  const saveShortcuts = useSaveShortcuts();
  const [notice, setNotice] = useState<string | null>(null);
  const errors = form.formState.errors.url_shortcuts;

  const handleSubmit = form.handleSubmit((values) =>
    saveShortcuts.mutate(values, {
      onSuccess: (settings) => {
        form.reset({ url_shortcuts: settings.url_shortcuts });
        setNotice(messages.saved);
      },
      onError: (error) => {
        setNotice(null);
        applyServerErrors(form, error);
      },
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{messages.shortcutsHint}</Text>
        {rows.fields.length === 0 ? <Text size="sm">{messages.noShortcuts}</Text> : null}
        {rows.fields.map((row, index) => (
          <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={messages.shortcutKey}
              w="9rem"
              error={errors?.[index]?.key?.message}
              {...form.register(`url_shortcuts.${index}.key`)}
            />
            <TextInput
              label={messages.shortcutPath}
              style={{ flex: 1 }}
              error={errors?.[index]?.path?.message}
              {...form.register(`url_shortcuts.${index}.path`)}
            />
            <CloseButton
              mt={28}
              aria-label={messages.removeShortcut(form.watch(`url_shortcuts.${index}.key`))}
              onClick={() => rows.remove(index)}
            />
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            disabled={rows.fields.length >= urlShortcutsMax}
            onClick={() => rows.append({ key: '', path: '' })}
          >
            {messages.addShortcut}
          </Button>
        </Group>
        <FormFooter
          failure={errors?.root?.message ?? errors?.message ?? form.formState.errors.root?.message}
          notice={notice}
          isSaving={saveShortcuts.isPending}
        />
      </Stack>
    </form>
  );
}
