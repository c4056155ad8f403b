import { Alert, Button, Group, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import {
  consoleCatalogueMessages as messages,
  consoleStoreSubjectAddInputSchema,
  type ConsoleStoreSubject,
} from '@bookfront/contract';
import { fieldErrorsOf, serverFieldErrorsOf, useTextFields } from '../../lib/form-fields.ts';
import { useAddStoreSubject, useRemoveStoreSubject, useStoreSubjects } from '../api.ts';
import classes from '../../pages/console.module.css';
import own from '../catalogue.module.css';

/** The picker's value for a subject the store does not use yet. */
const newSubject = '';

/**
 * docs/features/store-console.md#catalogue-and-stock: the title's store subjects in this store,
 * each with its Remove button, and a form that adds one of the store's subjects or a new one.
 */
export function StoreSubjectsForm({ eisbn, subjects }: { eisbn: string; subjects: ConsoleStoreSubject[] }) {
  const headingId = useId();
  const [picked, setPicked] = useState(newSubject);
  const [saved, setSaved] = useState<string | null>(null);
  const { values, field, setErrors, reset } = useTextFields({ code: '', label: '' });
  const storeSubjects = useStoreSubjects();
  const add = useAddStoreSubject(eisbn);
  const remove = useRemoveStoreSubject(eisbn);
  const offered = (storeSubjects.data?.subjects ?? []).filter(
    (subject) => !subjects.some((own) => own.code === subject.code),
  );
  const chosen = offered.find((subject) => subject.code === picked);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = consoleStoreSubjectAddInputSchema
      .pick({ code: true, label: true })
      .safeParse(chosen ? { code: chosen.code, label: chosen.label } : values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        reset();
        setPicked(newSubject);
        setSaved(messages.storeSubjectAdded);
      },
      onError: (error) => setErrors(serverFieldErrorsOf(error)),
    });
  };

  const handleRemove = (code: string) => {
    setSaved(null);
    remove.mutate(code, { onSuccess: () => setSaved(messages.storeSubjectRemoved) });
  };

  // A refusal that names a field shows on the field; any other failure shows below the form.
  const failed =
    remove.error ?? (add.error && Object.keys(serverFieldErrorsOf(add.error)).length === 0 ? add.error : null);
  return (
    <section className={classes.panel} aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb={4}>
        {messages.storeSubjectsHeading}
      </Title>
      <Text size="sm" mb="xs">
        {messages.storeSubjectsHint}
      </Text>
      {subjects.length === 0 ? (
        <Text size="sm" mb="xs">
          {messages.noStoreSubjects}
        </Text>
      ) : (
        <ul className={own.subjects}>
          {subjects.map((subject) => (
            <li key={subject.code}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {subject.label}{' '}
                  <Text span size="xs" c="dimmed">
                    {subject.code}
                  </Text>
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === subject.code}
                  onClick={() => handleRemove(subject.code)}
                  aria-label={messages.removeStoreSubject(subject.label)}
                >
                  {messages.removeStoreSubjectShort}
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={handleSubmit} noValidate>
        {offered.length > 0 ? (
          <NativeSelect
            size="sm"
            mb="xs"
            label={messages.storeSubjectPick}
            value={picked}
            onChange={(event) => setPicked(event.currentTarget.value)}
            data={[
              { value: newSubject, label: messages.storeSubjectPickNew },
              ...offered.map((subject) => ({ value: subject.code, label: `${subject.label} (${subject.code})` })),
            ]}
          />
        ) : null}
        {chosen ? null : (
          <>
            <TextInput
              size="sm"
              mb="xs"
              label={messages.storeSubjectCode}
              description={messages.storeSubjectCodeHint}
              {...field('code')}
            />
            <TextInput size="sm" mb="xs" label={messages.storeSubjectLabel} {...field('label')} />
          </>
        )}
        <Button type="submit" size="sm" variant="default" loading={add.isPending}>
          {messages.addStoreSubject}
        </Button>
      </form>
      {failed ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {failed.message}
        </Alert>
      ) : null}
      {saved ? (
        <Text size="sm" mt="xs" role="status">
          {saved}
        </Text>
      ) : null}
    </section>
  );
}
