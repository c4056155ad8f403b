import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StockFacts } from './availability.ts';
import { createStoreSubjectRepository } from './store-subject-repository.ts';

/** The title columns a summary shows (the detail adds the rest). */
const summaryColumns = [
  'eisbn',
  'title',
  'subtitle',
  'series',
  'seriesNumber',
  'bindingCode',
  'binding',
  'releaseDate',
  'isLargePrint',
  'cartonQty',
  'listPriceUsaCents',
  'listPriceCanCents',
] as const;

/**
 * Queries of titles and their parts; every stock query is limited to one store (docs/architecture.md#runtime-picture).
 * Owns (with the catalogue's other repositories): titles, titleContributors, titleSubjects,
 * titleReviews, stock, covers, storeHiddenTitles (storeTitleSubjects through store-subject-repository.ts). Other modules read them through the catalogue's services.
 */
export function createTitleRepository(db: Kysely<Database>) {
  /** The store's stock rows in these states, but for the titles the store hides from its storefront. */
  const shownStock = (options: { storeId: string; availabilityCodes: readonly string[] }) =>
    db
      .selectFrom('stock')
      .where('stock.storeId', '=', options.storeId)
      .where('stock.availabilityCode', 'in', options.availabilityCodes)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('storeHiddenTitles')
              .select('storeHiddenTitles.eisbn')
              .whereRef('storeHiddenTitles.storeId', '=', 'stock.storeId')
              .whereRef('storeHiddenTitles.eisbn', '=', 'stock.eisbn'),
          ),
        ),
      );

  const storeSubjects = createStoreSubjectRepository(db);
  return {
    /** The store's own subjects of a title, by label. */
    findStoreSubjects: (storeId: string, eisbn: string) => storeSubjects.ofTitle(storeId, eisbn),

    /** Which of `eisbns` the store hides from its storefront. */
    findHiddenAmong: async (storeId: string, eisbns: string[]): Promise<Set<string>> =>
      eisbns.length === 0
        ? new Set()
        : new Set(
            (
              await db
                .selectFrom('storeHiddenTitles')
                .select('eisbn')
                .where('storeId', '=', storeId)
                .where('eisbn', 'in', eisbns)
                .execute()
            ).map((row) => row.eisbn),
          ),

    findSummaryRows: (eisbns: string[]) =>
      eisbns.length === 0
        ? Promise.resolve([])
        : db.selectFrom('titles').select(summaryColumns).where('eisbn', 'in', eisbns).execute(),

    findDetailRow: (eisbn: string) =>
      db
        .selectFrom('titles')
        .select([
          ...summaryColumns,
          'isbn10',
          'upc',
          'publisher',
          'edition',
          'language',
          'description',
          'pages',
          'widthIn',
          'heightIn',
          'weightLb',
          'audience',
          'interiors',
          'workKey',
          'popularity',
          'isAudiobook',
        ])
        .where('eisbn', '=', eisbn)
        .executeTakeFirst(),

    findContributors: (eisbns: string[]) =>
      eisbns.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('titleContributors')
            .select(['eisbn', 'position', 'name', 'role', 'bio', 'isCanadian'])
            .where('eisbn', 'in', eisbns)
            .orderBy('eisbn')
            .orderBy('position')
            .execute(),

    findStock: (storeId: string, eisbns: string[]): Promise<(StockFacts & { eisbn: string })[]> =>
      eisbns.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('stock')
            .select([
              'eisbn',
              'locationId',
              'conditionCode',
              'onhand',
              'onorder',
              'priceCents',
              'listPriceUsaCents',
              'listPriceCanCents',
              'availabilityCode',
              'isExtraOrderable',
              'discountPercent',
              'rank',
            ])
            .where('storeId', '=', storeId)
            .where('eisbn', 'in', eisbns)
            .execute(),

    /** The names a title is known by, and when it last changed. */
    findTitle: (eisbn: string) =>
      db
        .selectFrom('titles')
        .select(['eisbn', 'title', 'updatedAt', 'workKey', 'isAudiobook'])
        .where('eisbn', '=', eisbn)
        .executeTakeFirst(),

    findWeights: (eisbns: string[]) =>
      eisbns.length === 0
        ? Promise.resolve([])
        : db.selectFrom('titles').select(['eisbn', 'weightLb']).where('eisbn', 'in', eisbns).execute(),

    /** The audiobook editions of a work other than `exceptEisbn`, newest first. */
    findAudiobookEditions: (options: { workKey: string; exceptEisbn: string; limit: number }) =>
      db
        .selectFrom('titles')
        .select(['eisbn', 'title', 'subtitle', 'language'])
        .where('workKey', '=', options.workKey)
        .where('isAudiobook', '=', 1)
        .where('eisbn', '<>', options.exceptEisbn)
        .orderBy('releaseDate', 'desc')
        .orderBy('eisbn')
        .limit(options.limit)
        .execute(),

    findContributorsInRoles: (eisbns: string[], roles: readonly string[]) =>
      eisbns.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('titleContributors')
            .select(['eisbn', 'name'])
            .where('eisbn', 'in', eisbns)
            .where('role', 'in', roles)
            .orderBy('eisbn')
            .orderBy('position')
            .execute(),

    /** How many titles the store stocks in these states and shows on its storefront (hidden ones left out). */
    countStocked: async (options: { storeId: string; availabilityCodes: readonly string[] }) => {
      const row = await shownStock(options)
        .select((eb) => eb.fn.count<string | number>('stock.eisbn').distinct().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * One page of the store's titles in these states that its storefront shows, in eisbn order, with
     * when their stock last changed.
     */
    findStocked: (options: { storeId: string; availabilityCodes: readonly string[]; offset: number; limit: number }) =>
      shownStock(options)
        .select((eb) => ['stock.eisbn', eb.fn.max('stock.updatedAt').as('updatedAt')])
        .groupBy('stock.eisbn')
        .orderBy('stock.eisbn')
        .limit(options.limit)
        .offset(options.offset)
        .execute(),

    findCover: (eisbn: string) =>
      db
        .selectFrom('covers')
        .select(['eisbn', 'cacheKey', 'contentType', 'path', 'bytes'])
        .where('eisbn', '=', eisbn)
        .executeTakeFirst(),

    findCoverKeys: (eisbns: string[]) =>
      eisbns.length === 0
        ? Promise.resolve([])
        : db.selectFrom('covers').select(['eisbn', 'cacheKey']).where('eisbn', 'in', eisbns).execute(),

    findSubjects: (eisbn: string) =>
      db
        .selectFrom('titleSubjects')
        .select(['code', 'label', 'scheme'])
        .where('eisbn', '=', eisbn)
        .orderBy('scheme')
        .orderBy('code')
        .execute(),

    findReviews: (eisbn: string) =>
      db
        .selectFrom('titleReviews')
        .select(['content', 'author', 'sourceTitle'])
        .where('eisbn', '=', eisbn)
        .orderBy('position')
        .execute(),

    async hasAudiobookEdition(workKey: string, eisbn: string): Promise<boolean> {
      const row = await db
        .selectFrom('titles')
        .select('eisbn')
        .where('workKey', '=', workKey)
        .where('isAudiobook', '=', 1)
        .where('eisbn', '<>', eisbn)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Other editions of a work, most popular first. */
    findEditionEisbns: async (workKey: string, eisbn: string, limit: number) =>
      (
        await db
          .selectFrom('titles')
          .select('eisbn')
          .where('workKey', '=', workKey)
          .where('eisbn', '<>', eisbn)
          .orderBy(sql`popularity desc nulls last`)
          .orderBy('eisbn')
          .limit(limit)
          .execute()
      ).map((row) => row.eisbn),

    findSeriesRows: (series: string, limit: number) =>
      db
        .selectFrom('titles')
        .select(['eisbn', 'seriesNumber', 'releaseDate', 'workKey'])
        .where('series', '=', series)
        .limit(limit)
        .execute(),

    /** Titles of a contributor, most popular first, with how many there are. */
    async findContributorEisbns(options: { name: string; excludeWorkKey: string | null; limit: number }) {
      let query = db
        .selectFrom('titleContributors as c')
        .innerJoin('titles as t', 't.eisbn', 'c.eisbn')
        .where('c.name', '=', options.name);
      if (options.excludeWorkKey !== null) {
        const workKey = options.excludeWorkKey;
        query = query.where((eb) => eb.or([eb('t.workKey', 'is', null), eb('t.workKey', '<>', workKey)]));
      }
      const [rows, count] = await Promise.all([
        query
          .select('t.eisbn')
          .distinct()
          .select('t.popularity')
          .orderBy(sql`t.popularity desc nulls last`)
          .orderBy('t.eisbn')
          .limit(options.limit)
          .execute(),
        query.select((eb) => eb.fn.count<number>('t.eisbn').distinct().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { eisbns: rows.map((row) => row.eisbn), count: Number(count.count) };
    },

    /**
     * Titles with a subject other than one title and the other editions of its work, most popular
     * first, with how many there are (capped at `countCap`).
     */
    async findSubjectEisbns(options: {
      code: string;
      excludeEisbn: string;
      excludeWorkKey: string | null;
      limit: number;
      countCap: number;
    }) {
      let base = db
        .selectFrom('titleSubjects as s')
        .innerJoin('titles as t', 't.eisbn', 's.eisbn')
        .where('s.code', '=', options.code)
        .where('t.eisbn', '<>', options.excludeEisbn);
      if (options.excludeWorkKey !== null) {
        const workKey = options.excludeWorkKey;
        base = base.where((eb) => eb.or([eb('t.workKey', 'is', null), eb('t.workKey', '<>', workKey)]));
      }
      const [rows, count] = await Promise.all([
        base
          .select('t.eisbn')
          .orderBy(sql`t.popularity desc nulls last`)
          .orderBy('t.eisbn')
          .limit(options.limit)
          .execute(),
        db
          .selectFrom(base.select('t.eisbn').limit(options.countCap).as('capped'))
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { eisbns: rows.map((row) => row.eisbn), count: Number(count.count) };
    },
  };
}
export type TitleRepository = ReturnType<typeof createTitleRepository>;
