import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BrowseScope } from './browse-repository.ts';
import {
  commonSetConditions,
  keepSet,
  keepStockSet,
  type InMemorySets,
  type KeptSet,
  type TitleSets,
} from './title-sets.ts';
import { toFtsQuery } from './search-index-sqlite.ts';
import { TitleBitset } from './title-bitset.ts';
import { firstByRank } from './rank-walk.ts';

/** The data a browse reads, as of one moment: the newest titles and stock changes (unix seconds). */
export type Revisions = { titles: number; stock: number };

/**
 * A filter condition as a set of titles, read when needed; null for a condition the sets cannot
 * answer (publication dates move with the clock, ISBN look-ups are answered faster by SQL).
 */
export type SetCondition = (() => Promise<TitleBitset>) | null;

/** Every title's place in popularity order (`popularity desc nulls last, eisbn`), by rowid. */
type PopularityRanks = {
  titlesRevision: number;
  maxRowid: number;
  /** rankOf[rowid]: the title's place; -1 for a rowid without a title. */
  rankOf: Int32Array;
  /** rowidAt[rank]: the title at that place. */
  rowidAt: Int32Array;
  /** eisbnAt[rowid]: the title's EAN-13 as a number (8 bytes, where a string costs 30 or more); NaN when none. */
  eisbnAt: Float64Array;
  /** Every title. */
  all: TitleBitset;
};

/**
 * Filters, counts and popularity order in memory, on SQLite (docs/decisions/0008-search-index.md,
 * "Sets in memory"). Each condition of a filter becomes a set of titles (a bitset by rowid), read
 * once per revision with one index scan and kept; a whole filter is then a few bitset operations,
 * its count a population count, and its first titles in popularity order a walk of an array of
 * ranks. SQL needs a probe per title for each broad condition instead: 190 ms for a subject group
 * and a binding on a million titles, against a few milliseconds here once the sets are read.
 */
