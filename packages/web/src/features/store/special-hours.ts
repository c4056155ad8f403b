import { sortSpecialHours, type SpecialHours } from '@bookfront/contract';

/** '09:00' → '9am', '14:30' → '2:30pm', as the store's usual hours are written. */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour}${suffix}` : `${hour}:${String(minutes).padStart(2, '0')}${suffix}`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-24' → 'Thu, Dec 24' (the day as written, whatever the browser's time zone). */
export function specialDayLabel(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

export type SpecialDayLine = { date: string; day: string; times: string; notes: string[] };

/**
 * docs/features/contact-and-hours.md#special-hours: one line per day, by date: "Closed", or its
 * hours ('9am – 12pm, 2pm – 6pm'), with the day's notes.
 */
export function specialDayLines(days: readonly SpecialHours[]): SpecialDayLine[] {
  const lines = new Map<string, SpecialDayLine>();
  for (const row of sortSpecialHours(days)) {
    const line = lines.get(row.date) ?? { date: row.date, day: specialDayLabel(row.date), times: '', notes: [] };
    const times = row.closed ? 'Closed' : `${clockLabel(row.opens)} – ${clockLabel(row.closes)}`;
    line.times = line.times ? `${line.times}, ${times}` : times;
    if (row.note) line.notes.push(row.note);
    lines.set(row.date, line);
  }
  return [...lines.values()];
}
