import { Anchor, Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { consoleContentMessages as messages, consoleMessages, type ConsoleEvent } from '@bookfront/contract';
import { eventPaths } from '../../../entities/event/paths.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import consoleClasses from '../pages/console.module.css';
import { useConsoleEvents, useDeleteEvent } from './api.ts';
import { ContentTable, EditorPanel, RowActions } from './content-table.tsx';
import { EventForm } from './event-form.tsx';

/** The form is open for a new event, for one to change, or not at all. */
type Editing = { event: ConsoleEvent | null } | null;

function EventRow({ event, onEdit }: { event: ConsoleEvent; onEdit: () => void }) {
  const settings = useSiteSettings();
  const remove = useDeleteEvent();

  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={eventPaths.event(event.event_id)} size="sm">
          {event.name}
        </Anchor>
        {event.place ? (
          <Text size="xs" c="gray.8">
            {event.place}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{event.start}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{event.end}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{messages.eventBookCount(event.books.length)}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{messages.eventViews(event.views)}</Table.Td>
      <RowActions
        name={event.name}
        onEdit={onEdit}
        onDelete={() => remove.mutate(event.event_id)}
        isDeleting={remove.isPending}
        error={remove.error}
        before={
          <Anchor href={eventPaths.calendarFeed(settings.basename, event.event_id)} size="xs" mr={4}>
            .ics
          </Anchor>
        }
      />
    </Table.Tr>
  );
}

/** docs/features/store-console.md#events: the store's events, to add, change and remove (owners and managers). */
export function ConsoleEventsPage() {
  useDocumentTitle(`${messages.eventsHeading} · ${consoleMessages.title}`);
  const settings = useSiteSettings();
  const events = useConsoleEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const handleDone = (saved: ConsoleEvent | null) => {
    setEditing(null);
    setNotice(saved ? messages.saved : null);
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          {messages.eventsHeading}
        </Title>
        <Group gap="sm">
          <Anchor href={eventPaths.calendarFeed(settings.basename)} size="sm">
            {messages.eventsFeed}
          </Anchor>
          {editing ? null : (
            <Button size="compact-sm" onClick={() => setEditing({ event: null })}>
              {messages.newEvent}
            </Button>
          )}
        </Group>
      </Group>
      {notice ? (
        <Text size="sm" role="status" mb="xs">
          {notice}
        </Text>
      ) : null}
      {editing ? (
        <EditorPanel title={editing.event ? messages.editEvent : messages.newEvent}>
          <EventForm key={editing.event?.event_id ?? 'new'} event={editing.event} onDone={handleDone} />
        </EditorPanel>
      ) : null}
      <ContentTable
        label={messages.eventsHeading}
        headers={[
          messages.eventName,
          messages.eventStart,
          messages.eventEnd,
          messages.eventBooksColumn,
          messages.eventViewsColumn,
        ]}
        rows={events.data?.events.map((event) => (
          <EventRow
            key={event.event_id}
            event={event}
            onEdit={() => {
              setNotice(null);
              setEditing({ event });
            }}
          />
        ))}
        isError={events.isError}
        empty={messages.noEvents}
      />
    </>
  );
}
