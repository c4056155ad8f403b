import {
  commonErrorCodes,
  commonMessages,
  consoleContentMessages,
  type ConsoleEvent,
  type ConsoleEventList,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { AdminEvent, EventDraft, EventsAdminService } from '../events/admin-service.ts';
import { formatLocalTime, localTimeSeconds } from '../events/dates.ts';
import { auditedChange, type ContentAudit } from './content-audit.ts';
import type { StaffIdentity } from './staff-service.ts';

type EventInput = {
  name: string;
  start: string;
  end: string;
  place: string;
  description: string;
  img_path: string;
  books: string[];
  tickets: { label: string; url: string }[];
};

const fieldError = (field: string, message: string) =>
  new BadRequestError(commonErrorCodes.invalidInput, commonMessages.checkFields, { [field]: message });

/** The times of the form, read in the store's zone (docs/features/events.md#data). */
function draftOf(input: EventInput): EventDraft {
  const startsAt = localTimeSeconds(input.start);
  if (startsAt === null) throw fieldError('start', consoleContentMessages.eventTimeInvalid);
  const endsAt = localTimeSeconds(input.end);
  if (endsAt === null) throw fieldError('end', consoleContentMessages.eventTimeInvalid);
  if (endsAt < startsAt) throw fieldError('end', consoleContentMessages.eventEndsBeforeStart);
  return {
    name: input.name,
    description: input.description,
    imgPath: input.img_path,
    place: input.place,
    startsAt,
    endsAt,
    tickets: input.tickets,
  };
}

function toConsoleEvent(event: AdminEvent): ConsoleEvent {
  return {
    event_id: event.id,
    name: event.name,
    from: event.startsAt,
    to: event.endsAt,
    start: formatLocalTime(event.startsAt),
    end: formatLocalTime(event.endsAt),
    place: event.place,
    description: event.description,
    img_path: event.imgPath,
    books: event.books,
    tickets: event.tickets,
    views: event.views,
  };
}

/** What the audit log keeps of an event: what the bookseller wrote, not its views. */
function audited(event: AdminEvent) {
  const { views: _views, ...fields } = toConsoleEvent(event);
  return fields;
}

/**
 * docs/features/store-console.md#events: the console's events, through the same admin service as
 * the event:* commands, each change audited in its transaction. `eventsIn` makes that service on a
 * database or a transaction.
 */
export function createConsoleEventsService(deps: {
  db: Kysely<Database>;
  eventsIn: (db: Kysely<Database>) => EventsAdminService;
  audit: ContentAudit;
}) {
  const events = deps.eventsIn(deps.db);

  return {
    async list(storeId: string): Promise<ConsoleEventList> {
      return { events: (await events.listEvents(storeId)).map(toConsoleEvent) };
    },

    create: (staff: StaffIdentity, input: EventInput): Promise<ConsoleEvent> => {
      const draft = draftOf(input);
      return auditedChange(deps, staff, async (trx) => {
        const writes = deps.eventsIn(trx);
        const id = await writes.createEvent(staff.storeId, { ...draft, books: input.books }, nowSeconds());
        const after = await writes.getEvent(staff.storeId, id);
        return { action: 'event.create', subject: id, after: audited(after), result: toConsoleEvent(after) };
      });
    },

    update: (staff: StaffIdentity, eventId: string, input: EventInput): Promise<ConsoleEvent> => {
      const draft = draftOf(input);
      return auditedChange(deps, staff, async (trx) => {
        const writes = deps.eventsIn(trx);
        const before = await writes.getEvent(staff.storeId, eventId);
        await writes.updateEvent(staff.storeId, eventId, draft, nowSeconds());
        await writes.setBooks(staff.storeId, eventId, input.books);
        const after = await writes.getEvent(staff.storeId, eventId);
        return {
          action: 'event.update',
          subject: eventId,
          before: audited(before),
          after: audited(after),
          result: toConsoleEvent(after),
        };
      });
    },

    remove: (staff: StaffIdentity, eventId: string): Promise<{ deleted: true }> =>
      auditedChange(deps, staff, async (trx) => {
        const writes = deps.eventsIn(trx);
        const before = await writes.getEvent(staff.storeId, eventId);
        await writes.deleteEvent(staff.storeId, eventId);
        return {
          action: 'event.delete',
          subject: eventId,
          before: audited(before),
          result: { deleted: true as const },
        };
      }),
  };
}
export type ConsoleEventsService = ReturnType<typeof createConsoleEventsService>;
