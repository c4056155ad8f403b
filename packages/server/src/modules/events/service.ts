import { eventErrorCodes, eventLimits, eventMessages, type EventSummary, type StoreEvent } from '@bookfront/contract';
import { NotFoundError } from '../../lib/errors.ts';
import type { TitleService } from '../catalog/title-service.ts';
import type { Viewer } from '../catalog/viewer.ts';
import { dayStartSeconds, monthBackSeconds } from './dates.ts';
import { toEventSummary } from './mapper.ts';
import type { EventsRepository } from './repository.ts';

export const eventNotFound = () => new NotFoundError(eventErrorCodes.notFound, eventMessages.notFound);

/**
 * What shoppers read of a store's events (docs/features/events.md). Every query names the store, so
 * another store's event answers the same 404 as one that does not exist.
 */
export function createEventsService({ repo, titles }: { repo: EventsRepository; titles: TitleService }) {
  async function booksByEvent(storeId: string, eventIds: string[]): Promise<Map<string, string[]>> {
    const byEvent = new Map<string, string[]>(eventIds.map((id) => [id, []]));
    for (const row of await repo.findTitles(storeId, eventIds)) byEvent.get(row.eventId)?.push(row.eisbn);
    return byEvent;
  }

  return {
    /** event/getList: the events ending on or after the day `from` (default one month back), soonest first. */
    async getList(
      storeId: string,
      input: { from: string | undefined; incrementViews: boolean; now: number },
    ): Promise<EventSummary[]> {
      const from = (input.from === undefined ? null : dayStartSeconds(input.from)) ?? monthBackSeconds(input.now);
      const rows = await repo.findEndingFrom(storeId, { from, limit: eventLimits.listMax });
      const ids = rows.map((row) => row.id);
      if (input.incrementViews) await repo.incrementViews(storeId, ids);
      const books = await booksByEvent(storeId, ids);
      return rows.map((row) => toEventSummary(row, books.get(row.id) ?? []));
    },

    /** event/get: one event with its books as the viewer sees them. */
    async getEvent(viewer: Viewer, eventId: string, options: { incrementViews: boolean }): Promise<StoreEvent> {
      const row = await repo.findById(viewer.storeId, eventId);
      if (!row) throw eventNotFound();
      if (options.incrementViews) await repo.incrementViews(viewer.storeId, [row.id]);
      const books = (await booksByEvent(viewer.storeId, [row.id])).get(row.id) ?? [];
      const rows = books.length === 0 ? [] : await titles.shownSummaries(viewer, books);
      return { ...toEventSummary(row, books), rows };
    },

    /** One event of the store without its books' titles, or null (the calendar feed, the event page's head). */
    async findEvent(storeId: string, eventId: string): Promise<EventSummary | null> {
      const row = await repo.findById(storeId, eventId);
      if (!row) return null;
      return toEventSummary(row, (await booksByEvent(storeId, [row.id])).get(row.id) ?? []);
    },

    /** The events not yet over at `now`, soonest first (docs/features/custom-pages.md#event-blocks). */
    async upcoming(storeId: string, input: { now: number; limit: number }): Promise<EventSummary[]> {
      const rows = await repo.findEndingFrom(storeId, { from: input.now, limit: input.limit });
      const books = await booksByEvent(
        storeId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toEventSummary(row, books.get(row.id) ?? []));
    },

    /** Every event of a store, soonest first (the sitemap). */
    async listAll(storeId: string): Promise<EventSummary[]> {
      const rows = await repo.findAll(storeId);
      const books = await booksByEvent(
        storeId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toEventSummary(row, books.get(row.id) ?? []));
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
