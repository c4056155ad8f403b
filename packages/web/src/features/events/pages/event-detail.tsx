import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarPlus, IconMapPin, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { eventErrorCodes, eventMessages, splitEventDescription, type StoreEvent } from '@bookfront/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ActionError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useStoreEvent } from '../api.ts';
import { EventBookRow } from '../components/event-book-row.tsx';
import { EventDescription } from '../components/event-description.tsx';
import { EventsSkeleton } from '../components/events-skeleton.tsx';
import { ShareLinks } from '../components/share-links.tsx';
import { formatWhen } from '../../../entities/event/dates.ts';
import { eventPaths } from '../../../entities/event/paths.ts';
import classes from './event-detail.module.css';

/** The event's date, time and place: where the calendar marker stands in its description. */
function WhenAndWhere({ event }: { event: StoreEvent }) {
  const settings = useSiteSettings();
  return (
    <div className={classes.facts}>
      <dl className={classes.factList}>
        <div className={classes.fact}>
          <dt>
            <IconCalendarEvent size={18} aria-hidden />
            <span>{eventMessages.when}</span>
          </dt>
          <dd>{formatWhen(event)}</dd>
        </div>
        {event.info.place ? (
          <div className={classes.fact}>
            <dt>
              <IconMapPin size={18} aria-hidden />
              <span>{eventMessages.place}</span>
            </dt>
            <dd>{event.info.place}</dd>
          </div>
        ) : null}
      </dl>
      <Anchor
        href={eventPaths.calendarFeed(settings.basename, event.id)}
        size="sm"
        fw={600}
        className={classes.addToCalendar}
      >
        <IconCalendarPlus size={16} aria-hidden />
        {eventMessages.addToCalendar}
      </Anchor>
    </div>
  );
}

function EventView({ event }: { event: StoreEvent }) {
  const { before, after } = splitEventDescription(event.info.description);
  return (
    <article className={classes.event}>
      <Anchor component={Link} to={eventPaths.events()} size="sm">
        {eventMessages.backToEvents}
      </Anchor>
      <Title order={1} className={classes.name}>
        {event.info.name}
      </Title>
      <div className={classes.layout}>
        <Stack gap="md" className={classes.body}>
          {event.info.img_path ? <img src={event.info.img_path} alt="" className={classes.image} /> : null}
          {after === null ? (
            <>
              <WhenAndWhere event={event} />
              <EventDescription html={before} />
            </>
          ) : (
            <>
              <EventDescription html={before} />
              <WhenAndWhere event={event} />
              <EventDescription html={after} />
            </>
          )}
          {event.info.tickets.length > 0 ? (
            <Group gap="sm" aria-label={eventMessages.tickets} role="group">
              {event.info.tickets.map((ticket) => (
                <Button
                  key={ticket.url}
                  component="a"
                  href={ticket.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  leftSection={<IconTicket size={18} aria-hidden />}
                >
                  {ticket.label}
                </Button>
              ))}
            </Group>
          ) : null}
          <ShareLinks title={event.info.name} />
        </Stack>
        {event.rows.length > 0 ? (
          <section aria-labelledby="event-books-heading" className={classes.books}>
            <Title order={2} id="event-books-heading" className={classes.booksTitle}>
              {eventMessages.books}
            </Title>
            <ul className={classes.bookList}>
              {event.rows.map((title) => (
                <EventBookRow key={title.eisbn} title={title} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}

/** /events/{event_id} (docs/features/events.md#event-page). */
export function EventDetail({ eventId }: { eventId: string }) {
  const settings = useSiteSettings();
  const event = useStoreEvent(eventId);
  useDocumentTitle(event.data ? `${settings.store_info.name} | ${event.data.info.name}` : null);

  if (event.isPending) return <EventsSkeleton />;
  if (event.isError) {
    if (event.error instanceof ActionError && event.error.code === eventErrorCodes.notFound) {
      return (
        <EmptyState message={eventMessages.notFound}>
          <Button component={Link} to={eventPaths.events()}>
            {eventMessages.backToEvents}
          </Button>
        </EmptyState>
      );
    }
    return (
      <Alert color="red" title={eventMessages.error} role="alert">
        <Text size="sm">{event.error.message}</Text>
      </Alert>
    );
  }
  return <EventView event={event.data} />;
}
