import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withinTransaction } from '../../db/within-transaction.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type NewFavouritesList = { storeId: string; id: string; userId: string; name: string; now: number };
export type NewNamedList = NewFavouritesList & { description: string };

/** Which of a customer's lists, in what order (docs/features/lists.md#account-lists). */
export type ListsQuery = {
  storeId: string;
  userId: string;
  /** Each row says whether it holds this title. */
  containsEisbn?: string;
  /** Only lists holding this title. */
  holdingEisbn?: string;
  /** Only lists whose name or description holds these words, whatever their case. */
  keyword?: string;
  sort: 'date_updated' | 'date_posted' | 'name';
  limit: number;
  offset: number;
};

type ListsExpressions = ExpressionBuilder<Database & { l: Database['titleLists'] }, 'l'>;

/** The filters of a ListsQuery, shared by the page and its count. */
function listsFilter(eb: ListsExpressions, query: ListsQuery): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('l.storeId', '=', query.storeId), eb('l.userId', '=', query.userId)];
  if (query.holdingEisbn) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('titleListItems as i')
          .select('i.eisbn')
          .whereRef('i.storeId', '=', 'l.storeId')
          .whereRef('i.listId', '=', 'l.id')
          .where('i.eisbn', '=', query.holdingEisbn),
      ),
    );
  }
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      eb.or([
        sql<SqlBool>`lower(${eb.ref('l.name')}) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(${eb.ref('l.description')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return eb.and(conditions);
}

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

    /** A page of a customer's lists, favourites first, each with its title count. */
    async findByCustomer(query: ListsQuery) {
      let select = db
        .selectFrom('titleLists as l')
        .selectAll('l')
        .select((eb) => [
          eb
            .selectFrom('titleListItems as i')
            .select((inner) => inner.fn.countAll<number>().as('count'))
            .whereRef('i.storeId', '=', 'l.storeId')
            .whereRef('i.listId', '=', 'l.id')
            .as('rowCount'),
          eb
            .selectFrom('titleListItems as i')
            .select((inner) => inner.fn.countAll<number>().as('count'))
            .whereRef('i.storeId', '=', 'l.storeId')
            .whereRef('i.listId', '=', 'l.id')
            .where('i.eisbn', '=', query.containsEisbn ?? '')
            .as('containsCount'),
        ])
        .where((eb) => listsFilter(eb, query))
        .orderBy('l.isFavourites', 'desc');
      if (query.sort === 'name') select = select.orderBy(sql`lower(${sql.ref('l.name')})`, 'asc');
      else if (query.sort === 'date_posted') select = select.orderBy('l.createdAt', 'desc');
      else select = select.orderBy('l.updatedAt', 'desc');
      const rows = await select.orderBy('l.id').limit(query.limit).offset(query.offset).execute();
      return rows.map(({ rowCount, containsCount, ...row }) => ({
        row,
        rowCount: Number(rowCount ?? 0),
        containsEisbn: Number(containsCount ?? 0) > 0,
      }));
    },

    async countByCustomer(query: ListsQuery): Promise<number> {
      const { count } = await db
        .selectFrom('titleLists as l')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where((eb) => listsFilter(eb, query))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    insertNamed: (row: NewNamedList) =>
      db
        .insertInto('titleLists')
        .values({
          storeId: row.storeId,
          id: row.id,
          userId: row.userId,
          name: row.name,
          description: row.description,
          isFavourites: 0,
          createdAt: row.now,
          updatedAt: row.now,
        })
        .execute(),

    updateDetails: (
      storeId: string,
      listId: string,
      changes: { name?: string; description?: string; updatedAt: number },
    ) => db.updateTable('titleLists').set(changes).where('storeId', '=', storeId).where('id', '=', listId).execute(),

    /** Deletes a list and its titles together. */
    remove: (storeId: string, listId: string) =>
      withinTransaction(db, async (trx) => {
        await trx.deleteFrom('titleListItems').where('storeId', '=', storeId).where('listId', '=', listId).execute();
        await trx.deleteFrom('titleLists').where('storeId', '=', storeId).where('id', '=', listId).execute();
      }),

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
        : withinTransaction(db, async (trx) => {
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
        : withinTransaction(db, async (trx) => {
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
