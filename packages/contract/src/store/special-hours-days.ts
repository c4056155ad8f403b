import type { SpecialHours } from './special-hours.ts';

/** The store's time zone, in which the current and next month of special hours are counted. */
export const specialHoursTimeZone = 'America/Los_Angeles';

/** 'HH:mm' on a 24-hour clock, 00:00 to 23:59. */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** Special hours in the order a page lists them: by day, then by opening time. */
export function sortSpecialHours<Day extends SpecialHours>(days: readonly Day[]): Day[] {
  return [...days].sort((a, b) => a.date.localeCompare(b.date) || a.opens.localeCompare(b.opens));
}
