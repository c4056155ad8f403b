import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { eventSummaryText, type EventSummary } from '@bookfront/contract';
import { formatWhen, zoned } from '../../../entities/event/dates.ts';
import { eventPaths } from '../../../entities/event/paths.ts';
import classes from './event-list-item.module.css';

/** docs/features/events.md#events-page: an event in a list: its day, name, time, place and summary (400 characters). */
export function EventListItem({ event, headingLevel = 3 }: { event: EventSummary; headingLevel?: 2 | 3 }) {
  const start = zoned(event.from);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const summary = eventSummaryText(event.info.description);
  return (
    <li className={classes.item}>
      <div className={classes.date} aria-hidden>
        <span className={classes.month}>{start.format('MMM')}</span>
        <span className={classes.dayNumber}>{start.date()}</span>
      </div>
      <div className={classes.about}>
        <Heading className={classes.name}>
          <Link to={eventPaths.event(event.id)}>{event.info.name}</Link>
        </Heading>
        <Text size="sm" fw={600}>
          {formatWhen(event)}
        </Text>
        {event.info.place ? (
          <Text size="sm" c="dimmed">
            {event.info.place}
          </Text>
        ) : null}
        {summary ? (
          <Text size="sm" className={classes.summary}>
            {summary}
          </Text>
        ) : null}
      </div>
    </li>
  );
}