export function createSqliteTitleSets(db: Kysely<Database>) {
  let ranks: PopularityRanks | null = null;
  let readingRanks: Promise<PopularityRanks> | null = null;
  const sets = new Map<string, KeptSet>();

  /** A JSON array of rowids from one query: a million rows as objects would cost far more. */
  async function rowidsOf(query: RawBuilder<unknown>): Promise<number[]> {
    const result = await sql<{ rowids: string }>`select json_group_array(id) as rowids from (${query})`.execute(db);
    return JSON.parse(result.rows[0]?.rowids ?? '[]') as number[];
  }

  /** The eisbns of the store's stock rows changed at or after `since` (an index range: stock_store_updated_idx). */
  const changedEisbns = (storeId: string, since: number) =>
    sql`select eisbn from stock where store_id = ${storeId} and updated_at >= ${since}`;

  async function readRanks(titlesRevision: number): Promise<PopularityRanks> {
    // Thirteen digits without a leading zero are exact as a number and print back the same; any
    // other code (none, as the importer checks them) is read by SQL when needed.
    const result = await sql<{ rowids: string; eisbns: string }>`
      select json_group_array(id) as rowids, json_group_array(ean) as eisbns from (
        select rowid as id, case when eisbn glob '[1-9]????????????' then cast(eisbn as integer) end as ean
        from titles order by popularity desc nulls last, eisbn)`.execute(db);
    const ordered = JSON.parse(result.rows[0]?.rowids ?? '[]') as number[];
    const eans = JSON.parse(result.rows[0]?.eisbns ?? '[]') as (number | null)[];
    const maxRowid = ordered.reduce((max, rowid) => Math.max(max, rowid), 0);
    const rankOf = new Int32Array(maxRowid + 1).fill(-1);
    const eisbnAt = new Float64Array(maxRowid + 1).fill(Number.NaN);
    ordered.forEach((rowid, rank) => {
      rankOf[rowid] = rank;
      eisbnAt[rowid] = eans[rank] ?? Number.NaN;
    });
    return {
      titlesRevision,
      maxRowid,
      rankOf,
      rowidAt: Int32Array.from(ordered),
      eisbnAt,
      all: TitleBitset.of(maxRowid, ordered),
    };
  }

  /** The newest title's rowid: one step to the end of the table's b-tree. */
  async function newestRowid(): Promise<number> {
    const result = await sql<{ maxRowid: number | null }>`select max(rowid) as max_rowid from titles`.execute(db);
    return result.rows[0]?.maxRowid ?? 0;
  }

  /**
   * The ranks as of `titlesRevision`. A title added in the same second as the newest change leaves
   * the revision where it was, so a new rowid also means the ranks are read again.
   */
  async function ranksAt(titlesRevision: number): Promise<PopularityRanks> {
    if (ranks?.titlesRevision === titlesRevision && ranks.maxRowid === (await newestRowid())) return ranks;
    readingRanks ??= readRanks(titlesRevision).finally(() => {
      readingRanks = null;
    });
    const read = await readingRanks;
    if (read.titlesRevision !== titlesRevision) return ranksAt(titlesRevision);
    sets.clear();
    ranks = read;
    return read;
  }

  /** The set of titles `query` lists (it selects `id`, a titles rowid), kept until the titles change. */
  function titleSet(
    key: string,
    titlesRevision: number,
    query: RawBuilder<unknown>,
    currentRanks: () => Promise<PopularityRanks>,
  ): SetCondition {
    return async () => {
      const { maxRowid } = await currentRanks();
      return keepSet(
        sets,
        `${titlesRevision}:${maxRowid}:${key}`,
        (kept) => kept ?? { set: rowidsOf(query).then((rowids) => TitleBitset.of(maxRowid, rowids)), stockRevision: 0 },
      );
    };
  }

  /**
   * The set of titles with a stock row of the store meeting `where`, as of `revisions.stock`, kept
   * and brought up to date by rowid (keepStockSet).
   */
  function stockSet(
    scope: BrowseScope,
    key: string,
    where: RawBuilder<unknown>,
    revisions: Revisions,
    currentRanks: () => Promise<PopularityRanks>,
  ): SetCondition {
    const matching = (changedSince: number | null) =>
      rowidsOf(sql`select t.rowid as id from stock s cross join titles t on t.eisbn = s.eisbn
        where s.store_id = ${scope.storeId} and ${where}
        ${changedSince === null ? sql`` : sql`and s.eisbn in (${changedEisbns(scope.storeId, changedSince)})`}`);
    return async () => {
      const { maxRowid } = await currentRanks();
      return keepStockSet({
        sets,
        key: `${revisions.titles}:${maxRowid}:stock:${scope.storeId}:${key}`,
        stockRevision: revisions.stock,
        now: scope.now,
        read: () => matching(null).then((rowids) => TitleBitset.of(maxRowid, rowids)),
        changedSince: (since) =>
          rowidsOf(sql`select t.rowid as id from titles t where t.eisbn in (${changedEisbns(scope.storeId, since)})`),
        async patch(kept, changed, since) {
          const [set, matched] = await Promise.all([kept, matching(since)]);
          const updated = set.clone();
          for (const rowid of changed) updated.delete(rowid);
          for (const rowid of matched) if (rowid <= maxRowid) updated.add(rowid);
          return updated;
        },
      });
    };
  }

  /**
   * The same conditions as browse-repository.ts's SQL, each as a set of titles, as of `revisions`.
   * A browse reads its revisions once, so one builder serves the whole browse (its count, facets,
   * page and works ask for the same conditions): the sets that are not kept across browses, a
   * search's matches and the hidden titles, are then read once a browse, not once a use.
   */
  function conditions(revisions: Revisions): InMemorySets {
    let builder = buildersByRevisions.get(revisions);
    if (!builder) buildersByRevisions.set(revisions, (builder = conditionsOfOneBrowse(revisions)));
    return builder;
  }
  const buildersByRevisions = new WeakMap<Revisions, InMemorySets>();

  function conditionsOfOneBrowse(revisions: Revisions): InMemorySets {
    // The ranks are checked once for all the conditions of one browse.
    let checkedRanks: Promise<PopularityRanks> | null = null;
    // Sets read for this browse alone, by what they list.
    const readForThisBrowse = new Map<string, Promise<TitleBitset>>();
    const once = (key: string, read: () => Promise<TitleBitset>): SetCondition => {
      return () => {
        let set = readForThisBrowse.get(key);
        if (!set) readForThisBrowse.set(key, (set = read()));
        return set;
      };
    };
    const currentRanks = () => (checkedRanks ??= ranksAt(revisions.titles));
    const titleSetOf = (key: string, query: RawBuilder<unknown>) =>
      titleSet(key, revisions.titles, query, currentRanks);
    const stockSetOf = (scope: BrowseScope, key: string, where: RawBuilder<unknown>) =>
      stockSet(scope, key, where, revisions, currentRanks);
    const everything: SetCondition = async () => (await currentRanks()).all;

    return {
      orders: ['popularity'],
      first: (matches, tiers, limit) => first(revisions.titles, matches, tiers, limit),
      none: async () => TitleBitset.empty((await currentRanks()).maxRowid),
      ...commonSetConditions(everything, stockSetOf),
      // Its bounds move with the clock, so a set of it would never be read twice.
      releasedBetween: () => null,
      subjectPrefix: (prefixes) =>
        titleSetOf(
          `subject-prefix:${JSON.stringify(prefixes)}`,
          sql`select t.rowid as id from title_subjects ts cross join titles t on t.eisbn = ts.eisbn
              where ${sql.join(
                prefixes.map((prefix) => sql`ts.code glob ${`${prefix}*`}`),
                sql` or `,
              )}`,
        ),
      subjectCode: (codes) =>
        titleSetOf(
          `subject:${JSON.stringify(codes)}`,
          sql`select t.rowid as id from title_subjects ts cross join titles t on t.eisbn = ts.eisbn
              where ts.code in (${sql.join(codes)})`,
        ),
      contributor: (names) =>
        titleSetOf(
          `contributor:${JSON.stringify(names)}`,
          sql`select t.rowid as id from title_contributors tc cross join titles t on t.eisbn = tc.eisbn
              where tc.name in (${sql.join(names)})`,
        ),
      columnIn: (column, values) => {
        const ref = sql.ref(`t.${column}`);
        return titleSetOf(
          `${column}:${JSON.stringify(values)}`,
          values.includes('')
            ? sql`select t.rowid as id from titles t where coalesce(${ref}, '') in (${sql.join(values)})`
            : sql`select t.rowid as id from titles t where ${ref} in (${sql.join(values)})`,
        );
      },
      // Not kept: a store hides a few titles, listed by their primary key at once.
      eisbnIn: (eisbns) => {
        const listed = JSON.stringify(eisbns);
        return once(`eisbns:${listed}`, async () => {
          const { maxRowid } = await currentRanks();
          return TitleBitset.of(
            maxRowid,
            await rowidsOf(
              sql`select t.rowid as id from (select value as eisbn from json_each(${listed})) c
                  cross join titles t on t.eisbn = c.eisbn`,
            ),
          );
        });
      },
      // Not kept: FTS5 lists a search's matches in milliseconds, and the many searches shoppers
      // type would push out the filters' sets, which cost far more to read.
      text: (query) => {
        if (query.isbns !== null || query.terms.length === 0) return null;
        const match = toFtsQuery(query.terms, query.columns);
        return once(`text:${match}`, async () => {
          const { maxRowid } = await currentRanks();
          return TitleBitset.of(
            maxRowid,
            await rowidsOf(sql`select rowid as id from titles_fts where titles_fts match ${match}`),
          );
        });
      },
    };
  }

  /**
   * The first `limit` titles of `matches` as eisbns: those in the first of `tiers` before those in
   * the second, and so on, each tier in popularity order (firstByRank).
   */
  async function first(
    titlesRevision: number,
    matches: TitleBitset,
    tiers: (() => Promise<TitleBitset>)[],
    limit: number,
  ): Promise<string[]> {
    const { rankOf, rowidAt, eisbnAt } = await ranksAt(titlesRevision);
    return eisbnsOf(await firstByRank({ rankOf, idAt: rowidAt }, matches, tiers, limit), eisbnAt);
  }

  /** The eisbns of titles by rowid, in that order: from memory, or by SQL for any it lacks. */
  async function eisbnsOf(rowids: number[], eisbnAt: Float64Array): Promise<string[]> {
    const missing = rowids.filter((rowid) => Number.isNaN(eisbnAt[rowid] ?? Number.NaN));
    const read =
      missing.length === 0
        ? []
        : (
            await sql<{ id: number; eisbn: string }>`
              select t.rowid as id, t.eisbn from (select value as id from json_each(${JSON.stringify(missing)})) c
              cross join titles t on t.rowid = c.id`.execute(db)
          ).rows;
    const readEisbn = new Map(read.map((row) => [row.id, row.eisbn]));
    return rowids.flatMap((rowid) => {
      const ean = eisbnAt[rowid] ?? Number.NaN;
      return Number.isNaN(ean) ? (readEisbn.get(rowid) ?? []) : [String(ean)];
    });
  }

  return { prepare: async () => {}, conditions } satisfies TitleSets;
}
export type SqliteTitleSets = ReturnType<typeof createSqliteTitleSets>;
