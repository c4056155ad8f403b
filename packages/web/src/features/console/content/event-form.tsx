import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import {
  consoleContentMessages as messages,
  consoleEventInputSchema,
  type ConsoleEvent,
  type ConsoleEventInput,
} from '@bookfront/contract';
import { FormFooter } from '../components/form-footer.tsx';
import { fieldErrorsOf, linesOf, serverFieldErrorsOf, useTextFields } from '../lib/form-fields.ts';
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

/** 'label=https://…' on each line, as event:add's --ticket reads it; null when a line is not one. */
function ticketsOf(text: string): { label: string; url: string }[] | null {
  const tickets = [];
  for (const line of linesOf(text)) {
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
export function EventForm({ event, onDone }: { event: ConsoleEvent | null; onDone: (saved: boolean) => void }) {
  const { values, setErrors, field } = useTextFields<Values>(valuesOf(event));
  const save = useSaveEvent(event?.event_id ?? null);

  const handleSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const tickets = ticketsOf(values.tickets);
    const input: ConsoleEventInput = { ...values, books: linesOf(values.books), tickets: tickets ?? [] };
    const parsed = consoleEventInputSchema.safeParse(input);
    const errors = {
      ...(tickets === null ? { tickets: messages.eventTicketInvalid } : {}),
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues)),
    };
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(input, {
      onSuccess: () => onDone(true),
      onError: (error) => setErrors(serverFieldErrorsOf(error)),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={event ? messages.editEvent : messages.newEvent}>
      <Stack gap="xs">
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
        <FormFooter failure={save.error?.message} isSaving={save.isPending} onCancel={() => onDone(false)} />
      </Stack>
    </form>
  );
}
