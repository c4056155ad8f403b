import { z } from 'zod';
import { titleSummarySchema } from '../catalog/schemas.ts';
import { formBooleanSchema, unixSecondsSchema } from '../common/fields.ts';
import { eventMessages } from './messages.ts';
import { parseEventDay } from './event-text.ts';

export const eventDaySchema = z
  .string({ error: eventMessages.badDate })
  .trim()
  .refine((value) => parseEventDay(value) !== null, eventMessages.badDate);

const eventIdSchema = z
  .string({ error: eventMessages.notFound })
  .trim()
  .min(1, eventMessages.notFound)
  .max(64, eventMessages.notFound);

/**
 * event/getList {from, increment_views} (docs/features/events.md#actions): the events that end on or
 * after the day `from` (in the store's zone), soonest first. Without `from`, one month back.
 */
export const eventListInputSchema = z.object({
  from: eventDaySchema.optional(),
  increment_views: formBooleanSchema.optional(),
});
export type EventListInput = z.input<typeof eventListInputSchema>;

/** event/get {event_id} (docs/features/events.md#actions); increment_views is ours, as on the list. */
export const eventGetInputSchema = z.object({
  event_id: eventIdSchema,
  increment_views: formBooleanSchema.optional(),
});
export type EventGetInput = z.input<typeof eventGetInputSchema>;

/** A way to buy a ticket or register: its label and an http(s) address. */
export const eventTicketSchema = z.object({ label: z.string(), url: z.string() });
export type EventTicket = z.infer<typeof eventTicketSchema>;

/** docs/features/events.md#data "Event" info: what the bookseller wrote. */
export const eventInfoSchema = z.object({
  name: z.string(),
  /** Sanitised HTML; it may hold the calendar marker. */
  description: z.string(),
  /** The event's picture: an http(s) address or a path on this site; '' for none. */
  img_path: z.string(),
  /** Where it happens, one line ('Riverbend Books, 210 Water Street'). */
  place: z.string(),
  /** The eisbns of the event's books, in the bookseller's order. */
  books: z.array(z.string()),
  tickets: z.array(eventTicketSchema),
});
export type EventInfo = z.infer<typeof eventInfoSchema>;

/** An event as event/getList lists it. `from` and `to` are unix seconds, shown in the store's zone. */
export const eventSummarySchema = z.object({
  id: z.string(),
  from: unixSecondsSchema,
  to: unixSecondsSchema,
  info: eventInfoSchema,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** event/get's event: the summary and its books as titles, with the store's stock and prices (rows). */
export const eventSchema = eventSummarySchema.extend({ rows: z.array(titleSummarySchema) });
export type StoreEvent = z.infer<typeof eventSchema>;

export const eventListSchema = z.object({ events: z.array(eventSummarySchema) });
export type EventList = z.infer<typeof eventListSchema>;

export const eventResultSchema = z.object({ event: eventSchema });
export type EventResult = z.infer<typeof eventResultSchema>;
