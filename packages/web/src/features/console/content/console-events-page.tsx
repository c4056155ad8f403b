import { Alert, Anchor, Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { consoleContentMessages as messages, consoleMessages, type ConsoleEvent } from '@bookfront/contract';
import { eventPaths } from '../../../entities/event/paths.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import consoleClasses from '../pages/console.module.css';
import { useConsoleEvents, useDeleteEvent } from './api.ts';
import classes from './content.module.css';
import { EventForm } from './event-form.tsx';

/** The form is open for a new event, for one to change, or not at all. */
type Editing = { event: ConsoleEvent | null } | null;

function EventRow({ event, onEdit }: { event: ConsoleEvent; onEdit: () => void }) {
  const settings = useSiteSettings();
  const remove = useDeleteEvent();
  const [isConfirming, setConfirming] = useState(false);

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
      <Table.Td className={classes.actions}>
        {isConfirming ? (
          <Group gap={4} wrap="nowrap">
            <Text size="xs">{messages.deleteConfirm(event.name)}</Text>
            <Button
              size="compact-xs"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(event.event_id)}
            >
              {messages.delete}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
              {messages.keep}
            </Button>
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="default" onClick={onEdit} aria-label={`${messages.edit} ${event.name}`}>
              {messages.edit}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setConfirming(true)}
              aria-label={`${messages.delete} ${event.name}`}
            >
              {messages.delete}
            </Button>
            <Anchor href={eventPaths.calendarFeed(settings.basename, event.event_id)} size="xs">
              .ics
            </Anchor>
          </Group>
        )}
        {remove.isError ? (
          <Text size="xs" c="red" role="alert">
            {remove.error.message}
          </Text>
        ) : null}
      </Table.Td>
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
        <div className={`${consoleClasses.panel} ${classes.formPanel}`}>
          <Title order={2} size="h4" mb="xs">
            {editing.event ? messages.editEvent : messages.newEvent}
          </Title>
          <EventForm key={editing.event?.event_id ?? 'new'} event={editing.event} onDone={handleDone} />
        </div>
      ) : null}
      <div className={consoleClasses.panel}>
        {events.isError ? (
          <Alert color="red" role="alert" p="xs">
            {messages.loadFailed}
          </Alert>
        ) : !events.data ? (
          <Text size="sm" role="status">
            …
          </Text>
        ) : events.data.events.length === 0 ? (
          <Text size="sm">{messages.noEvents}</Text>
        ) : (
          <div className={consoleClasses.tableWrap} tabIndex={0} role="region" aria-label={messages.eventsHeading}>
            <Table striped verticalSpacing={4} horizontalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{messages.eventName}</Table.Th>
                  <Table.Th>{messages.eventStart}</Table.Th>
                  <Table.Th>{messages.eventEnd}</Table.Th>
                  <Table.Th>{messages.eventBooksColumn}</Table.Th>
                  <Table.Th>{messages.eventViewsColumn}</Table.Th>
                  <Table.Th>
                    <span className="bf-visually-hidden">{messages.actionsColumn}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.events.map((event) => (
                  <EventRow
                    key={event.event_id}
                    event={event}
                    onEdit={() => {
                      setNotice(null);
                      setEditing({ event });
                    }}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </div>
    </>
  );
}
