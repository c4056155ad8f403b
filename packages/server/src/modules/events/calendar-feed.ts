import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { eventCalendarMarker, eventLimits, type EventSummary } from '@bookfront/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical from 'ical-generator';
import { htmlToText } from '../../lib/html-text.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A time as the zone's wall clock: ical-generator writes a zoned Day.js value as TZID local time. */
const zonedTime = (seconds: number) => dayjs.unix(seconds).tz(eventLimits.timeZone);

/**
 * docs/features/events.md#calendar-feed: events as an iCalendar file (RFC 5545), their times in the
 * store's zone with its VTIMEZONE, so a calendar app shows them at the right hour wherever it is
 * (docs/decisions/0030-icalendar-with-ical-generator.md).
 */
export function eventsCalendar(options: {
  storeName: string;
  /** The address the store's pages live under, e.g. 'https://riverbend.example'. */
  base: string;
  /** The host name event UIDs are made unique with. */
  hostname: string;
  events: readonly EventSummary[];
}): string {
  const calendar = ical({
    name: `${options.storeName} events`,
    prodId: { company: 'Bookfront', product: 'Events', language: 'EN' },
    timezone: { name: eventLimits.timeZone, generator: getVtimezoneComponent },
    url: `${options.base}/events`,
  });
  for (const event of options.events) {
    const url = `${options.base}/events/${encodeURIComponent(event.id)}`;
    const text = htmlToText(event.info.description.replace(eventCalendarMarker, ' '));
    calendar.createEvent({
      id: `${event.id}@${options.hostname}`,
      start: zonedTime(event.from),
      end: zonedTime(Math.max(event.to, event.from)),
      timezone: eventLimits.timeZone,
      summary: event.info.name,
      description: text ? `${text}\n\n${url}` : url,
      location: event.info.place || null,
      url,
    });
  }
  return calendar.toString();
}
