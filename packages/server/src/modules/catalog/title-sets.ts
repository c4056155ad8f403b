import type { ConditionBuilder } from './browse-filters.ts';
import type { FacetIndex } from './facet-index.ts';
import type { TitleBitset } from './title-bitset.ts';
import type { Revisions, SetCondition } from './title-sets-sqlite.ts';

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
