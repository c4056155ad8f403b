import { eventTicketSchema, type EventSummary, type EventTicket } from '@bookfront/contract';
import { z } from 'zod';
import type { EventRow } from '../../db/schema.ts';

const ticketsSchema = z.array(eventTicketSchema);

/** The tickets column as written by the admin service; anything else reads as none. */
export function ticketsOf(json: string): EventTicket[] {
  try {
    const parsed = ticketsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** docs/features/events.md#data "Event". */
export function toEventSummary(row: EventRow, books: string[]): EventSummary {
  return {
    id: row.id,
    from: Number(row.startsAt),
    to: Number(row.endsAt),
    info: {
      name: row.name,
      description: row.description,
      img_path: row.imgPath,
      place: row.place,
      books,
      tickets: ticketsOf(row.tickets),
    },
  };
}
