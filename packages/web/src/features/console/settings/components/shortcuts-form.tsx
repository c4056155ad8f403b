import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { ListRow, ListRowsEditor } from '../../components/list-rows-editor.tsx';

/** docs/features/store-console.md#url-shortcuts: /{key} to a path or address, a row each. */
export function ShortcutsForm({ shortcuts }: { shortcuts: UrlShortcut[] }) {
  const form = useForm<ConsoleShortcutsInput>({
    resolver: zodResolver(consoleShortcutsInputSchema),
    defaultValues: { url_shortcuts: shortcuts },
  });
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
        <ListRowsEditor
          form={form}
          name="url_shortcuts"
          max={urlShortcutsMax}
          empty={messages.noShortcuts}
          addLabel={messages.addShortcut}
          newRow={() => ({ key: '', path: '' })}
          row={(index, remove) => (
            <ListRow removeLabel={messages.removeShortcut(form.watch(`url_shortcuts.${index}.key`))} onRemove={remove}>
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
            </ListRow>
          )}
        />
        <FormFooter
          failure={errors?.root?.message ?? errors?.message ?? form.formState.errors.root?.message}
          notice={notice}
          isSaving={saveShortcuts.isPending}
        />
      </Stack>
    </form>
  );
}
