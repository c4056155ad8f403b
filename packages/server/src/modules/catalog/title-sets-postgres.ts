import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BrowseScope } from './browse-repository.ts';
import type { CatalogueFacets, FacetIndex, TitleOrders } from './facet-index.ts';
import { facetIndexConditions, type IndexCondition } from './facet-index-conditions.ts';
import { firstByRank } from './rank-walk.ts';
import { TitleBitset } from './title-bitset.ts';
import type { Revisions, SetCondition } from './title-sets-sqlite.ts';
import {
  commonSetConditions,
  keepSet,
  keepStockSet,
  type InMemorySets,
  type KeptSet,
  type TitleSets,
} from './title-sets.ts';

/** The settled facet index of one titles revision, and the sets of its titles kept (keepSet). */
type Prepared = { index: FacetIndex; orders: TitleOrders; sets: Map<string, KeptSet> };

/** Titles revisions whose sets are kept at once (a browse begun on the last one may still be reading). */
const keptRevisions = 2;

/**
 * Filters, counts and popularity order in memory on PostgreSQL, numbered as the facet index numbers
 * titles (docs/decisions/0069-postgresql-broad-filters.md). Conditions on title data are the facet
 * index's own sets (facet-index-conditions.ts); stock conditions are the store's matching eisbns,
 * listed once per stock revision and then brought up to date from the rows changed since, as on
 * SQLite (title-sets-sqlite.ts); the popularity and title orders come with the index. Words, publication
 * dates and ISBNs are left to SQL. SQL had to walk a broad filter's index probing each title: a
 * language holding 85% of the catalogue, by popularity, took seconds on 200,000 titles.
 */
export function createPostgresTitleSets(db: Kysely<Database>, facets: CatalogueFacets): TitleSets {
  const prepared = new Map<number, Prepared>();

  /** The store's eisbns of the stock rows `query` lists (it selects `eisbn`), as one text: 50,000 rows as objects cost far more. */
  async function eisbnsOf(query: RawBuilder<unknown>): Promise<string[]> {
    const result = await sql<{ eisbns: string | null }>`
      select string_agg(listed.eisbn, ',') as eisbns from (${query}) listed`.execute(db);
    const text = result.rows[0]?.eisbns ?? null;
    return text === null ? [] : text.split(',');
  }

  /**
   * The titles with a stock row of the store meeting `where` (rows aliased `s`), as of
   * `revisions.stock`, kept and brought up to date by eisbn (keepStockSet), so sets serve while the
   * store sells.
   */
  function stockSet(
    { index, sets }: Prepared,
    scope: BrowseScope,
    key: string,
    where: RawBuilder<unknown>,
    revisions: Revisions,
  ): SetCondition {
    const changedSince = (since: number) =>
      sql`select s.eisbn from stock s where s.store_id = ${scope.storeId} and s.updated_at >= ${since}`;
    const matching = (since: number | null) =>
      eisbnsOf(sql`select s.eisbn from stock s where s.store_id = ${scope.storeId} and ${where}
        ${since === null ? sql`` : sql`and s.eisbn in (${changedSince(since)})`}`);
    return () =>
      keepStockSet({
        sets,
        key: `stock:${scope.storeId}:${key}`,
        stockRevision: revisions.stock,
        now: scope.now,
        read: () => matching(null).then((eisbns) => index.setOf(eisbns)),
        changedSince: (since) => eisbnsOf(changedSince(since)),
        async patch(kept, changed, since) {
          const [set, matched] = await Promise.all([kept, matching(since)]);
          const updated = set.andNot(index.setOf(changed));
          return updated.or(index.setOf(matched));
        },
      });
  }

  /** A condition on title data, from the facet index, kept for the revision. */
  function titleSet({ sets }: Prepared, key: string, make: () => IndexCondition): SetCondition {
    return async () => {
      const kept = sets.get(key);
      if (kept) return keepSet(sets, key, () => kept);
      const set = make();
      if (set === null) throw new Error(`no set in the facet index for ${key}`);
      return keepSet(sets, key, () => ({ set: Promise.resolve(set), stockRevision: 0 }));
    };
  }

  function conditionsOf(at: Prepared, revisions: Revisions): InMemorySets {
    const { index, orders } = at;
    const fromIndex = facetIndexConditions(index);
    const everything: SetCondition = () => Promise.resolve(index.all);
    const stockSetOf = (scope: BrowseScope, key: string, where: RawBuilder<unknown>) =>
      stockSet(at, scope, key, where, revisions);
    return {
      index,
      orders: ['popularity', 'title'],
      async first(matches, tiers, limit, order) {
        const ids = await firstByRank(orders[order], matches, tiers, limit);
        return ids.map((id) => orders.eisbnAt[id] ?? '');
      },
      none: () => Promise.resolve(TitleBitset.empty(index.maxId)),
      ...commonSetConditions(everything, stockSetOf),
      // Its bounds move with the clock; SQL reads it, as on SQLite.
      releasedBetween: () => null,
      // LIKE reads '_' as any one character, where the index compares prefixes: SQL keeps those.
      subjectPrefix: (prefixes) =>
        prefixes.some((prefix) => prefix.includes('_'))
          ? null
          : titleSet(at, `subject-prefix:${JSON.stringify(prefixes)}`, () => fromIndex.subjectPrefix(prefixes)),
      subjectCode: (codes) => titleSet(at, `subject:${JSON.stringify(codes)}`, () => fromIndex.subjectCode(codes)),
      contributor: (names) => titleSet(at, `contributor:${JSON.stringify(names)}`, () => fromIndex.contributor(names)),
      columnIn: (column, values) =>
        titleSet(at, `${column}:${JSON.stringify(values)}`, () => fromIndex.columnIn(column, values)),
      // Not kept: a store hides a few titles.
      eisbnIn: (eisbns) => () => Promise.resolve(index.setOf(eisbns)),
      // Searches are read by SQL on PostgreSQL (its full-text index orders them by relevance).
      text: () => null,
    };
  }

  return {
    async prepare(revisions) {
      if (prepared.get(revisions.titles)) return;
      const index = await facets.settledIndexFor(revisions.titles);
      if (!index?.orders || prepared.get(revisions.titles)?.index === index) return;
      prepared.set(revisions.titles, { index, orders: index.orders, sets: new Map() });
      while (prepared.size > keptRevisions) prepared.delete(prepared.keys().next().value ?? Number.NaN);
    },
    conditions(revisions) {
      const at = prepared.get(revisions.titles);
      return at ? conditionsOf(at, revisions) : null;
    },
  };
}
