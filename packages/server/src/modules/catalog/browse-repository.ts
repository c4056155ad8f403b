import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchIndex } from './search-index.ts';
import { relevanceTiers, type TextQuery } from './search-query.ts';
import type { FacetContributorRow, FacetSubjectRow, FacetTitleRow } from './facet-index.ts';
import { createStoreSubjectRepository, type StoreSubjectRow } from './store-subject-repository.ts';

/**
 * The store and location a browse reads stock at, the time it runs at, the titles the store
 * hides from its storefront (docs/features/store-console.md#catalogue-and-stock), left out of every result,
 * and the store subjects it gives titles, special subjects of its browse alone.
 */
export type BrowseScope = {
  storeId: string;
  locationId: string;
  now: number;
  hidden?: readonly string[];
  storeSubjects?: readonly StoreSubjectRow[];
};

export type Condition = RawBuilder<SqlBool>;

/** The order of a candidate list: the sorts of docs/features/browse-and-search.md#filters-and-sort, and search relevance. */
export type CandidateOrder = 'relevance' | 'popularity' | 'date' | 'title' | 'author';

/**
 * Each sort's ORDER BY, the same as its index (migration 0022 for title and author). The title and
 * author sorts read the keys the importer keeps (title-keys.ts): the title without its leading
 * article, the filed contributor's key name; a title without contributors comes after the rest,
 * which on SQLite is an indexed expression and on PostgreSQL the natural place of nulls.
 */
const orderClausesOf = (isPostgres: boolean): Record<Exclude<CandidateOrder, 'relevance'>, RawBuilder<unknown>> => ({
  popularity: sql`t.popularity desc nulls last, t.eisbn`,
  date: sql`t.release_date desc nulls last, t.eisbn`,
  title: sql`t.title_sort, t.eisbn`,
  author: isPostgres
    ? sql`t.author_sort, t.title_sort, t.eisbn`
    : sql`t.author_sort is null, t.author_sort, t.title_sort, t.eisbn`,
});

/** Subject prefixes this short name a top-level group (BISAC FIC, Thema F), which holds many titles. */
const broadSubjectPrefixLength = 3;

export type PriceBand = { from: number; to: number | null };

/** A stock row of a result's title, with what its status and price counts need. */
export type CandidateStockRow = {
  eisbn: string;
  locationId: string;
  onhand: number;
  onorder: number;
  priceCents: number;
  isExtraOrderable: number;
};

/**
 * Stock rows (aliased `s`) at the scope's location priced within any of the bands (cents, `to`
 * excluded). A price of 0 is no price (docs/features/item-page.md#availability): in no band.
 */
export const priceAt = (scope: BrowseScope, bands: PriceBand[]) =>
  sql`s.location_id = ${scope.locationId} and s.price_cents > 0 and (${sql.join(
    bands.map((band) =>
      band.to === null
        ? sql`s.price_cents >= ${band.from}`
        : sql`(s.price_cents >= ${band.from} and s.price_cents < ${band.to})`,
    ),
    sql` or `,
  )})`;

const and = (conditions: Condition[]): Condition =>
  conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;

/**
 * The SQL of browse/get: filter conditions on the titles row aliased `t`, ordered candidate lists,
 * and the facet columns of a candidate list. Stock is always read for one store. Browse joins the
 * catalogue's own tables (titles, titleContributors, titleSubjects, stock, storeHiddenTitles, storeTitleSubjects) for speed; it reads no other.
 */
