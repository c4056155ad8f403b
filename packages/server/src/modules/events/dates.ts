import { eventLimits, parseEventDay } from '@bookfront/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = eventLimits.timeZone;

/** docs/features/events.md#limits: the start of the day YYYYMMDD in the store's zone, as unix seconds. */
export function dayStartSeconds(day: string): number | null {
  const parts = parseEventDay(day);
  if (!parts) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return dayjs.tz(`${parts.year}-${pad(parts.month)}-${pad(parts.date)} 00:00:00`, zone).unix();
}

/** docs/features/events.md#events-page: where the list starts, the start of the day one month before `now`. */
export const monthBackSeconds = (now: number): number =>
  dayjs.unix(now).tz(zone).subtract(eventLimits.monthsBack, 'month').startOf('day').unix();

/** 'YYYY-MM-DD HH:mm' in the store's zone as unix seconds, or null when it is not such a time. */
export function localTimeSeconds(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const day = parseEventDay(`${match[1]}${match[2]}${match[3]}`);
  const [hour, minute] = [Number(match[4]), Number(match[5])];
  if (!day || hour > 23 || minute > 59) return null;
  return dayjs.tz(`${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}:00`, zone).unix();
}

/** An event time as the bookseller wrote it: 'YYYY-MM-DD HH:mm' in the store's zone. */
export const formatLocalTime = (seconds: number): string => dayjs.unix(seconds).tz(zone).format('YYYY-MM-DD HH:mm');

/** ISO 8601 with the zone's offset, e.g. '2026-12-10T19:00:00-08:00' (schema.org's event dates). */
export const isoZonedTime = (seconds: number): string => dayjs.unix(seconds).tz(zone).format('YYYY-MM-DDTHH:mm:ssZ');
