import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  consoleContentMessages as messages,
  consolePageCreateInputSchema,
  consolePageMenus,
  type ConsoleBlockPage,
  type ConsolePageMenu,
} from '@bookfront/contract';
import { FormFooter } from '../components/form-footer.tsx';
import { fieldErrorsOf, serverFieldErrorsOf, useTextFields } from '../lib/form-fields.ts';
import { useCreatePage } from './api.ts';
import classes from './content.module.css';

/**
 * docs/features/store-console.md#home-page: a new store page from its title and the menu its entry
 * goes in; `onCreated` gets the page once the server has made it.
 */
export function NewPageForm({
  onCreated,
  onCancel,
}: {
  onCreated: (page: ConsoleBlockPage) => void;
  onCancel: () => void;
}) {
  const create = useCreatePage();
  const [menu, setMenu] = useState<ConsolePageMenu>('site_navigation');
  const { values, errors, setErrors, field } = useTextFields({ title: '' });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = consolePageCreateInputSchema.safeParse({ title: values.title, menu });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => setErrors(serverFieldErrorsOf(error)),
    });
  };

  // A refusal the title field shows is not repeated under the form.
  const failure = create.error && !errors.title ? create.error.message : undefined;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={messages.newPageHeading}>
      <Stack gap="xs">
        <div className={classes.pair}>
          <TextInput label={messages.pageTitle} description={messages.pageTitleHint} {...field('title')} />
          <NativeSelect
            label={messages.pageMenu}
            data={consolePageMenus.map((value) => ({ value, label: messages.pageMenus[value] ?? value }))}
            value={menu}
            onChange={(event) => setMenu(event.currentTarget.value as ConsolePageMenu)}
          />
        </div>
        <FormFooter failure={failure} isSaving={create.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
