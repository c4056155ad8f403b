import {
  commonErrorCodes,
  eventLimits,
  isHttpUrl,
  isSitePathOrHttpUrl,
  toSingleLine,
  type EventTicket,
} from '@bookfront/contract';
import type { EventRow } from '../../db/schema.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { toEisbn } from '../../lib/identifiers.ts';
import { sanitiseHtml } from '../catalog/import/description-html.ts';
import type { TitleFactsService } from '../catalog/title-facts-service.ts';
import { ticketsOf } from './mapper.ts';
import type { EventFields, EventsRepository } from './repository.ts';
import { eventNotFound } from './service.ts';

/** An event as the bookseller writes it; times are unix seconds. */
export type EventDraft = {
  name: string;
  description: string;
  imgPath: string;
  place: string;
  startsAt: number;
  endsAt: number;
  tickets: EventTicket[];
};

/** One event as the bookseller's list shows it. */
export type AdminEvent = EventDraft & { id: string; views: number; books: string[] };

function toAdminEvent(row: EventRow, books: string[]): AdminEvent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imgPath: row.imgPath,
    place: row.place,
    startsAt: Number(row.startsAt),
    endsAt: Number(row.endsAt),
    tickets: ticketsOf(row.tickets),
    views: Number(row.views),
    books,
  };
}

const refuse = (message: string) => new BadRequestError(commonErrorCodes.invalidInput, message);

/** Checks and cleans what the bookseller wrote (docs/features/events.md#running-events). */
function checkedFields(draft: Partial<EventDraft>): Partial<EventFields> {
  const fields: Partial<EventFields> = {};
  if (draft.name !== undefined) {
    const name = toSingleLine(draft.name);
    if (!name) throw refuse('An event needs a name.');
    if (name.length > eventLimits.nameMax)
      throw refuse(`An event's name is at most ${eventLimits.nameMax} characters.`);
    fields.name = name;
  }
  if (draft.place !== undefined) {
    const place = toSingleLine(draft.place);
    if (place.length > eventLimits.placeMax) throw refuse(`The place is at most ${eventLimits.placeMax} characters.`);
    fields.place = place;
  }
  if (draft.description !== undefined) {
    if (draft.description.length > eventLimits.descriptionMax) {
      throw refuse(`The description is at most ${eventLimits.descriptionMax} characters.`);
    }
    fields.description = sanitiseHtml(draft.description) ?? '';
  }
  if (draft.imgPath !== undefined) {
    const imgPath = draft.imgPath.trim();
    if (imgPath && !isSitePathOrHttpUrl(imgPath))
      throw refuse('The image is an http(s) address or a path on this site.');
    fields.imgPath = imgPath;
  }
  if (draft.tickets !== undefined) {
    if (draft.tickets.length > eventLimits.ticketsMax) throw refuse(`At most ${eventLimits.ticketsMax} ticket links.`);
    const tickets = draft.tickets.map((ticket) => ({ label: toSingleLine(ticket.label), url: ticket.url.trim() }));
    for (const ticket of tickets) {
      if (!ticket.label || ticket.label.length > eventLimits.ticketLabelMax) {
        throw refuse(`A ticket link needs a label of at most ${eventLimits.ticketLabelMax} characters.`);
      }
      if (!isHttpUrl(ticket.url)) throw refuse(`A ticket link is an http(s) address: ${ticket.url}`);
    }
    fields.tickets = JSON.stringify(tickets);
  }
  if (draft.startsAt !== undefined) fields.startsAt = draft.startsAt;
  if (draft.endsAt !== undefined) fields.endsAt = draft.endsAt;
  return fields;
}

/**
 * How booksellers run their events, from the command line and the store console: add, change,
 * remove, and the books shown. Made on a transaction, it writes inside it.
 */
