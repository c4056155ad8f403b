import { sql, type RawBuilder } from 'kysely';
import { priceAt, type BrowseScope } from './browse-repository.ts';
import type { ConditionBuilder } from './browse-filters.ts';
import type { FacetIndex } from './facet-index.ts';
import type { TitleBitset } from './title-bitset.ts';
import type { Revisions, SetCondition } from './title-sets-sqlite.ts';

/**
 * Change times are whole seconds, so a revision may still gain changes within its second: data is
 * taken as settled once its revision is this many seconds old.
 */
export const settleSeconds = 2;

/** The orders of a result the sets may read in (besides What's in store and relevance, popularity within tiers). */
export type InMemoryOrder = 'popularity' | 'title';

/**
 * A filter's conditions as sets of titles in memory as of some revisions, and the first titles of
 * a set in popularity order: what browse-in-memory.ts reads a result from.
 */
export type InMemorySets = ConditionBuilder<SetCondition> & {
  /**
   * The first `limit` titles of `matches` as eisbns: those in the first of `tiers` before those in
   * the second, and so on, each tier in `order`.
   */
  first: (
    matches: TitleBitset,
    tiers: (() => Promise<TitleBitset>)[],
    limit: number,
    order: InMemoryOrder,
  ) => Promise<string[]>;
  /** The orders `first` reads in. */
  orders: readonly InMemoryOrder[];
  /** The facet index whose numbering the sets share, where that is not the titles rowid (PostgreSQL). */
  index?: FacetIndex;
};

/** Sets in memory per database: title-sets-sqlite.ts, title-sets-postgres.ts. */
export type TitleSets = {
  /** Reads what the sets of `revisions` stand on before a browse (PostgreSQL: the settled facet index). */
  prepare: (revisions: Revisions) => Promise<void>;
  /** The sets as of `revisions`; null where they cannot answer yet (PostgreSQL before prepare found the index). */
  conditions: (revisions: Revisions) => InMemorySets | null;
};

/** A set with the stock revision it reflects (0 for sets of title data alone). */
export type KeptSet = { set: Promise<TitleBitset>; stockRevision: number };

/** Sets kept in one map, the least recently used going first: 125 KB each on a million titles. */
const keptSets = 128;

/**
 * The set kept in `sets` under `key`, made the most recently used; `make` answers what to keep
 * from now on, given what was kept (it may be returned as it is, brought up to date or read again).
 */
export function keepSet(
  sets: Map<string, KeptSet>,
  key: string,
  make: (kept: KeptSet | undefined) => KeptSet,
): Promise<TitleBitset> {
  const kept = sets.get(key);
  sets.delete(key);
  const entry = make(kept);
  // A failed read is not kept; a newer entry that took its place meanwhile is.
  entry.set.catch(() => {
    if (sets.get(key) === entry) sets.delete(key);
  });
  sets.set(key, entry); // most recently used last
  while (sets.size > keptSets) sets.delete(sets.keys().next().value ?? '');
  return entry.set;
}

/** A stock set is brought up to date title by title for at most this many changed titles; beyond, read again. */
const maxPatchedTitles = 5000;

/**
 * The stock set kept in `sets` under `key`, as of `stockRevision` (keepSet). Sales change a few
 * rows at a time, so a kept set is brought up to date from the titles whose stock rows changed since
 * it was read (from its revision's second on: more changes may have landed in that second) rather
 * than read again; that is why stock sets serve while the stock is still changing.
 */
export function keepStockSet<Title>({
  sets,
  key,
  stockRevision,
  now,
  read,
  changedSince,
  patch,
}: {
  sets: Map<string, KeptSet>;
  key: string;
  stockRevision: number;
  /** The browse's time (unix seconds): a kept set of the same revision is kept once that revision settled. */
  now: number;
  /** The whole set, read again. */
  read: () => Promise<TitleBitset>;
  /** The titles whose stock rows changed at or after `since`. */
  changedSince: (since: number) => Promise<Title[]>;
  /** The `kept` set without the `changed` titles, and with those of them that match as of now. */
  patch: (kept: Promise<TitleBitset>, changed: Title[], since: number) => Promise<TitleBitset>;
}): Promise<TitleBitset> {
  return keepSet(sets, key, (kept) => {
    // A revision that went back (times rewritten) cannot say what changed.
    if (!kept || kept.stockRevision > stockRevision) return { set: read(), stockRevision };
    if (kept.stockRevision === stockRevision && kept.stockRevision < now - settleSeconds) return kept;
    const since = kept.stockRevision;
    const patched = async () => {
      const changed = await changedSince(since);
      if (changed.length > maxPatchedTitles) return read();
      return patch(kept.set, changed, since);
    };
    return { set: patched(), stockRevision };
  });
}

/** Several conditions' sets combined into one; null when any of them has none. */
function combine(
  conditions: SetCondition[],
  operation: (first: TitleBitset, next: TitleBitset) => TitleBitset,
): SetCondition {
  return conditions.some((condition) => condition === null)
    ? null
    : async () => {
        const found = await Promise.all(conditions.map((condition) => condition?.() ?? Promise.reject()));
        return found.reduce(operation);
      };
}

/** A stock condition's set: the titles with a stock row `s` of the store meeting `where`, kept under `key`. */
type StockSetOf = (scope: BrowseScope, key: string, where: RawBuilder<unknown>) => SetCondition;

/**
 * What both databases' sets build alike from every title's set and their way of reading a stock
 * condition: and, or and not, and the stock conditions, with the same SQL on stock rows as
 * browse-repository.ts.
 */
export function commonSetConditions(everything: SetCondition, stockSetOf: StockSetOf) {
  const not = (condition: SetCondition): SetCondition =>
    combine([everything, condition], (all, set) => all.andNot(set));
  const inStockHere = (scope: BrowseScope) =>
    stockSetOf(scope, `here:${scope.locationId}`, sql`s.location_id = ${scope.locationId} and s.onhand > 0`);
  return {
    and: (list) => (list.length === 0 ? everything : combine(list, (result, set) => result.and(set))),
    or: (list) => (list.length === 0 ? not(everything) : combine(list, (result, set) => result.or(set))),
    not,
    inStockHere,
    onOrderHere: (scope) =>
      stockSetOf(scope, `onorder:${scope.locationId}`, sql`s.location_id = ${scope.locationId} and s.onorder > 0`),
    inStockElsewhere: (scope) =>
      stockSetOf(scope, `elsewhere:${scope.locationId}`, sql`s.location_id <> ${scope.locationId} and s.onhand > 0`),
    orderableHere: (scope) =>
      stockSetOf(
        scope,
        `orderable:${scope.locationId}`,
        sql`s.location_id = ${scope.locationId} and (s.onhand > 0 or s.is_extra_orderable = 1)`,
      ),
    notInStockHere: (scope) => not(inStockHere(scope)),
    notInStockInStore: (scope) => not(stockSetOf(scope, 'store', sql`s.onhand > 0`)),
    priceBetween: (scope, bands) =>
      stockSetOf(scope, `price:${scope.locationId}:${JSON.stringify(bands)}`, priceAt(scope, bands)),
  } satisfies Partial<ConditionBuilder<SetCondition>>;
}
