import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { consoleContentMessages as messages, type ConsoleEvent } from '@bookfront/contract';
import { eventPaths } from '../../../entities/event/paths.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import consoleClasses from '../pages/console.module.css';
import { useConsoleEvents, useDeleteEvent } from './api.ts';
import { ContentListPage } from './content-list-page.tsx';
import { RowActions } from './row-actions.tsx';
import { EventForm } from './event-form.tsx';

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
  const settings = useSiteSettings();
  const events = useConsoleEvents();

  return (
    <ContentListPage
      heading={messages.eventsHeading}
      links={
        <Anchor href={eventPaths.calendarFeed(settings.basename)} size="sm">
          {messages.eventsFeed}
        </Anchor>
      }
      newLabel={messages.newEvent}
      editLabel={messages.editEvent}
      items={events.data?.events}
      isError={events.isError}
      empty={messages.noEvents}
      headers={[
        messages.eventName,
        messages.eventStart,
        messages.eventEnd,
        messages.eventBooksColumn,
        messages.eventViewsColumn,
      ]}
      keyOf={(event) => event.event_id}
      row={(event, onEdit) => <EventRow event={event} onEdit={onEdit} />}
      form={(event, onDone) => <EventForm event={event} onDone={onDone} />}
    />
  );
}
