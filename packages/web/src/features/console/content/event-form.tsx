import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  consoleContentMessages as messages,
  consoleEventInputSchema,
  type ConsoleEvent,
  type ConsoleEventInput,
} from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useSaveEvent } from './api.ts';
import classes from './content.module.css';

type Values = {
  name: string;
  start: string;
  end: string;
  place: string;
  img_path: string;
  description: string;
  books: string;
  tickets: string;
};
type Fields = Partial<Record<keyof Values, string>>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** 'label=https://…' on each line, as event:add's --ticket reads it; null when a line is not one. */
function ticketsOf(text: string): { label: string; url: string }[] | null {
  const tickets = [];
  for (const line of lines(text)) {
    const split = line.lastIndexOf('=http');
    if (split <= 0) return null;
    tickets.push({ label: line.slice(0, split).trim(), url: line.slice(split + 1).trim() });
  }
  return tickets;
}

/** A datetime-local control's value: 'YYYY-MM-DDTHH:mm'. */
const toControlTime = (time: string) => time.replace(' ', 'T');

function valuesOf(event: ConsoleEvent | null): Values {
  return {
    name: event?.name ?? '',
    start: event ? toControlTime(event.start) : '',
    end: event ? toControlTime(event.end) : '',
    place: event?.place ?? '',
    img_path: event?.img_path ?? '',
    description: event?.description ?? '',
    books: event?.books.join('\n') ?? '',
    tickets: event?.tickets.map((ticket) => `${ticket.label}=${ticket.url}`).join('\n') ?? '',
  };
}

/** docs/features/store-console.md#events: an event's fields, for a new event or one to change. */
export function EventForm({
  event,
  onDone,
}: {
  event: ConsoleEvent | null;
  onDone: (saved: ConsoleEvent | null) => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(event));
  const [fields, setFields] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveEvent(event?.event_id ?? null);
  const field = (name: keyof Values) => ({
    value: values[name],
    error: fields[name],
    onChange: (change: { currentTarget: { value: string } }) => {
      const value = change.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const handleSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const tickets = ticketsOf(values.tickets);
    const input: ConsoleEventInput = { ...values, books: lines(values.books), tickets: tickets ?? [] };
    const parsed = consoleEventInputSchema.safeParse(input);
    const next: Fields = tickets === null ? { tickets: messages.eventTicketInvalid } : {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const name = String(issue.path[0]) as keyof Values;
      next[name] ??= issue.message;
    }
    setFields(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(input, {
      onSuccess: (saved) => onDone(saved),
      onError: (error) => {
        setFailure(error.message);
        setFields((error instanceof ActionError ? error.failure.fields : undefined) ?? {});
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={event ? messages.editEvent : messages.newEvent}>
      <Stack gap="xs">
        {failure ? (
          <Alert color="red" role="alert" p="xs">
            {failure}
          </Alert>
        ) : null}
        <TextInput label={messages.eventName} required maxLength={200} {...field('name')} />
        <Text size="xs" c="dimmed">
          {messages.eventTimesHint}
        </Text>
        <div className={classes.pair}>
          <TextInput label={messages.eventStart} type="datetime-local" required {...field('start')} />
          <TextInput label={messages.eventEnd} type="datetime-local" required {...field('end')} />
        </div>
        <TextInput label={messages.eventPlace} {...field('place')} />
        <TextInput label={messages.eventImage} {...field('img_path')} />
        <Textarea
          label={messages.eventDescription}
          description={messages.eventDescriptionHint}
          autosize
          minRows={3}
          maxRows={12}
          {...field('description')}
        />
        <div className={classes.pair}>
          <Textarea label={messages.eventBooks} autosize minRows={2} maxRows={8} {...field('books')} />
          <Textarea label={messages.eventTickets} autosize minRows={2} maxRows={8} {...field('tickets')} />
        </div>
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {messages.save}
          </Button>
          <Button variant="default" onClick={() => onDone(null)}>
            {messages.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
