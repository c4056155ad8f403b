import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchIndex } from './search-index.ts';
import type { TextQuery } from './search-query.ts';

/** The store and location a browse reads stock at, and the time it runs at. */
export type BrowseScope = { storeId: string; locationId: string; now: number };

export type Condition = RawBuilder<SqlBool>;

/** The order of a candidate list: the sorts of spec 1 §4, and search relevance. */
export type CandidateOrder = 'relevance' | 'popularity' | 'date' | 'title' | 'author';

/** A title of a result, with the columns its facets need. */
export type CandidateRow = {
  eisbn: string;
  bindingCode: string | null;
  binding: string | null;
  language: string | null;
  audience: string | null;
  releaseDate: number | null;
  publisher: string | null;
};

export type CandidateSubjectRow = { eisbn: string; code: string; label: string; scheme: string };
export type CandidateContributorRow = { eisbn: string; name: string };
export type CandidateStockRow = {
  eisbn: string;
  locationId: string;
  conditionCode: string;
  onhand: number;
  onorder: number;
  priceCents: number;
  isExtraOrderable: number;
};

const orderClauses: Record<Exclude<CandidateOrder, 'relevance'>, RawBuilder<unknown>> = {
  popularity: sql`t.popularity desc nulls last, t.eisbn`,
  date: sql`t.release_date desc nulls last, t.eisbn`,
  title: sql`lower(t.title), t.eisbn`,
  author: sql`lower(t.contributor_names), t.eisbn`,
};

const and = (conditions: Condition[]): Condition =>
  conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;

/**
 * The SQL of browse/get: filter conditions on the titles row aliased `t`, ordered candidate lists,
 * and the facet columns of a candidate list. Stock is always read for one store.
 */
