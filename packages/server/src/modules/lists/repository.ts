import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type NewFavouritesList = { storeId: string; id: string; userId: string; name: string; now: number };

/** Owns: titleLists, titleListItems. */
export function createListsRepository(db: Kysely<Database>) {
  /** Marks a list changed, within the transaction that changed its titles. */
  const touch = (trx: Kysely<Database>, storeId: string, listId: string, now: number) =>
    trx
      .updateTable('titleLists')
      .set({ updatedAt: now })
      .where('storeId', '=', storeId)
      .where('id', '=', listId)
      .execute();

  return {
    findById: (storeId: string, listId: string) =>
      db
        .selectFrom('titleLists')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('id', '=', listId)
        .executeTakeFirst(),

    findFavourites: (storeId: string, userId: string) =>
      db
        .selectFrom('titleLists')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('userId', '=', userId)
        .where('isFavourites', '=', 1)
        .executeTakeFirst(),

    /**
     * Inserts the customer's favourites list unless they have one: when two requests create it at
     * once, the unique index on favourites lists keeps the first and the second inserts nothing.
     */
    insertFavouritesIfMissing: (row: NewFavouritesList) =>
      db
        .insertInto('titleLists')
        .values({
          storeId: row.storeId,
          id: row.id,
          userId: row.userId,
          name: row.name,
          description: '',
          isFavourites: 1,
          createdAt: row.now,
          updatedAt: row.now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute(),

    async countItems(storeId: string, listId: string): Promise<number> {
      const { count } = await db
        .selectFrom('titleListItems')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('storeId', '=', storeId)
        .where('listId', '=', listId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** A list's titles, newest first (titles added in the same second by eisbn); all of them without a page. */
    async eisbnsOf(storeId: string, listId: string, page?: { limit: number; offset: number }): Promise<string[]> {
      let query = db
        .selectFrom('titleListItems')
        .select('eisbn')
        .where('storeId', '=', storeId)
        .where('listId', '=', listId)
        .orderBy('createdAt', 'desc')
        .orderBy('eisbn');
      if (page) query = query.limit(page.limit).offset(page.offset);
      const rows = await query.execute();
      return rows.map((row) => row.eisbn);
    },

    /**
     * Adds the titles the list does not hold yet (a title already there keeps its date) and marks the
     * list changed when any was new. Answers how many were added.
     */
    addItems: (storeId: string, listId: string, eisbns: string[], now: number): Promise<number> =>
      eisbns.length === 0
        ? Promise.resolve(0)
        : db.transaction().execute(async (trx) => {
            const added = await trx
              .insertInto('titleListItems')
              .values(eisbns.map((eisbn) => ({ storeId, listId, eisbn, createdAt: now })))
              .onConflict((conflict) => conflict.columns(['storeId', 'listId', 'eisbn']).doNothing())
              .returning('eisbn')
              .execute();
            if (added.length > 0) await touch(trx, storeId, listId, now);
            return added.length;
          }),

    /** Removes the titles and marks the list changed when any was there. Answers how many were removed. */
    removeItems: (storeId: string, listId: string, eisbns: string[], now: number): Promise<number> =>
      eisbns.length === 0
        ? Promise.resolve(0)
        : db.transaction().execute(async (trx) => {
            const removed = await trx
              .deleteFrom('titleListItems')
              .where('storeId', '=', storeId)
              .where('listId', '=', listId)
              .where('eisbn', 'in', eisbns)
              .returning('eisbn')
              .execute();
            if (removed.length > 0) await touch(trx, storeId, listId, now);
            return removed.length;
          }),
  };
}
export type ListsRepository = ReturnType<typeof createListsRepository>;
