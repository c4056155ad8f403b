import type { Kysely, Transaction } from 'kysely';
import type { Database, NewStock, NewTitle, NewTitleContributor, NewTitleSubject } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export function createCatalogRepository(db: Kysely<Database>) {
  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    /** Inserts or refreshes titles by eisbn; a batch must not repeat an eisbn. */
    upsertTitles: (rows: NewTitle[], executor: Executor) =>
      executor
        .insertInto('titles')
        .values(rows)
        .onConflict((oc) =>
          oc.column('eisbn').doUpdateSet((eb) => ({
            isbn10: eb.ref('excluded.isbn10'),
            title: eb.ref('excluded.title'),
            subtitle: eb.ref('excluded.subtitle'),
            series: eb.ref('excluded.series'),
            seriesNumber: eb.ref('excluded.seriesNumber'),
            publisher: eb.ref('excluded.publisher'),
            language: eb.ref('excluded.language'),
            releaseDate: eb.ref('excluded.releaseDate'),
            bindingCode: eb.ref('excluded.bindingCode'),
            binding: eb.ref('excluded.binding'),
            pages: eb.ref('excluded.pages'),
            popularity: eb.ref('excluded.popularity'),
            averageRating: eb.ref('excluded.averageRating'),
            syntheticFields: eb.ref('excluded.syntheticFields'),
            updatedAt: eb.ref('excluded.updatedAt'),
          })),
        )
        .execute(),

    /** Replaces the contributors and subjects of the given titles with these rows. */
    async replaceTitleDetails(
      eisbns: string[],
      details: { contributors: NewTitleContributor[]; subjects: NewTitleSubject[] },
      executor: Executor,
    ) {
      await executor.deleteFrom('titleContributors').where('eisbn', 'in', eisbns).execute();
      await executor.deleteFrom('titleSubjects').where('eisbn', 'in', eisbns).execute();
      if (details.contributors.length > 0)
        await executor.insertInto('titleContributors').values(details.contributors).execute();
      if (details.subjects.length > 0) await executor.insertInto('titleSubjects').values(details.subjects).execute();
    },

    /** Inserts or refreshes stock rows by (store, location, eisbn, condition); a batch must not repeat a key. */
    upsertStock: (rows: NewStock[], executor: Executor) =>
      executor
        .insertInto('stock')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['storeId', 'locationId', 'eisbn', 'conditionCode']).doUpdateSet((eb) => ({
            onhand: eb.ref('excluded.onhand'),
            onorder: eb.ref('excluded.onorder'),
            priceCents: eb.ref('excluded.priceCents'),
            listPriceUsaCents: eb.ref('excluded.listPriceUsaCents'),
            listPriceCanCents: eb.ref('excluded.listPriceCanCents'),
            availabilityCode: eb.ref('excluded.availabilityCode'),
            isExtraOrderable: eb.ref('excluded.isExtraOrderable'),
            updatedAt: eb.ref('excluded.updatedAt'),
          })),
        )
        .execute(),

    countTitles: async () => {
      const row = await db
        .selectFrom('titles')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    countStock: async (storeId: string) => {
      const row = await db
        .selectFrom('stock')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('storeId', '=', storeId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
