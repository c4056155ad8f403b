import type { BrowseFilter } from '@bookfront/contract';
import type { BrowseScope } from './browse-repository.ts';
import { filterConditions } from './browse-filters.ts';
import { relevanceTiers, type TextQuery } from './search-query.ts';
import type { TitleBitset } from './title-bitset.ts';
import type { Revisions, SetCondition } from './title-sets-sqlite.ts';
import type { TitleSets } from './title-sets.ts';

/** How browse/get reads a result: its first titles in order, and its count up to a cap. */
export type ResultReader = {
  first: (limit: number) => Promise<string[]>;
  count: (cap: number) => Promise<number>;
  /** The whole result as a set of titles by rowid, when it is read in memory. */
  matches?: () => Promise<TitleBitset>;
};

/**
 * A result read from sets of titles in memory rather than by SQL, for the orders the sets know:
 * popularity, and What's in store and relevance, which are popularity within tiers. Null for a
 * filter or sort they cannot answer; SQL reads those.
 */
export function readInMemory(
  titleSets: TitleSets,
  scope: BrowseScope,
  filter: BrowseFilter,
  query: TextQuery | null,
  revisions: Revisions,
): ResultReader | null {
  const sets = titleSets.conditions(revisions);
  const order = filter.v === '' ? 'popularity' : sets?.orders.find((candidate) => candidate === filter.v);
  if (sets === null || order === undefined) return null;
  const where = filterConditions(sets, scope, filter);
  if (query) where.push(sets.text(query));
  const matches = sets.and(where);
  let tiers: SetCondition[] = [];
  if (filter.v === '' && query === null) {
    // What's in store: in stock here, then elsewhere in the store, then the rest.
    tiers = [
      sets.inStockHere(scope),
      sets.and([sets.notInStockHere(scope), sets.inStockElsewhere(scope)]),
      sets.notInStockInStore(scope),
    ];
  } else if (filter.v === '' && query) {
    // Relevance: its tiers (relevanceTiers), then the rest.
    tiers = relevanceTiers(query).map((tier) => sets.text(tier));
  }
  const readableTiers = tiers.filter((tier) => tier !== null);
  if (matches === null || readableTiers.length < tiers.length) return null;

  // Each set is read once per browse, and a tier only when first() gets to it.
  const once = (read: () => Promise<TitleBitset>) => {
    let value: Promise<TitleBitset> | null = null;
    return () => (value ??= read());
  };
  const matched = once(matches);
  const tiered = readableTiers.map(once);
  return {
    async first(limit) {
      return sets.first(await matched(), [...tiered, matched], limit, order);
    },
    count: async (cap) => (await matched()).count(cap),
    matches: matched,
  };
}
