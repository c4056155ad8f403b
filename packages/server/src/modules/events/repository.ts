import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withinTransaction } from '../../db/within-transaction.ts';

export type EventFields = {
  name: string;
  description: string;
  imgPath: string;
  place: string;
  startsAt: number;
  endsAt: number;
  /** JSON: [{ label, url }]. */
  tickets: string;
};

/** Owns: events, eventTitles. Made on a transaction, it writes inside it. */
export function createEventsRepository(db: Kysely<Database>) {
  return {
    findById: (storeId: string, eventId: string) =>
      db.selectFrom('events').selectAll().where('storeId', '=', storeId).where('id', '=', eventId).executeTakeFirst(),

    /** The events that end at or after `from`, soonest first. */
    findEndingFrom: (storeId: string, options: { from: number; limit: number }) =>
      db
        .selectFrom('events')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('endsAt', '>=', options.from)
        .orderBy('startsAt')
        .orderBy('id')
        .limit(options.limit)
        .execute(),

    /** Every event of the store, soonest first (the bookseller's list, the sitemap). */
    findAll: (storeId: string) =>
      db.selectFrom('events').selectAll().where('storeId', '=', storeId).orderBy('startsAt').orderBy('id').execute(),

    /** The books of the given events, each event's in its order. */
    findTitles: (storeId: string, eventIds: readonly string[]) =>
      eventIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('eventTitles')
            .select(['eventId', 'eisbn'])
            .where('storeId', '=', storeId)
            .where('eventId', 'in', eventIds)
            .orderBy('eventId')
            .orderBy('position')
            .execute(),

    /** Counts one view of each event. */
    incrementViews: (storeId: string, eventIds: readonly string[]) =>
      eventIds.length === 0
        ? Promise.resolve()
        : db
            .updateTable('events')
            .set((eb) => ({ views: eb('views', '+', 1) }))
            .where('storeId', '=', storeId)
            .where('id', 'in', eventIds)
            .execute()
            .then(() => undefined),

    insert: (row: EventFields & { storeId: string; id: string; now: number }) =>
      db
        .insertInto('events')
        .values({
          storeId: row.storeId,
          id: row.id,
          name: row.name,
          description: row.description,
          imgPath: row.imgPath,
          place: row.place,
          startsAt: row.startsAt,
          endsAt: row.endsAt,
          tickets: row.tickets,
          createdAt: row.now,
          updatedAt: row.now,
        })
        .execute(),

    update: (storeId: string, eventId: string, fields: Partial<EventFields> & { now: number }) => {
      const { now, ...changes } = fields;
      return db
        .updateTable('events')
        .set({ ...changes, updatedAt: now })
        .where('storeId', '=', storeId)
        .where('id', '=', eventId)
        .execute();
    },

    /** Removes an event; its books go with it. */
    remove: (storeId: string, eventId: string) =>
      withinTransaction(db, async (trx) => {
        await trx.deleteFrom('eventTitles').where('storeId', '=', storeId).where('eventId', '=', eventId).execute();
        const result = await trx
          .deleteFrom('events')
          .where('storeId', '=', storeId)
          .where('id', '=', eventId)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      }),

    /** Sets an event's books to `eisbns`, in that order. */
    replaceTitles: (storeId: string, eventId: string, eisbns: readonly string[]) =>
      withinTransaction(db, async (trx) => {
        await trx.deleteFrom('eventTitles').where('storeId', '=', storeId).where('eventId', '=', eventId).execute();
        if (eisbns.length > 0) {
          await trx
            .insertInto('eventTitles')
            .values(eisbns.map((eisbn, position) => ({ storeId, eventId, eisbn, position })))
            .execute();
        }
      }),
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