export function createBrowseRepository(db: Kysely<Database>, searchIndex: SearchIndex) {
  const storeSubjects = createStoreSubjectRepository(db);
  const isPostgres = searchIndex.dialect === 'postgres';
  const orderClauses = orderClausesOf(isPostgres);

  /** Rows of a table for a list of eisbns, without a parameter per eisbn: the one dialect-specific part. */
  const eisbnList = (eisbns: string[]) =>
    isPostgres
      ? sql`(select unnest(${eisbns}::text[]) as eisbn)`
      : sql`(select value as eisbn from json_each(${JSON.stringify(eisbns)}))`;
  /**
   * The join from such a list to a table. On SQLite a CROSS JOIN keeps the list as the outer loop:
   * without statistics (a new database, the demo) the planner otherwise scans the store's whole
   * stock and the list inside it (1 s for 1,000 titles on the 9,277-title demo, instead of 2 ms).
   */
  const joinList = isPostgres ? sql`join` : sql`cross join`;

  /**
   * A selective stock condition as a set: the store's matching eisbns are listed once and probed.
   * Fine while the set is small; for a broad one (in stock: a quarter of the catalogue) use
   * `stockProbe`.
   */
  const stockAt = (scope: BrowseScope, where: RawBuilder<unknown>) =>
    sql<SqlBool>`t.eisbn in (select s.eisbn from stock s where s.store_id = ${scope.storeId} and ${where})`;
  /**
   * A broad stock condition as a probe per title (a covering-index lookup): walking titles in sort
   * order, the first page's matches come quickly, where the set form lists hundreds of thousands
   * of eisbns and sorts them before returning one row. `limit 1` keeps it a correlated probe:
   * without it SQLite 3.4x turns the EXISTS into a join and first builds a Bloom filter over the
   * store's whole stock (100 ms instead of 9 ms for the first 1,000 titles in stock).
   */
  const stockProbe = (scope: BrowseScope, where: RawBuilder<unknown>) =>
    sql<SqlBool>`exists (select 1 from stock s where s.store_id = ${scope.storeId} and s.eisbn = t.eisbn and ${where} limit 1)`;

  return {
    conditions: {
      none: sql<SqlBool>`1 = 0`,
      and,
      or: (conditions: Condition[]): Condition =>
        conditions.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`,
      not: (condition: Condition): Condition => sql<SqlBool>`not (${condition})`,

      inStockHere: (scope: BrowseScope) => stockProbe(scope, sql`s.location_id = ${scope.locationId} and s.onhand > 0`),
      onOrderHere: (scope: BrowseScope) => stockAt(scope, sql`s.location_id = ${scope.locationId} and s.onorder > 0`),
      inStockElsewhere: (scope: BrowseScope) =>
        stockProbe(scope, sql`s.location_id <> ${scope.locationId} and s.onhand > 0`),
      orderableHere: (scope: BrowseScope) =>
        stockProbe(scope, sql`s.location_id = ${scope.locationId} and (s.onhand > 0 or s.is_extra_orderable = 1)`),
      /** Walking titles in popularity order, a probe per title beats building the store's whole stock list. */
      notInStockHere: (scope: BrowseScope) =>
        sql<SqlBool>`not exists (select 1 from stock s where s.store_id = ${scope.storeId} and s.location_id = ${scope.locationId} and s.eisbn = t.eisbn and s.onhand > 0 limit 1)`,
      notInStockInStore: (scope: BrowseScope) =>
        sql<SqlBool>`not exists (select 1 from stock s where s.store_id = ${scope.storeId} and s.eisbn = t.eisbn and s.onhand > 0 limit 1)`,
      priceBetween: (scope: BrowseScope, bands: PriceBand[]) => stockAt(scope, priceAt(scope, bands)),
      releasedBetween: (from: number | null, to: number | null) => {
        const parts: Condition[] = [];
        if (from !== null) parts.push(sql<SqlBool>`t.release_date > ${from}`);
        if (to !== null) parts.push(sql<SqlBool>`t.release_date <= ${to}`);
        return parts.length === 0 ? sql<SqlBool>`t.release_date is not null` : and(parts);
      },
      /** Subject codes beginning with any of the prefixes (letters, digits, '-', '_', '.' only). */
      subjectPrefix: (prefixes: string[]) => {
        const match = sql.join(
          prefixes.map((prefix) =>
            isPostgres ? sql`ts.code like ${`${prefix}%`}` : sql`ts.code glob ${`${prefix}*`}`,
          ),
          sql` or `,
        );
        // A top-level group (FIC: a third of the catalogue) is broad: probe each title, as for stock.
        // A longer code is selective: list its titles once.
        return prefixes.every((prefix) => prefix.length <= broadSubjectPrefixLength)
          ? sql<SqlBool>`exists (select 1 from title_subjects ts where ts.eisbn = t.eisbn and (${match}) limit 1)`
          : sql<SqlBool>`t.eisbn in (select ts.eisbn from title_subjects ts where ${match})`;
      },
      eisbnIn: (eisbns: readonly string[]) => sql<SqlBool>`t.eisbn in (${eisbnList([...eisbns])})`,
      subjectCode: (codes: string[]) =>
        sql<SqlBool>`t.eisbn in (select ts.eisbn from title_subjects ts where ts.code in (${sql.join(codes)}))`,
      contributor: (names: string[]) =>
        sql<SqlBool>`t.eisbn in (select tc.eisbn from title_contributors tc where tc.name in (${sql.join(names)}))`,
      /** A titles column among values; a title without a value is never among them. */
      columnIn: (column: 'binding_code' | 'audience' | 'language' | 'publisher', values: string[]) => {
        const ref = sql.ref(`t.${column}`);
        // Without '' among the values this is the same test as coalesce(column, '') in (…), also
        // under `not`, and one an index can serve (titles_binding_popularity_idx walks one binding
        // in popularity order).
        return values.includes('')
          ? sql<SqlBool>`coalesce(${ref}, '') in (${sql.join(values)})`
          : sql<SqlBool>`(${ref} is not null and ${ref} in (${sql.join(values)}))`;
      },
      text: (query: TextQuery): Condition => {
        const parts: Condition[] = [];
        if (query.isbns) {
          const { eisbns, isbn10 } = query.isbns;
          const exact: Condition[] = [];
          if (eisbns.length > 0) exact.push(sql<SqlBool>`t.eisbn in (${sql.join(eisbns)})`);
          if (isbn10 !== null) exact.push(sql<SqlBool>`t.isbn10 = ${isbn10}`);
          parts.push(exact.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(exact, sql` or `)})`);
        }
        if (query.terms.length > 0) parts.push(searchIndex.matches(query.terms, query.columns));
        return parts.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
      },
    },

    /**
     * Up to `limit` titles meeting every condition, in order. Relevance (a search with the default
     * sort): exact ISBN, then relevance's tiers (relevanceTiers), then the rest; popularity within each.
     */
    async findCandidates(options: {
      scope: BrowseScope;
      conditions: Condition[];
      order: CandidateOrder;
      query: TextQuery | null;
      limit: number;
    }): Promise<string[]> {
      if (options.limit <= 0) return [];
      let order = options.order === 'relevance' ? orderClauses.popularity : orderClauses[options.order];
      if (options.order === 'relevance' && options.query) {
        const { query } = options;
        const tiers: RawBuilder<unknown>[] = [];
        if (query.isbns && query.isbns.eisbns.length > 0)
          tiers.push(sql`when t.eisbn in (${sql.join(query.isbns.eisbns)}) then 0`);
        // docs/features/browse-and-search.md#search: exact ISBN, then relevance's tiers, then popularity.
        const textTiers = relevanceTiers(query);
        textTiers.forEach((tier, index) =>
          tiers.push(sql`when ${searchIndex.matches(tier.terms, tier.columns)} then ${sql.lit(index + 1)}`),
        );
        if (tiers.length > 0)
          order = sql`case ${sql.join(tiers, sql` `)} else ${sql.lit(textTiers.length + 1)} end, ${orderClauses.popularity}`;
      }
      // Only the eisbn: each sort's index holds it, so a walk in sort order never reads the rows.
      const result = await sql<{ eisbn: string }>`
        select t.eisbn from titles t
        where ${and(options.conditions)}
        order by ${order}
        limit ${options.limit}`.execute(db);
      return result.rows.map((row) => row.eisbn);
    },

    /**
     * How many titles meet every condition, counting no further than `cap`: the count stops at the
     * cap, and needs no order, so SQLite answers it from covering indexes without sorting.
     */
    async countCapped(conditions: Condition[], cap: number): Promise<number> {
      const result = await sql<{ count: number | string }>`
        select count(*) as count from (select 1 as one from titles t where ${and(conditions)} limit ${cap}) capped`.execute(
        db,
      );
      return Number(result.rows[0]?.count ?? 0);
    },

    /**
     * How many works have a title meeting every condition, counting no further than `cap`; a title
     * without a work key is a work of its own (docs/features/browse-and-search.md#editions-of-one-work).
     */
    async countWorks(conditions: Condition[], cap: number): Promise<number> {
      const result = await sql<{ count: number | string }>`
        select count(*) as count from (
          select distinct coalesce(t.work_key, t.eisbn) as work from titles t where ${and(conditions)} limit ${cap}) capped`.execute(
        db,
      );
      return Number(result.rows[0]?.count ?? 0);
    },

    /** The work keys of titles (null for a title without one); unknown eisbns are left out. */
    async findWorkKeys(eisbns: string[]): Promise<Map<string, string | null>> {
      if (eisbns.length === 0) return new Map();
      const result = await sql<{ eisbn: string; workKey: string | null }>`
        select t.eisbn, t.work_key from ${eisbnList(eisbns)} c ${joinList} titles t on t.eisbn = c.eisbn`.execute(db);
      return new Map(result.rows.map((row) => [row.eisbn, row.workKey]));
    },

    /**
     * The titles of some works meeting every condition (or the editions already found in memory,
     * `eisbns`), each work's most available first: in stock at the scope's location, then in stock
     * at another of the store's, then orderable there, then the rest; by popularity within each.
     */
    async findEditions(
      options: { scope: BrowseScope } & ({ conditions: Condition[]; workKeys: string[] } | { eisbns: string[] }),
    ) {
      const { scope } = options;
      const which =
        'eisbns' in options
          ? options.eisbns.length > 0 && sql`t.eisbn in (${sql.join(options.eisbns)})`
          : options.workKeys.length > 0 &&
            sql`t.work_key in (${sql.join(options.workKeys)}) and ${and(options.conditions)}`;
      if (!which) return [];
      const stockWhere = (where: RawBuilder<unknown>) =>
        sql`exists (select 1 from stock s where s.store_id = ${scope.storeId} and s.eisbn = t.eisbn and ${where} limit 1)`;
      const result = await sql<{ eisbn: string; workKey: string; binding: string | null }>`
        select t.eisbn, t.work_key, t.binding from titles t
        where ${which}
        order by case
            when ${stockWhere(sql`s.location_id = ${scope.locationId} and s.onhand > 0`)} then 0
            when ${stockWhere(sql`s.onhand > 0`)} then 1
            when ${stockWhere(sql`s.location_id = ${scope.locationId} and s.is_extra_orderable = 1`)} then 2
            else 3 end,
          ${orderClauses.popularity}`.execute(db);
      return result.rows;
    },

    /** The catalogue's vocabulary: every word with the number of titles that hold it. */
    findVocabulary: () => db.selectFrom('searchWords').select(['word', 'frequency']).execute(),

    /** A plain search's count (no filter, no ISBN), from the full-text index alone, capped. */
    countText: (query: TextQuery, cap: number): Promise<number> =>
      searchIndex.countMatches(query.terms, query.columns, cap),

    /** Every title matching every condition, unordered (a result's facets are counted over all of it). */
    async findResultEisbns(conditions: Condition[]): Promise<string[]> {
      const result = await sql<{ eisbn: string }>`select t.eisbn from titles t where ${and(conditions)}`.execute(db);
      return result.rows.map((row) => row.eisbn);
    },

    /** The store's stock rows of a few titles (a small result's status and price counts). */
    findStockOf: async (storeId: string, eisbns: string[]): Promise<CandidateStockRow[]> =>
      eisbns.length === 0
        ? []
        : (
            await sql<CandidateStockRow>`
              select s.eisbn, s.location_id, s.onhand, s.onorder, s.price_cents, s.is_extra_orderable
              from ${eisbnList(eisbns)} c ${joinList} stock s on s.store_id = ${storeId} and s.eisbn = c.eisbn`.execute(
              db,
            )
          ).rows,

    /**
     * The facet columns of every title, numbered: by rowid on SQLite (the numbering of the sets of
     * title-sets-sqlite.ts), by eisbn order on PostgreSQL, where each title's place in popularity
     * order and in title order comes with them, read in the same snapshot (the sets in memory of title-sets-postgres.ts).
     */
    findFacetTitles: async (): Promise<FacetTitleRow[]> =>
      (
        await sql<FacetTitleRow>`
          select ${isPostgres ? sql`(row_number() over (order by t.eisbn))::int` : sql`t.rowid`} as id,
            t.eisbn, t.binding_code, t.binding, t.language, t.audience, t.release_date, t.publisher,
            t.work_key,
            ${isPostgres ? sql`(row_number() over (order by ${orderClauses.popularity}))::int - 1` : sql`null`} as popularity_rank,
            ${isPostgres ? sql`(row_number() over (order by ${orderClauses.title}))::int - 1` : sql`null`} as title_rank
          from titles t
          ${isPostgres ? sql`order by t.eisbn` : sql``}`.execute(db)
      ).rows,

    findFacetSubjects: async (): Promise<FacetSubjectRow[]> =>
      (await sql<FacetSubjectRow>`select ts.eisbn, ts.code, ts.label, ts.scheme from title_subjects ts`.execute(db))
        .rows,

    findFacetContributors: async (): Promise<FacetContributorRow[]> =>
      (await sql<FacetContributorRow>`select tc.eisbn, tc.name from title_contributors tc`.execute(db)).rows,

    /** The titles the store hides from its storefront, in eisbn order (the primary key's). */
    findHidden: async (storeId: string): Promise<string[]> =>
      (
        await db
          .selectFrom('storeHiddenTitles')
          .select('eisbn')
          .where('storeId', '=', storeId)
          .orderBy('eisbn')
          .execute()
      ).map((row) => row.eisbn),

    /** The store subjects the store gives titles, in primary-key order (docs/decisions/0064-store-subjects-per-store.md). */
    findStoreSubjects: storeSubjects.ofStore,

    /**
     * What per-process caches of browse results key on: the newest change to any title and to the
     * store's stock (both indexed, so two index lookups).
     */
    async revision(storeId: string): Promise<{ titles: number; stock: number }> {
      const result = await sql<{ titlesAt: number | null; stockAt: number | null }>`
        select (select max(updated_at) from titles) as titles_at,
               (select max(updated_at) from stock where store_id = ${storeId}) as stock_at`.execute(db);
      const row = result.rows[0];
      return { titles: Number(row?.titlesAt ?? 0), stock: Number(row?.stockAt ?? 0) };
    },
  };
}
export type BrowseRepository = ReturnType<typeof createBrowseRepository>;
