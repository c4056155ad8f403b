import type { Kysely, Transaction } from 'kysely';
import type {
  Database,
  NewCover,
  NewStock,
  NewTitle,
  NewTitleContributor,
  NewTitleReview,
  NewTitleSubject,
} from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Multi-row statements are split into pieces of 512, 256, … 1 rows, so a batch uses one of a few
 * SQL texts per table: prepared statements are reused (SQLite caches them by text) instead of one
 * new statement per batch, and no statement passes either database's limit on bound values.
 */
function pieces<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  let start = 0;
  for (let size = 512; size >= 1; size /= 2) {
    while (rows.length - start >= size) {
      result.push(rows.slice(start, start + size));
      start += size;
    }
  }
  return result;
}

/** What an import does not carry (popularity and rating when the file has none, interiors, created_at) is kept. */
const upsertTitlePiece = (rows: NewTitle[], executor: Executor) =>
  executor
    .insertInto('titles')
    .values(rows)
    .onConflict((oc) =>
      oc.column('eisbn').doUpdateSet((eb) => ({
        isbn10: eb.ref('excluded.isbn10'),
        upc: eb.ref('excluded.upc'),
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
        popularity: eb.fn.coalesce('excluded.popularity', 'titles.popularity'),
        averageRating: eb.fn.coalesce('excluded.averageRating', 'titles.averageRating'),
        syntheticFields: eb.ref('excluded.syntheticFields'),
        edition: eb.ref('excluded.edition'),
        audience: eb.ref('excluded.audience'),
        description: eb.ref('excluded.description'),
        isLargePrint: eb.ref('excluded.isLargePrint'),
        isAudiobook: eb.ref('excluded.isAudiobook'),
        workKey: eb.ref('excluded.workKey'),
        widthIn: eb.ref('excluded.widthIn'),
        heightIn: eb.ref('excluded.heightIn'),
        weightLb: eb.ref('excluded.weightLb'),
        cartonQty: eb.ref('excluded.cartonQty'),
        contributorNames: eb.ref('excluded.contributorNames'),
        subjectLabels: eb.ref('excluded.subjectLabels'),
        listPriceUsaCents: eb.ref('excluded.listPriceUsaCents'),
        listPriceCanCents: eb.ref('excluded.listPriceCanCents'),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .execute();

const upsertStockPiece = (rows: NewStock[], executor: Executor) =>
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
        discountPercent: eb.ref('excluded.discountPercent'),
        rank: eb.ref('excluded.rank'),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .execute();

export function createCatalogRepository(db: Kysely<Database>) {
  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    /** Which of these eisbns are catalogue titles already. */
    findExistingEisbns: async (eisbns: string[], executor: Executor = db) => {
      const found = new Set<string>();
      for (const piece of pieces(eisbns)) {
        const rows = await executor.selectFrom('titles').select('eisbn').where('eisbn', 'in', piece).execute();
        for (const row of rows) found.add(row.eisbn);
      }
      return found;
    },

    /** What the stock import needs of each title it prices. */
    findTitleFacts: async (eisbns: string[], executor: Executor = db) => {
      const facts = [];
      for (const piece of pieces(eisbns)) {
        facts.push(
          ...(await executor
            .selectFrom('titles')
            .select(['eisbn', 'releaseDate', 'listPriceUsaCents', 'listPriceCanCents'])
            .where('eisbn', 'in', piece)
            .execute()),
        );
      }
      return facts;
    },

    /** Inserts or refreshes titles by eisbn; a batch must not repeat an eisbn. */
    async upsertTitles(rows: NewTitle[], executor: Executor) {
      for (const piece of pieces(rows)) await upsertTitlePiece(piece, executor);
    },

    /** Inserts or refreshes stock rows by (store, location, eisbn, condition); a batch must not repeat a key. */
    async upsertStock(rows: NewStock[], executor: Executor) {
      for (const piece of pieces(rows)) await upsertStockPiece(piece, executor);
    },

    /**
     * Replaces the contributors, subjects and reviews of the given titles with these rows;
     * `eisbns` are the titles that may have old ones (new titles have none to delete).
     */
    async replaceTitleDetails(
      eisbns: string[],
      details: { contributors: NewTitleContributor[]; subjects: NewTitleSubject[]; reviews?: NewTitleReview[] },
      executor: Executor,
    ) {
      for (const piece of pieces(eisbns)) {
        await executor.deleteFrom('titleContributors').where('eisbn', 'in', piece).execute();
        await executor.deleteFrom('titleSubjects').where('eisbn', 'in', piece).execute();
        await executor.deleteFrom('titleReviews').where('eisbn', 'in', piece).execute();
      }
      for (const rows of pieces(details.contributors))
        await executor.insertInto('titleContributors').values(rows).execute();
      for (const rows of pieces(details.subjects)) await executor.insertInto('titleSubjects').values(rows).execute();
      for (const rows of pieces(details.reviews ?? []))
        await executor.insertInto('titleReviews').values(rows).execute();
    },

    /** Which of these (location, eisbn, condition) stock rows of a store exist already, as 'location eisbn condition'. */
    findExistingStockKeys: async (storeId: string, eisbns: string[], executor: Executor = db) => {
      const keys = new Set<string>();
      for (const piece of pieces(eisbns)) {
        const rows = await executor
          .selectFrom('stock')
          .select(['locationId', 'eisbn', 'conditionCode'])
          .where('storeId', '=', storeId)
          .where('eisbn', 'in', piece)
          .execute();
        for (const row of rows) keys.add(`${row.locationId} ${row.eisbn} ${row.conditionCode}`);
      }
      return keys;
    },

    findLocationIds: async (storeId: string) => {
      const rows = await db.selectFrom('locations').select('id').where('storeId', '=', storeId).execute();
      return new Set(rows.map((row) => row.id));
    },

    storeExists: async (storeId: string) =>
      (await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst()) !== undefined,

    findCover: (eisbn: string) => db.selectFrom('covers').selectAll().where('eisbn', '=', eisbn).executeTakeFirst(),

    upsertCover: (row: NewCover) =>
      db
        .insertInto('covers')
        .values(row)
        .onConflict((oc) =>
          oc.column('eisbn').doUpdateSet((eb) => ({
            cacheKey: eb.ref('excluded.cacheKey'),
            contentType: eb.ref('excluded.contentType'),
            path: eb.ref('excluded.path'),
            bytes: eb.ref('excluded.bytes'),
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
