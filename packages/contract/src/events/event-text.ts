/** docs/features/events.md#limits. */
export const eventLimits = {
  /** Event times are shown, and days of the calendar counted, in this zone. */
  timeZone: 'America/Los_Angeles',
  /** The events page lists this many events before View all events. */
  listLength: 3,
  /** Dots under a day of the calendar, at most. */
  calendarDots: 3,
  /** A summary's description, in characters of text. */
  summaryChars: 400,
  /** The events page's list starts this many months back. */
  monthsBack: 1,
  /** Ours: the most events one event/getList answers. */
  listMax: 200,
  /** Ours: an event's name, place, and ticket label. */
  nameMax: 200,
  placeMax: 300,
  ticketLabelMax: 80,
  /** Ours: books one event shows. */
  booksMax: 50,
  ticketsMax: 10,
  descriptionMax: 20_000,
} as const;

/**
 * docs/features/events.md#descriptions: a bookseller writes this on a line of its own in an event's
 * description. The summary shows what comes before it; the event's page shows its date, time and
 * place where it stands.
 */
export const eventCalendarMarker = '[calendar]';

const markerPattern = /(?:<p>\s*)?\[calendar\](?:\s*<\/p>)?/i;

/** An event's description split at its calendar marker; `after` is null when it has none. */
export function splitEventDescription(html: string): { before: string; after: string | null } {
  const match = markerPattern.exec(html);
  if (!match) return { before: html, after: null };
  return { before: html.slice(0, match.index), after: html.slice(match.index + match[0].length) };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * docs/features/events.md#descriptions: the summary of an event's description as text: the part
 * before the calendar marker, tags removed, clipped to 400 characters at a word with '…'.
 */
export function eventSummaryText(html: string, max: number = eventLimits.summaryChars): string {
  const text = splitEventDescription(html)
    .before.replace(/<\/(p|li|h\d|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_all, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const clipped = text.slice(0, max - 1);
  const lastSpace = clipped.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? clipped.slice(0, lastSpace) : clipped).trimEnd()}…`;
}

/** A day as the events routes and event/getList write it: YYYYMMDD, a real date. */
export const eventDayPattern = /^(\d{4})(\d{2})(\d{2})$/;

/** The parts of a YYYYMMDD day, or null when it is not a real date. */
export function parseEventDay(day: string): { year: number; month: number; date: number } | null {
  const match = eventDayPattern.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (year < 1970 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return { year, month, date };
}
