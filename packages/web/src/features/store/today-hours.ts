import { specialHoursTimeZone, type SpecialHours } from '@bookfront/contract';
import { hoursForDay } from './hours.ts';
import { specialDayLines } from './special-hours.ts';

const todayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: specialHoursTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
});
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Today in the store's time zone: its date ('YYYY-MM-DD', as special hours are kept) and weekday (0 = Sunday). */
export function storeToday(now: Date): { date: string; weekday: number } {
  const parts = new Map(todayFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    date: `${parts.get('year') ?? ''}-${parts.get('month') ?? ''}-${parts.get('day') ?? ''}`,
    weekday: weekdays.indexOf(parts.get('weekday') ?? ''),
  };
}

/** Today's special hours of a location, when it has any ("Closed", or its hours, with the day's notes). */
export function specialHoursToday(days: readonly SpecialHours[] | undefined, now: Date): string | null {
  const { date } = storeToday(now);
  const [line] = specialDayLines((days ?? []).filter((day) => day.date === date));
  if (!line) return null;
  return line.notes.length > 0 ? `${line.times} (${line.notes.join('; ')})` : line.times;
}

/**
 * docs/features/store-console.md#special-hours: today's hours of a location, in the store's time
 * zone; a special-hours entry for today wins over the weekly hours' line for the weekday.
 */
export function todaysHours(
  location: { ws_hours: string; special_hours?: readonly SpecialHours[] },
  now: Date,
): string | null {
  return specialHoursToday(location.special_hours, now) ?? hoursForDay(location.ws_hours, storeToday(now).weekday);
}
