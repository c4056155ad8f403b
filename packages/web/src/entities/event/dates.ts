import { eventLimits, parseEventDay, type EventSummary } from '@bookfront/contract';
import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

const zone = eventLimits.timeZone;

/** docs/features/events.md#limits: event times are shown, and calendar days counted, in the store's zone. */
export const zoned = (seconds: number): Dayjs => dayjs.unix(seconds).tz(zone);

/** Now, in the store's zone. */
export const nowZoned = (): Dayjs => dayjs().tz(zone);

/** The day of a moment as the routes write it: YYYYMMDD. */
export const dayKeyOf = (moment: Dayjs): string => moment.format('YYYYMMDD');

/**
 * A calendar day (YYYYMMDD) as a date without a zone (held in UTC), for the calendar's arithmetic;
 * null when it is not a real day. Event times are turned into such days by `dayKeyOf(zoned(…))`.
 */
export function dayOfKey(key: string): Dayjs | null {
  const parts = parseEventDay(key);
  if (!parts) return null;
  return dayjs.utc(Date.UTC(parts.year, parts.month - 1, parts.date));
}

/** The calendar day YYYYMMDD, or today's when it is not a real day. */
export const calendarDayOf = (key: string): Dayjs => dayOfKey(key) ?? dayjs.utc(nowZoned().format('YYYY-MM-DD'));

/** Today in the store's zone, as a calendar day. */
export const todayKey = (): string => dayKeyOf(nowZoned());

/** docs/features/events.md#events-page: the list starts one month back. */
export const monthBackKey = (): string =>
  dayKeyOf(dayjs.utc(nowZoned().format('YYYY-MM-DD')).subtract(eventLimits.monthsBack, 'month'));

/** 'Saturday, November 28, 2026'. */
export const formatDay = (moment: Dayjs): string => moment.format('dddd, MMMM D, YYYY');

const formatClock = (moment: Dayjs) => (moment.minute() === 0 ? moment.format('h A') : moment.format('h:mm A'));

/** 'Sat, Nov 28, 2026, 10:30 AM – 11:15 AM PST', or across days 'Nov 28, 10 AM – Nov 29, 2 PM PST'. */
export function formatWhen(event: Pick<EventSummary, 'from' | 'to'>): string {
  const start = zoned(event.from);
  const end = zoned(event.to);
  const zoneName = start.format('z');
  if (event.to <= event.from) return `${start.format('ddd, MMM D, YYYY')}, ${formatClock(start)} ${zoneName}`;
  if (start.isSame(end, 'day')) {
    return `${start.format('ddd, MMM D, YYYY')}, ${formatClock(start)} – ${formatClock(end)} ${zoneName}`;
  }
  return `${start.format('ddd, MMM D')}, ${formatClock(start)} – ${end.format('ddd, MMM D, YYYY')}, ${formatClock(end)} ${zoneName}`;
}

/** The days (YYYYMMDD) an event covers, at most two weeks of them. */
export function dayKeysOf(event: Pick<EventSummary, 'from' | 'to'>): string[] {
  const firstKey = dayKeyOf(zoned(event.from));
  const lastKey = dayKeyOf(zoned(Math.max(event.from, event.to - 1)));
  const keys: string[] = [];
  let day = dayOfKey(firstKey);
  while (day && dayKeyOf(day) <= lastKey && keys.length < 14) {
    keys.push(dayKeyOf(day));
    day = day.add(1, 'day');
  }
  return keys;
}

/** The events of each day, in the order given. */
export function eventsByDay<T extends Pick<EventSummary, 'from' | 'to'>>(events: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const event of events) {
    for (const key of dayKeysOf(event)) byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  return byDay;
}

/** The weeks of a month's calendar (a calendar day of `dayOfKey`), Sunday first; days outside the month are null. */
export function monthWeeks(month: Dayjs): (Dayjs | null)[][] {
  const first = month.startOf('month');
  const days: (Dayjs | null)[] = Array.from({ length: first.day() }, () => null);
  for (let date = 1; date <= first.daysInMonth(); date += 1) days.push(first.date(date));
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}
