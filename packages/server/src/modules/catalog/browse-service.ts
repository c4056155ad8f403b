import { resultCountCaps, type BrowseFilter, type FilterOption, type SearchResponse } from '@bookfront/contract';
import { nowSeconds } from '../../lib/time.ts';
import type { BrowseRepository, BrowseScope, Condition } from './browse-repository.ts';
import { assertKnownFilterValues, filterConditions } from './browse-filters.ts';
import { toFilterInfo } from './facets.ts';
import { ResultCache } from './result-cache.ts';
import { toTextQuery, type TextQuery } from './search-query.ts';
import type { TitleService } from './title-service.ts';
import type { Viewer } from './viewer.ts';

/** The ordered result of a filter (capped) with its facets: what the cache keeps between pages. */
type BrowseResult = { eisbns: string[]; rowCount: number; filterInfo: FilterOption[] };

export type BrowseServiceOptions = {
  /** Results kept per process; 0 turns the cache off (to measure the queries themselves). */
  cacheEntries?: number;
  cacheTtlMs?: number;
};

/** A result is not cached while the catalogue or the store's stock changed this recently (seconds). */
const settleSeconds = 2;
/** Titles whose facet columns are read; facet counts are exact for results this size or smaller. */
export const facetSampleSize = 1000;
const defaultCacheEntries = 64;
const defaultCacheTtlMs = 5 * 60_000;

/** The first offset of the last page; row_count is already capped at 10000 (spec 1 §9). */
export function maxOffsetOf(rowCount: number, pageLength: number): number {
  if (rowCount <= 0) return 0;
  return Math.floor((rowCount - 1) / pageLength) * pageLength;
}

export function createBrowseService(repo: BrowseRepository, titles: TitleService, options: BrowseServiceOptions = {}) {
  const cache = new ResultCache<BrowseResult>(
    options.cacheEntries ?? defaultCacheEntries,
    options.cacheTtlMs ?? defaultCacheTtlMs,
  );
  const { conditions } = repo;
  // One more than the cap tells a capped count from an exact one.
  const candidateLimit = resultCountCaps.total + 1;

  /**
   * The default sort without a search, "What's in store": in stock at this location, then
   * elsewhere in the store, then the rest, each by popularity. Three queries each walking an
   * index in popularity order, the later ones only while the list is short of the cap.
   */
  async function whatsInStore(scope: BrowseScope, filter: Condition[]): Promise<string[]> {
    const legs = [
      [conditions.inStockHere(scope)],
      [conditions.notInStockHere(scope), conditions.inStockElsewhere(scope)],
      [conditions.notInStockInStore(scope)],
    ];
    const rows: string[] = [];
    for (const leg of legs) {
      if (rows.length >= candidateLimit) break;
      rows.push(
        ...(await repo.findCandidates({
          scope,
          conditions: [...filter, ...leg],
          order: 'popularity',
          query: null,
          limit: candidateLimit - rows.length,
        })),
      );
    }
    return rows;
  }

  async function findCandidates(scope: BrowseScope, filter: BrowseFilter, query: TextQuery | null) {
    const where = filterConditions(conditions, scope, filter);
    if (query) {
      where.push(conditions.text(query));
      return repo.findCandidates({
        scope,
        conditions: where,
        order: filter.v === '' ? 'relevance' : filter.v,
        query,
        limit: candidateLimit,
      });
    }
    if (filter.v === '') return whatsInStore(scope, where);
    return repo.findCandidates({ scope, conditions: where, order: filter.v, query: null, limit: candidateLimit });
  }

  async function computeResult(scope: BrowseScope, filter: BrowseFilter): Promise<BrowseResult> {
    const query = toTextQuery(filter.t, filter.k);
    const eisbns = (await findCandidates(scope, filter, query)).slice(0, resultCountCaps.total);
    // Facets count the first titles of the result (docs/decisions/0008-search-index.md): exact up
    // to the sample size, scaled estimates beyond it.
    const sample = eisbns.slice(0, facetSampleSize);
    const [candidates, subjects, contributors, stock] = await Promise.all([
      repo.findFacetRows(sample),
      repo.findSubjectsOf(sample),
      repo.findContributorsOf(sample),
      repo.findStockOf(scope.storeId, sample),
    ]);
    const filterInfo = toFilterInfo({
      filter,
      candidates,
      subjects,
      contributors,
      stock,
      locationId: scope.locationId,
      now: scope.now,
      scale: eisbns.length / Math.max(sample.length, 1),
    });
    return { eisbns, rowCount: eisbns.length, filterInfo };
  }

  return {
    /** browse/get: a page of titles for a filter, with the result's count and facets. */
    async browse(viewer: Viewer, filter: BrowseFilter): Promise<SearchResponse> {
      assertKnownFilterValues(filter);
      const now = nowSeconds();
      const scope: BrowseScope = { storeId: viewer.storeId, locationId: viewer.locationId, now };
      const revision = await repo.revision(viewer.storeId);
      const { o: offset, l: pageLength, ...resultFilter } = filter;
      const key = JSON.stringify([viewer.storeId, viewer.locationId, revision, resultFilter]);
      let result = cache.get(key);
      if (!result) {
        result = await computeResult(scope, filter);
        if (Math.max(revision.titles, revision.stock) < now - settleSeconds) cache.set(key, result);
      }
      const rows = await titles.summaries(viewer, result.eisbns.slice(offset, offset + pageLength));
      return {
        rows,
        row_count: result.rowCount,
        max_offset: maxOffsetOf(result.rowCount, pageLength),
        filter_info: result.filterInfo,
      };
    },
  };
}
export type BrowseService = ReturnType<typeof createBrowseService>;