export function createEventsAdminService({
  repo,
  titleFacts,
}: {
  repo: EventsRepository;
  titleFacts: Pick<TitleFactsService, 'findTitle'>;
}) {
  async function existing(storeId: string, eventId: string) {
    const row = await repo.findById(storeId, eventId);
    if (!row) throw eventNotFound();
    return row;
  }

  function checkTimes(startsAt: number, endsAt: number) {
    if (endsAt < startsAt) throw refuse('An event ends after it starts.');
  }

  /** The catalogue's eisbns of `isbns`, refusing any it does not have. */
  async function catalogueEisbns(isbns: readonly string[]): Promise<string[]> {
    const eisbns: string[] = [];
    for (const isbn of isbns) {
      const eisbn = toEisbn(isbn.trim());
      if (!(await titleFacts.findTitle(eisbn))) throw refuse(`The catalogue has no title ${isbn}.`);
      if (!eisbns.includes(eisbn)) eisbns.push(eisbn);
    }
    return eisbns;
  }

  async function saveBooks(storeId: string, eventId: string, eisbns: string[]) {
    if (eisbns.length > eventLimits.booksMax) throw refuse(`An event shows at most ${eventLimits.booksMax} books.`);
    await repo.replaceTitles(storeId, eventId, eisbns);
  }

  async function booksOf(storeId: string, eventId: string) {
    return (await repo.findTitles(storeId, [eventId])).map((row) => row.eisbn);
  }

  return {
    /** Adds an event; answers its id (`id` keeps a known one, as the demo store does). */
    async createEvent(
      storeId: string,
      draft: EventDraft & { books?: string[]; id?: string },
      now: number,
    ): Promise<string> {
      checkTimes(draft.startsAt, draft.endsAt);
      const fields = checkedFields(draft);
      const books = await catalogueEisbns(draft.books ?? []);
      const id = draft.id ?? newId();
      await repo.insert({
        storeId,
        id,
        now,
        name: fields.name ?? '',
        description: fields.description ?? '',
        imgPath: fields.imgPath ?? '',
        place: fields.place ?? '',
        startsAt: draft.startsAt,
        endsAt: draft.endsAt,
        tickets: fields.tickets ?? '[]',
      });
      await saveBooks(storeId, id, books);
      return id;
    },

    async updateEvent(storeId: string, eventId: string, changes: Partial<EventDraft>, now: number): Promise<void> {
      const row = await existing(storeId, eventId);
      checkTimes(changes.startsAt ?? Number(row.startsAt), changes.endsAt ?? Number(row.endsAt));
      await repo.update(storeId, eventId, { ...checkedFields(changes), now });
    },

    async deleteEvent(storeId: string, eventId: string): Promise<void> {
      if (!(await repo.remove(storeId, eventId))) throw eventNotFound();
    },

    /** Adds books to the event's (after those it has), or with `remove` takes them off; answers its books. */
    async changeBooks(
      storeId: string,
      eventId: string,
      isbns: readonly string[],
      options: { remove: boolean },
    ): Promise<string[]> {
      await existing(storeId, eventId);
      const current = await booksOf(storeId, eventId);
      const named = options.remove ? isbns.map((isbn) => toEisbn(isbn.trim())) : await catalogueEisbns(isbns);
      const next = options.remove
        ? current.filter((eisbn) => !named.includes(eisbn))
        : [...current, ...named.filter((eisbn) => !current.includes(eisbn))];
      await saveBooks(storeId, eventId, next);
      return next;
    },

    /** Sets the event's books to `isbns`, in that order, refusing any the catalogue has not. */
    async setBooks(storeId: string, eventId: string, isbns: readonly string[]): Promise<void> {
      await existing(storeId, eventId);
      await saveBooks(storeId, eventId, await catalogueEisbns(isbns));
    },

    /** One event of the store with its views and books. */
    async getEvent(storeId: string, eventId: string): Promise<AdminEvent> {
      return toAdminEvent(await existing(storeId, eventId), await booksOf(storeId, eventId));
    },

    /** Every event of the store, soonest first, with its views and books. */
    async listEvents(storeId: string): Promise<AdminEvent[]> {
      const rows = await repo.findAll(storeId);
      const titles = await repo.findTitles(
        storeId,
        rows.map((row) => row.id),
      );
      return rows.map((row) =>
        toAdminEvent(
          row,
          titles.filter((title) => title.eventId === row.id).map((title) => title.eisbn),
        ),
      );
    },
  };
}
export type EventsAdminService = ReturnType<typeof createEventsAdminService>;
