import { useMemo } from 'react';
import { Alert, Anchor, Container, Pagination, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { eventDayPattern, eventLimits, eventMessages, type EventSummary } from '@bookfront/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { EventCalendar } from '../../../entities/event/event-calendar.tsx';
import { useEventList } from '../../../entities/event/event-list.ts';
import { useEventCalendar } from '../../../entities/event/use-event-calendar.ts';
import { EventListItem } from '../components/event-list-item.tsx';
import { EventsSkeleton } from '../components/events-skeleton.tsx';
import { ShareLinks } from '../components/share-links.tsx';
import { dayOfKey, eventsByDay, formatDay, monthBackKey, todayKey } from '../../../entities/event/dates.ts';
import { eventPaths } from '../../../entities/event/paths.ts';
import { EventDetail } from './event-detail.tsx';
import classes from './events-page.module.css';

/** All events are paged this many at a time (ours). */
const allEventsPageLength = 10;

function EventsError({ message }: { message: string }) {
  return (
    <Alert color="red" title={eventMessages.error} role="alert">
      {message}
    </Alert>
  );
}

function EventList({ events, headingLevel }: { events: EventSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={classes.list}>
      {events.map((event) => (
        <EventListItem key={event.id} event={event} {...(headingLevel ? { headingLevel } : {})} />
      ))}
    </ul>
  );
}

/** /events: the calendar, the first 3 events from one month back and View all events; with ?all=1 every event, paged. */
function EventsOverview({ showAll, page }: { showAll: boolean; page: number }) {
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const from = useMemo(() => monthBackKey(), []);
  const today = useMemo(() => todayKey(), []);
  const events = useEventList(from, { countViews: true });
  const calendar = useEventCalendar(from, today);

  if (events.isPending) return <EventsSkeleton />;
  if (events.isError) return <EventsError message={events.error.message} />;
  const all = events.data;
  const pageCount = Math.max(1, Math.ceil(all.length / allEventsPageLength));
  const shown = showAll
    ? all.slice((page - 1) * allEventsPageLength, page * allEventsPageLength)
    : all.slice(0, eventLimits.listLength);
  return (
    <div className={classes.columns}>
      <div className={classes.side}>
        <EventCalendar
          month={calendar.month}
          byDay={calendar.byDay}
          todayKey={today}
          isLoading={calendar.isLoading}
          onMonthChange={calendar.setMonth}
        />
        <ShareLinks title={eventMessages.heading} />
        <Anchor href={eventPaths.calendarFeed(settings.basename)} size="sm" fw={600} className={classes.subscribe}>
          <IconCalendarPlus size={16} aria-hidden />
          {eventMessages.subscribe}
        </Anchor>
      </div>
      <section className={classes.main} aria-labelledby="events-list-heading">
        <Title order={2} id="events-list-heading" className={classes.sectionTitle}>
          {eventMessages.upcoming}
        </Title>
        {all.length === 0 ? (
          <EmptyState message={eventMessages.noEvents} />
        ) : (
          <Stack gap="md">
            <EventList events={shown} />
            {showAll ? (
              pageCount > 1 ? (
                <Pagination
                  total={pageCount}
                  value={Math.min(page, pageCount)}
                  onChange={(next) => void navigate(eventPaths.allEvents(next))}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                  getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                />
              ) : null
            ) : all.length > eventLimits.listLength ? (
              <Anchor component={Link} to={eventPaths.allEvents()} fw={600}>
                {eventMessages.viewAll}
              </Anchor>
            ) : null}
          </Stack>
        )}
      </section>
    </div>
  );
}

/** /events/{YYYYMMDD}: the calendar at that day's month and the day's events. */
function EventsDay({ dayKey }: { dayKey: string }) {
  const day = dayOfKey(dayKey);
  const from = useMemo(() => monthBackKey(), []);
  const today = useMemo(() => todayKey(), []);
  const dayEvents = useEventList(dayKey);
  const calendar = useEventCalendar(from, day ? dayKey : today);
  const label = day ? formatDay(day) : dayKey;

  const events = (dayEvents.data ?? []).filter((event) => eventsByDay([event]).has(dayKey));
  return (
    <div className={classes.columns}>
      <div className={classes.side}>
        <EventCalendar
          month={calendar.month}
          byDay={calendar.byDay}
          todayKey={today}
          selectedKey={dayKey}
          isLoading={calendar.isLoading}
          onMonthChange={calendar.setMonth}
        />
        <ShareLinks title={eventMessages.eventsOn(label)} />
      </div>
      <section className={classes.main} aria-labelledby="events-day-heading">
        <Title order={2} id="events-day-heading" className={classes.sectionTitle}>
          {eventMessages.eventsOn(label)}
        </Title>
        {dayEvents.isPending ? (
          <EventsSkeleton />
        ) : dayEvents.isError ? (
          <EventsError message={dayEvents.error.message} />
        ) : events.length === 0 ? (
          <EmptyState message={eventMessages.noEventsOn(label)} />
        ) : (
          <EventList events={events} />
        )}
        <Anchor component={Link} to={eventPaths.events()} className={classes.back}>
          {eventMessages.backToEvents}
        </Anchor>
      </section>
    </div>
  );
}

/**
 * /events and /events/{event_filter} (docs/features/events.md#events-page): the filter is a day
 * written YYYYMMDD, else an event's id.
 */
export function EventsPage() {
  const { filter } = useParams();
  const [search] = useSearchParams();
  const settings = useSiteSettings();
  const isDay = filter !== undefined && eventDayPattern.test(filter) && dayOfKey(filter) !== null;
  useDocumentTitle(filter === undefined || isDay ? `${settings.store_info.name} | ${eventMessages.heading}` : null);
  const page = Number(search.get('page'));

  return (
    <Container size="lg" className={classes.page}>
      {filter !== undefined && !isDay ? (
        <EventDetail key={filter} eventId={filter} />
      ) : (
        <>
          <Title order={1} className={classes.heading}>
            {eventMessages.heading}
          </Title>
          {isDay ? (
            <EventsDay key={filter} dayKey={filter} />
          ) : (
            <EventsOverview showAll={search.get('all') === '1'} page={Number.isInteger(page) && page >= 1 ? page : 1} />
          )}
        </>
      )}
    </Container>
  );
}