export function createBrowseRepository(db: Kysely<Database>, searchIndex: SearchIndex) {
  const isPostgres = searchIndex.dialect === 'postgres';

  /** Rows of a table for a list of eisbns, without a parameter per eisbn: the one dialect-specific part. */
  const eisbnList = (eisbns: string[]) =>
    isPostgres
      ? sql`(select unnest(${eisbns}::text[]) as eisbn)`
      : sql`(select value as eisbn from json_each(${JSON.stringify(eisbns)}))`;

  const stockAt = (scope: BrowseScope, where: RawBuilder<unknown>) =>
    sql<SqlBool>`t.eisbn in (select s.eisbn from stock s where s.store_id = ${scope.storeId} and ${where})`;

  return {
    conditions: {
      none: sql<SqlBool>`1 = 0`,
      and,
      or: (conditions: Condition[]): Condition =>
        conditions.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`,
      not: (condition: Condition): Condition => sql<SqlBool>`not (${condition})`,

      inStockHere: (scope: BrowseScope) => stockAt(scope, sql`s.location_id = ${scope.locationId} and s.onhand > 0`),
      onOrderHere: (scope: BrowseScope) => stockAt(scope, sql`s.location_id = ${scope.locationId} and s.onorder > 0`),
      inStockElsewhere: (scope: BrowseScope) =>
        stockAt(scope, sql`s.location_id <> ${scope.locationId} and s.onhand > 0`),
      orderableHere: (scope: BrowseScope) =>
        stockAt(scope, sql`s.location_id = ${scope.locationId} and (s.onhand > 0 or s.is_extra_orderable = 1)`),
      /** Walking titles in popularity order, a probe per title beats building the store's whole stock list. */
      notInStockHere: (scope: BrowseScope) =>
        sql<SqlBool>`not exists (select 1 from stock s where s.store_id = ${scope.storeId} and s.location_id = ${scope.locationId} and s.eisbn = t.eisbn and s.onhand > 0)`,
      notInStockInStore: (scope: BrowseScope) =>
        sql<SqlBool>`not exists (select 1 from stock s where s.store_id = ${scope.storeId} and s.eisbn = t.eisbn and s.onhand > 0)`,
      priceBetween: (scope: BrowseScope, bands: { from: number; to: number | null }[]) =>
        stockAt(
          scope,
          sql`s.location_id = ${scope.locationId} and (${sql.join(
            bands.map((band) =>
              band.to === null
                ? sql`s.price_cents >= ${band.from}`
                : sql`(s.price_cents >= ${band.from} and s.price_cents < ${band.to})`,
            ),
            sql` or `,
          )})`,
        ),
      releasedBetween: (from: number | null, to: number | null) => {
        const parts: Condition[] = [];
        if (from !== null) parts.push(sql<SqlBool>`t.release_date > ${from}`);
        if (to !== null) parts.push(sql<SqlBool>`t.release_date <= ${to}`);
        return parts.length === 0 ? sql<SqlBool>`t.release_date is not null` : and(parts);
      },
      /** Subject codes beginning with any of the prefixes (letters, digits, '-', '_', '.' only). */
      subjectPrefix: (prefixes: string[]) =>
        sql<SqlBool>`t.eisbn in (select ts.eisbn from title_subjects ts where ${sql.join(
          prefixes.map((prefix) =>
            isPostgres ? sql`ts.code like ${`${prefix}%`}` : sql`ts.code glob ${`${prefix}*`}`,
          ),
          sql` or `,
        )})`,
      subjectCode: (codes: string[]) =>
        sql<SqlBool>`t.eisbn in (select ts.eisbn from title_subjects ts where ts.code in (${sql.join(codes)}))`,
      contributor: (names: string[]) =>
        sql<SqlBool>`t.eisbn in (select tc.eisbn from title_contributors tc where tc.name in (${sql.join(names)}))`,
      /** A titles column among values; a title without a value is never among them. */
      columnIn: (column: 'binding_code' | 'audience' | 'language' | 'publisher', values: string[]) =>
        sql<SqlBool>`coalesce(${sql.ref(`t.${column}`)}, '') in (${sql.join(values)})`,
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
     * sort): exact ISBN, then all words in the title, then in the contributors, then the rest; in
     * stock here first within each; then popularity.
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
        if (query.terms.length > 0 && query.columns === 'all') {
          tiers.push(sql`when ${searchIndex.matches(query.terms, 'title')} then 1`);
          tiers.push(sql`when ${searchIndex.matches(query.terms, 'author')} then 2`);
        }
        // ARCHITECTURE.md §5: exact ISBN, then title, then author matches, then popularity.
        if (tiers.length > 0) order = sql`case ${sql.join(tiers, sql` `)} else 3 end, ${orderClauses.popularity}`;
      }
      // Only the eisbn: each sort's index holds it, so a walk in sort order never reads the rows.
      const result = await sql<{ eisbn: string }>`
        select t.eisbn from titles t
        where ${and(options.conditions)}
        order by ${order}
        limit ${options.limit}`.execute(db);
      return result.rows.map((row) => row.eisbn);
    },

    /** The facet columns of titles, in the order given. */
    findFacetRows: async (eisbns: string[]): Promise<CandidateRow[]> =>
      eisbns.length === 0
        ? []
        : (
            await sql<CandidateRow>`
              select t.eisbn, t.binding_code, t.binding, t.language, t.audience, t.release_date, t.publisher
              from ${eisbnList(eisbns)} c join titles t on t.eisbn = c.eisbn`.execute(db)
          ).rows,

    findSubjectsOf: async (eisbns: string[]) =>
      eisbns.length === 0
        ? []
        : (
            await sql<CandidateSubjectRow>`
              select ts.eisbn, ts.code, ts.label, ts.scheme
              from ${eisbnList(eisbns)} c join title_subjects ts on ts.eisbn = c.eisbn`.execute(db)
          ).rows,

    findContributorsOf: async (eisbns: string[]) =>
      eisbns.length === 0
        ? []
        : (
            await sql<CandidateContributorRow>`
              select tc.eisbn, tc.name
              from ${eisbnList(eisbns)} c join title_contributors tc on tc.eisbn = c.eisbn`.execute(db)
          ).rows,

    findStockOf: async (storeId: string, eisbns: string[]) =>
      eisbns.length === 0
        ? []
        : (
            await sql<CandidateStockRow>`
              select s.eisbn, s.location_id, s.condition_code, s.onhand, s.onorder, s.price_cents, s.is_extra_orderable
              from ${eisbnList(eisbns)} c join stock s on s.store_id = ${storeId} and s.eisbn = c.eisbn`.execute(db)
          ).rows,

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
