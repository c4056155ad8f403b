import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { CatalogueImportsTable, Database } from '../../db/schema.ts';
import type { SearchIndex } from './search-index.ts';
import type { IsbnLookup, SearchTerm } from './search-query.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The store console's catalogue pages (docs/features/store-console.md#catalogue-and-stock). Owns
 * catalogueImports and storeHiddenTitles; reads titles, covers and the store's stock, which repository.ts writes.
 */
export function createConsoleCatalogueRepository(db: Kysely<Database>, searchIndex: SearchIndex) {
  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),

    insertImport: (row: Insertable<CatalogueImportsTable>, executor: Executor = db) =>
      executor.insertInto('catalogueImports').values(row).execute(),

    /** An import of this store; another store's is not found. */
    findImport: (storeId: string, id: string) =>
      db
        .selectFrom('catalogueImports')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('id', '=', id)
        .executeTakeFirst(),

    updateImport: (id: string, patch: Updateable<CatalogueImportsTable>, executor: Executor = db) =>
      executor.updateTable('catalogueImports').set(patch).where('id', '=', id).execute(),

    /** Titles by ISBN or by words of the search index, with whether the store stocks each. */
    searchTitles: (input: { storeId: string; isbns: IsbnLookup | null; terms: SearchTerm[]; limit: number }) =>
      db
        .selectFrom('titles as t')
        .select(['t.eisbn', 't.title', 't.binding', 't.contributorNames'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('stock as s')
                .select('s.eisbn')
                .where('s.storeId', '=', input.storeId)
                .whereRef('s.eisbn', '=', 't.eisbn'),
            )
            .as('stocked'),
        )
        .where((eb) => {
          if (input.isbns) {
            const exact = [eb('t.eisbn', 'in', input.isbns.eisbns.length > 0 ? input.isbns.eisbns : [''])];
            if (input.isbns.isbn10 !== null) exact.push(eb('t.isbn10', '=', input.isbns.isbn10));
            return eb.or(exact);
          }
          return searchIndex.matches(input.terms, 'all');
        })
        .orderBy('t.titleSort')
        .orderBy('t.eisbn')
        .limit(input.limit)
        .execute(),

    findTitle: (eisbn: string) =>
      db
        .selectFrom('titles as t')
        .leftJoin('covers as c', 'c.eisbn', 't.eisbn')
        .select(['t.eisbn', 't.title', 't.subtitle', 't.publisher', 't.binding', 't.contributorNames', 'c.cacheKey'])
        .where('t.eisbn', '=', eisbn)
        .executeTakeFirst(),

    isHidden: async (storeId: string, eisbn: string, executor: Executor = db): Promise<boolean> =>
      (await executor
        .selectFrom('storeHiddenTitles')
        .select('eisbn')
        .where('storeId', '=', storeId)
        .where('eisbn', '=', eisbn)
        .executeTakeFirst()) !== undefined,

    hide: (row: { storeId: string; eisbn: string; hiddenAt: number }, executor: Executor = db) =>
      executor
        .insertInto('storeHiddenTitles')
        .values(row)
        .onConflict((conflict) => conflict.columns(['storeId', 'eisbn']).doNothing())
        .execute(),

    show: (storeId: string, eisbn: string, executor: Executor = db) =>
      executor.deleteFrom('storeHiddenTitles').where('storeId', '=', storeId).where('eisbn', '=', eisbn).execute(),

    /** The store's new-condition stock rows of a title, one per location that has one. */
    stockOf: (storeId: string, eisbn: string, executor: Executor = db) =>
      executor
        .selectFrom('stock')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('eisbn', '=', eisbn)
        .where('conditionCode', '=', 'NEW')
        .execute(),
  };
}
export type ConsoleCatalogueRepository = ReturnType<typeof createConsoleCatalogueRepository>;
