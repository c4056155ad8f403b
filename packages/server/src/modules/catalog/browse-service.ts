import {
  emptyBrowseFilter,
  priceBandValues,
  resultCountCaps,
  statusValues,
  type BrowseFilter,
  type SearchResponse,
} from '@bookfront/contract';
import { createHash } from 'node:crypto';
import { nowSeconds } from '../../lib/time.ts';
import type { BrowseRepository, BrowseScope, CandidateStockRow, Condition } from './browse-repository.ts';
import { assertKnownFilterValues, filterConditions, priceBand, type ConditionBuilder } from './browse-filters.ts';
import { toFilterInfo, type FacetCounts } from './facets.ts';
import { CatalogueFacets, membersOf, type FacetIndex } from './facet-index.ts';
import { facetIndexConditions } from './facet-index-conditions.ts';
import { storeSubjectOptions } from './store-subject-facets.ts';
import type { TitleBitset } from './title-bitset.ts';
import { readInMemory, type ResultReader } from './browse-in-memory.ts';
import { BrowseAnswer } from './browse-answer.ts';
import { ResultCache } from './result-cache.ts';
import { StockRevisionHold } from './stock-revision-hold.ts';
import { toTextQuery, withTypos, type TextQuery } from './search-query.ts';
import { CatalogueVocabulary } from './vocabulary.ts';
import { groupedReader, groupsEditions, workRowsOf, type WorkRow } from './edition-groups.ts';
import { correctedTexts, fewResults } from './did-you-mean.ts';
import type { Revisions, SetCondition } from './title-sets-sqlite.ts';
import { settleSeconds, type TitleSets } from './title-sets.ts';
import type { StoreSubjectRow } from './store-subject-repository.ts';
import type { TitleService } from './title-service.ts';
import type { Viewer } from './viewer.ts';

/**
 * What the cache keeps per filter (without the page): the count (capped), the facets, and the first
 * titles of the result in order (the facet sample), which also serve the pages within it.
 */
type BrowseResult = {
  head: string[];
  rowCount: number;
  /** The answer's filter_info as UTF-8 bytes of JSON, put into each page's answer as they are. */
  filterInfo: Buffer;
  suggestion: string | null;
};

/** A result's facet counts, with the whole result they counted when it is exactly the result (every title in the index), else null. */
type ResultFacets = FacetCounts & { exactResult: TitleBitset | null };

export type BrowseServiceOptions = {
  /**
   * Filters, counts and popularity order in memory (title-sets-sqlite.ts, title-sets-postgres.ts),
   * made with the service's facet index; without them SQL reads every result.
   */
  titleSets?: ((facets: CatalogueFacets) => TitleSets) | undefined;
  /** Memory for cached results and answers per process; 0 turns the cache off (to measure the queries themselves). */
  cacheBytes?: number;
  cacheTtlMs?: number;
  /** How long a stock change may take to reach cached pages (see StockRevisionHold); 0: at once. */
  stockLagSeconds?: number;
};

/** The first titles of a result read at once (its first pages). */
export const facetSampleSize = 1000;
const defaultCacheBytes = 32 * 1024 * 1024;
const defaultCacheTtlMs = 5 * 60_000;
const defaultStockLagSeconds = 10;
/** Corrected searches are counted up to this many titles when "Did you mean" picks among them. */
const suggestionCountCap = 1000;
/** Answers (a page of a result, as JSON) get this share of the cache, results the rest. */
const answerShare = 0.25;

/** In-memory size estimate: an eisbn in an array takes about 42 bytes (measured), the facets their UTF-8 bytes. */
const resultBytes = (result: BrowseResult) => result.head.length * 48 + result.filterInfo.length + 100;
/** Warming up reads the sets of this many of the default browse's subject groups and formats each. */
const warmOptionsPerGroup = 8;

/** The first offset of the last page; row_count is already capped at 10000 (docs/features/browse-and-search.md#result-counts-and-paging). */
export function maxOffsetOf(rowCount: number, pageLength: number): number {
  if (rowCount <= 0) return 0;
  return Math.floor((rowCount - 1) / pageLength) * pageLength;
}

/** A stock condition (status, price), picked from either builder: the SQL one or the sets in memory. */
type StockCondition = <C>(builder: ConditionBuilder<C>) => C;

/** A result listed by SQL of at most this many titles has its status and price counted from its stock rows. */
const stockRowsUpTo = 2000;

/**
 * Status and price counts of a few titles from their stock rows, as the stock conditions of
 * browse-repository.ts read them: in stock, on order, orderable and price at the location, in stock
 * at another location; a price of 0 is no price.
 */
function stockCountsOf(rows: CandidateStockRow[], locationId: string, cap: number) {
  const statuses = new Map<string, Set<string>>(statusValues.map((status) => [status, new Set()]));
  const prices = new Map<string, Set<string>>(priceBandValues.map((band) => [band, new Set()]));
  const bands = priceBandValues.map((band) => ({ band, ...priceBand(band) }));
  for (const row of rows) {
    const here = row.locationId === locationId;
    if (here && row.onhand > 0) statuses.get('in_stock')?.add(row.eisbn);
    if (here && row.onorder > 0) statuses.get('on_order')?.add(row.eisbn);
    if (!here && row.onhand > 0) statuses.get('other_locations')?.add(row.eisbn);
    if (here && (row.onhand > 0 || row.isExtraOrderable === 1)) statuses.get('orderable')?.add(row.eisbn);
    if (!here || row.priceCents <= 0) continue;
    for (const { band, from, to } of bands)
      if (row.priceCents >= from && (to === null || row.priceCents < to)) prices.get(band)?.add(row.eisbn);
  }
  const sizes = (sets: Map<string, Set<string>>) =>
    new Map([...sets].map(([key, set]) => [key, Math.min(set.size, cap)]));
  return { statuses: sizes(statuses), prices: sizes(prices) };
}

/** The store subjects' rows as a short key part: any row added, removed or relabelled changes it. */
const storeSubjectsDigest = (rows: readonly StoreSubjectRow[]) =>
  rows.length === 0 ? '' : createHash('sha256').update(JSON.stringify(rows)).digest('base64url');

/** What a store shows of the catalogue its own way, as of a store revision, with its part of the cache keys. */
type StoreCatalogue = {
  storeRevision: number;
  hidden: string[];
  storeSubjects: StoreSubjectRow[];
  /** The hidden titles and the store subjects (by a digest: a store may give hundreds). */
  keyPart: string;
};

/** A filter's conditions and its search's. */
function withText<C>(builder: ConditionBuilder<C>, scope: BrowseScope, filter: BrowseFilter, query: TextQuery | null) {
  const where = filterConditions(builder, scope, filter);
  if (query) where.push(builder.text(query));
  return where;
}

export function createBrowseService(repo: BrowseRepository, titles: TitleService, options: BrowseServiceOptions = {}) {
  const cacheBytes = options.cacheBytes ?? defaultCacheBytes;
  const ttlMs = options.cacheTtlMs ?? defaultCacheTtlMs;
  const results = new ResultCache<BrowseResult>(cacheBytes * (1 - answerShare), ttlMs, resultBytes);
  const answers = new ResultCache<BrowseAnswer>(cacheBytes * answerShare, ttlMs, (answer) => answer.bytes);
  const stockHold = new StockRevisionHold(options.stockLagSeconds ?? defaultStockLagSeconds);
  const vocabulary = new CatalogueVocabulary(() => repo.findVocabulary());
  const facets = new CatalogueFacets(() =>
    Promise.all([repo.findFacetTitles(), repo.findFacetSubjects(), repo.findFacetContributors()]),
  );
  const titleSets = options.titleSets?.(facets);
  const { conditions } = repo;
  // One more than the cap tells a capped count from an exact one.
  const countLimit = resultCountCaps.total + 1;
  const storeCatalogues = new Map<string, StoreCatalogue>();

  /**
   * The store's hidden titles and store subjects, read again only when the store's revision moves,
   * as hiding a title or changing a store subject moves it: two reads less on every browse.
   */
  async function storeCatalogueOf(viewer: Viewer): Promise<StoreCatalogue> {
    const kept = storeCatalogues.get(viewer.storeId);
    if (kept?.storeRevision === viewer.storeRevision) return kept;
    const [hidden, storeSubjects] = await Promise.all([
      repo.findHidden(viewer.storeId),
      repo.findStoreSubjects(viewer.storeId),
    ]);
    const keyPart = JSON.stringify([hidden, storeSubjectsDigest(storeSubjects)]);
    const read = { storeRevision: viewer.storeRevision, hidden, storeSubjects, keyPart };
    storeCatalogues.set(viewer.storeId, read);
    return read;
  }

  /**
   * The default sort without a search, "What's in store": in stock at this location, then
   * elsewhere in the store, then the rest, each by popularity. Up to three queries each walking an
   * index in popularity order, the later ones only while the list is short of `limit`.
   */
  async function whatsInStore(scope: BrowseScope, filter: Condition[], limit: number): Promise<string[]> {
    const legs = [
      [conditions.inStockHere(scope)],
      [conditions.notInStockHere(scope), conditions.inStockElsewhere(scope)],
      [conditions.notInStockInStore(scope)],
    ];
    const rows: string[] = [];
    for (const leg of legs) {
      if (rows.length >= limit) break;
      rows.push(
        ...(await repo.findCandidates({
          scope,
          conditions: [...filter, ...leg],
          order: 'popularity',
          query: null,
          limit: limit - rows.length,
        })),
      );
    }
    return rows;
  }

  /**
   * How to read a filter's result: in memory once the catalogue has settled (see settleSeconds;
   * the stock sets follow sales as they happen), for the filters and sorts the sets answer;
   * otherwise by SQL.
   */
  function planTitles(
    scope: BrowseScope,
    filter: BrowseFilter,
    query: TextQuery | null,
    revisions: Revisions,
  ): ResultReader {
    const inMemory =
      titleSets && revisions.titles < scope.now - settleSeconds
        ? readInMemory(titleSets, scope, filter, query, revisions)
        : null;
    if (inMemory) return inMemory;

    const where = filterConditions(conditions, scope, filter);
    if (query) where.push(conditions.text(query));
    // A plain search (the text condition alone, no ISBN) is counted by the full-text index itself.
    const plainText = query !== null && query.isbns === null && query.terms.length > 0 && where.length === 1;
    // A filter the sets answer but in an order they do not keep (by date, author): its count is a
    // population count, where SQL probed a broad filter's titles one by one up to the cap.
    const matches = query === null ? resultInMemory(scope, filter, query, revisions) : null;
    if (matches) {
      let read: Promise<TitleBitset> | null = null;
      const matched = () => (read ??= matches());
      return {
        first: (limit) =>
          filter.v === ''
            ? whatsInStore(scope, where, limit)
            : repo.findCandidates({ scope, conditions: where, order: filter.v, query: null, limit }),
        count: async (cap) => (await matched()).count(cap),
        matches: matched,
      };
    }
    return {
      first(limit) {
        if (query)
          return repo.findCandidates({
            scope,
            conditions: where,
            order: filter.v === '' ? 'relevance' : filter.v,
            query,
            limit,
          });
        if (filter.v === '') return whatsInStore(scope, where, limit);
        return repo.findCandidates({ scope, conditions: where, order: filter.v, query: null, limit });
      },
      count: (cap) => (plainText ? repo.countText(query, cap) : repo.countCapped(where, cap)),
    };
  }

  /**
   * A filter's whole result as a set of titles by rowid, from the sets in memory (SQLite, once the
   * catalogue has settled); null when they cannot answer it.
   */
  function resultInMemory(
    scope: BrowseScope,
    filter: BrowseFilter,
    query: TextQuery | null,
    revisions: Revisions,
  ): SetCondition {
    const isSettled = revisions.titles < scope.now - settleSeconds;
    const sets = titleSets && isSettled ? titleSets.conditions(revisions) : null;
    return sets ? sets.and(withText(sets, scope, filter, query)) : null;
  }

  /** Titles' work keys: from the facet index where it holds them, else by SQL. */
  async function workKeysOf(revisions: Revisions, eisbns: string[]): Promise<Map<string, string | null>> {
    const index = await facets.settledIndexFor(revisions.titles);
    const workKeys = index ? index.workKeysOf(eisbns) : new Map<string, string | null>();
    const unknown = eisbns.filter((eisbn) => !workKeys.has(eisbn));
    for (const [eisbn, workKey] of await repo.findWorkKeys(unknown)) workKeys.set(eisbn, workKey);
    return workKeys;
  }

  /**
   * A filter's result as browse/get lists it: by title, or by work in a keyword search (groupsEditions).
   * Works are counted in memory (the result's set and the facet index's works, which number titles
   * alike on SQLite) when both are at hand, else by SQL.
   */
  function plan(scope: BrowseScope, filter: BrowseFilter, query: TextQuery | null, revisions: Revisions): ResultReader {
    const titlesReader = planTitles(scope, filter, query, revisions);
    if (!groupsEditions(filter, query)) return titlesReader;
    const matches = titlesReader.matches ?? resultInMemory(scope, filter, query, revisions);
    return groupedReader(titlesReader, {
      findWorkKeys: (eisbns) => workKeysOf(revisions, eisbns),
      async count(cap) {
        const [index, result] = await Promise.all([facets.settledIndexFor(revisions.titles), matches?.()]);
        if (index && result && index.holdsAll(result)) return index.works.count(result, cap);
        return repo.countWorks(withText(conditions, scope, filter, query), cap);
      },
    });
  }

  /** A grouped page's rows: each lead's work shown by its most available edition of the result, with the others. */
  async function worksOf(
    scope: BrowseScope,
    filter: BrowseFilter,
    query: TextQuery | null,
    revisions: Revisions,
    leads: string[],
  ): Promise<WorkRow[]> {
    const [workKeys, inMemory] = await Promise.all([
      workKeysOf(revisions, leads),
      editionsInMemory(scope, filter, query, revisions, leads),
    ]);
    const keys = [...new Set(workKeys.values())].filter((key) => key !== null);
    const editions = await repo.findEditions(
      inMemory
        ? { scope, eisbns: inMemory }
        : { scope, conditions: withText(conditions, scope, filter, query), workKeys: keys },
    );
    return workRowsOf(leads, workKeys, editions);
  }

  /**
   * The editions in the result of the works of a page's leads, from the result's set and the facet
   * index's works; null when either is not at hand. SQL then only orders them by availability,
   * where finding them with the search's condition probed every match of a common word.
   */
  async function editionsInMemory(
    scope: BrowseScope,
    filter: BrowseFilter,
    query: TextQuery | null,
    revisions: Revisions,
    leads: string[],
  ): Promise<string[] | null> {
    const matches = resultInMemory(scope, filter, query, revisions);
    const [index, result] = await Promise.all([facets.settledIndexFor(revisions.titles), matches?.()]);
    return index && result && index.holdsAll(result) ? index.editionsIn(leads, result) : null;
  }

  /**
   * A filter's result as a set of the facet index's titles, when the filter is on title data alone
   * and its result too large to count from its stock rows; else null (facet-index-conditions.ts).
   */
  function largeIndexResult(index: FacetIndex, scope: BrowseScope, filter: BrowseFilter): TitleBitset | null {
    const builder = facetIndexConditions(index);
    const where = filterConditions(builder, scope, filter);
    if (where.length === 0 || where.some((condition) => condition === null)) return null;
    const result = builder.and(where);
    return result && result.count(stockRowsUpTo + 1) > stockRowsUpTo ? result : null;
  }

  /**
   * The exact facet counts of a filter's whole result (docs/features/browse-and-search.md#filter-counts).
   * The result is a set of the facet index's titles: on SQLite, once the catalogue
   * has settled, from the filter sets in memory (no row read); otherwise listed by SQL. The title
   * groups are counted in the facet index; status and price (stock, which changes with every
   * sale) by intersecting the stock sets, or by a capped SQL count each.
   */
  async function facetsOf(
    scope: BrowseScope,
    filter: BrowseFilter,
    query: TextQuery | null,
    revisions: Revisions,
    again = false,
  ): Promise<ResultFacets> {
    const cap = resultCountCaps.facet;
    const isSettled = revisions.titles < scope.now - settleSeconds;
    const sets = titleSets && isSettled ? titleSets.conditions(revisions) : null;
    // Sets numbered as a facet index numbers titles (PostgreSQL) are counted in that index.
    const index = sets?.index ?? (await facets.indexFor(revisions.titles));
    let result: TitleBitset;
    let countWith: (pick: StockCondition) => Promise<number>;
    /** A small result listed by SQL: its stock rows, read at once, for its status and price counts. */
    let stockRows: Promise<CandidateStockRow[]> | null = null;
    /** Whether every title of the result is in the index (a title newer than the index is not). */
    let isExact = true;
    const inMemory = sets ? sets.and(withText(sets, scope, filter, query)) : null;
    const fromIndex = !inMemory && isSettled && query === null ? largeIndexResult(index, scope, filter) : null;
    if (sets && inMemory) {
      const matched = await inMemory();
      result = matched;
      countWith = async (pick) => {
        const condition = pick(sets);
        if (condition) return matched.countAnd(await condition(), cap);
        return repo.countCapped([...withText(conditions, scope, filter, query), pick(conditions)], cap);
      };
    } else if (fromIndex) {
      // A large result of title data alone, settled: its set from the facet index, no row listed.
      result = fromIndex;
      const where = withText(conditions, scope, filter, query);
      countWith = (pick) => repo.countCapped([...where, pick(conditions)], cap);
    } else {
      const where = withText(conditions, scope, filter, query);
      const eisbns = where.length === 0 ? null : await repo.findResultEisbns(where);
      result = eisbns === null ? index.all : index.setOf(eisbns);
      // Titles the index does not know: it is older than the titles (added in the revision's second).
      const isMissingTitles = eisbns !== null && result.count() < eisbns.length;
      if (isMissingTitles && !again) {
        facets.forget();
        return facetsOf(scope, filter, query, revisions, true);
      }
      isExact = eisbns !== null && !isMissingTitles;
      if (eisbns !== null && eisbns.length <= stockRowsUpTo) stockRows = repo.findStockOf(scope.storeId, eisbns);
      countWith = (pick) => repo.countCapped([...where, pick(conditions)], cap);
    }
    const size = result.count();
    if (result.countAnd(index.all) < size) {
      isExact = false;
      if (!again) {
        facets.forget();
        return facetsOf(scope, filter, query, revisions, true);
      }
    }
    const exactResult = isExact ? result : null;
    // The whole catalogue (the plain browse): each option's total, kept in the index.
    const isAll = size === index.size && result.countAnd(index.all) === size;
    const found = result;
    let members: Int32Array | null = null;
    const membersOnce = () => (members ??= membersOf(found));
    const groups = Object.fromEntries(
      Object.entries(index.groups).map(([name, group]) => [name, group.count(found, membersOnce, size, cap, isAll)]),
    ) as FacetCounts['groups'];
    const special = storeSubjectOptions(index, scope.storeSubjects ?? [], found, groups.storeSubject, cap);
    groups.storeSubject = special.counts;
    const specialSubjects = special.names;
    const dates = index.countDates(isAll ? 'all' : membersOnce(), scope.now, cap);
    if (stockRows !== null) {
      const counted = stockCountsOf(await stockRows, scope.locationId, cap);
      counted.statuses.set('forthcoming', dates.forthcoming);
      return { filter, index, groups, ...counted, pubDates: dates.buckets, specialSubjects, exactResult };
    }
    const stockCounts = async (picks: [string, StockCondition][]) =>
      new Map(
        size === 0 ? [] : await Promise.all(picks.map(async ([key, pick]) => [key, await countWith(pick)] as const)),
      );
    const [statuses, prices] = await Promise.all([
      stockCounts([
        ['in_stock', (builder) => builder.inStockHere(scope)],
        ['on_order', (builder) => builder.onOrderHere(scope)],
        ['other_locations', (builder) => builder.inStockElsewhere(scope)],
        ['orderable', (builder) => builder.orderableHere(scope)],
      ]),
      stockCounts(priceBandValues.map((band) => [band, (builder) => builder.priceBetween(scope, [priceBand(band)])])),
    ]);
    statuses.set('forthcoming', dates.forthcoming);
    return { filter, index, groups, statuses, prices, pubDates: dates.buckets, specialSubjects, exactResult };
  }

  /**
   * The count and facets of a filter, and its first titles in order; the facets count the whole
   * result. The count stops at the cap, and is read only when the head is full.
   */
  async function computeResult(
    scope: BrowseScope,
    filter: BrowseFilter,
    query: TextQuery | null,
    revisions: Revisions,
  ): Promise<BrowseResult> {
    const { first, count } = plan(scope, filter, query, revisions);
    const [head, counted] = await Promise.all([first(facetSampleSize), facetsOf(scope, filter, query, revisions)]);
    const rowCount =
      head.length < facetSampleSize
        ? head.length
        : Math.min(await countOf(filter, query, revisions, counted, count), resultCountCaps.total);
    const filterInfo = toFilterInfo(counted);
    const suggestion =
      query && rowCount < fewResults ? await suggestionFor(scope, filter, query, revisions, rowCount) : null;
    // As UTF-8 bytes: half what the text takes as a string once a label makes it two bytes a character.
    return { head, rowCount, filterInfo: Buffer.from(JSON.stringify(filterInfo)), suggestion };
  }

  /**
   * A result's count once its head is full. Works are counted from the whole result the facets
   * counted, when it is exact and the index settled (on PostgreSQL it is listed by SQL for the
   * facets anyway, and the count by SQL read every match again); otherwise by the reader. Titles are
   * counted apart from the facets: a title added in the same second as the last change is in the
   * result before the facet index of that revision knows it.
   */
  async function countOf(
    filter: BrowseFilter,
    query: TextQuery | null,
    revisions: Revisions,
    counted: ResultFacets,
    count: (cap: number) => Promise<number>,
  ): Promise<number> {
    if (groupsEditions(filter, query) && counted.exactResult) {
      const index = await facets.settledIndexFor(revisions.titles);
      if (index === counted.index) return index.works.count(counted.exactResult, countLimit);
    }
    return count(countLimit);
  }

  /**
   * "Did you mean" (docs/features/browse-and-search.md#did-you-mean): of the corrected texts of a
   * search that found fewer than `fewResults` titles, the one whose search (with the same filters)
   * finds the most, when that is more.
   */
  async function suggestionFor(
    scope: BrowseScope,
    filter: BrowseFilter,
    query: TextQuery,
    revisions: Revisions,
    rowCount: number,
  ): Promise<string | null> {
    const typoIndex = await vocabulary.indexFor(revisions.titles);
    let best: { text: string; count: number } | null = null;
    for (const text of correctedTexts(query, typoIndex)) {
      const corrected = toTextQuery(text, filter.k);
      if (corrected === null) continue;
      const reader = plan(scope, { ...filter, t: text }, withTypos(corrected, typoIndex), revisions);
      const count = await reader.count(suggestionCountCap);
      if (count > (best?.count ?? rowCount)) best = { text, count };
    }
    return best?.text ?? null;
  }

  /**
   * A page of a result: from the head when it holds the page. Past it, the result is read up to
   * the page's end; when the result is cached, up to the cap, and kept as the cached result's head, so the
   * other deep pages of the same result are slices too (the walk to offset 9,000 costs about as
   * much as the walk to 10,000).
   */
  async function pageOf(
    scope: BrowseScope,
    filter: BrowseFilter,
    query: TextQuery | null,
    revisions: Revisions,
    result: BrowseResult,
    cached: boolean,
    offset: number,
    length: number,
  ) {
    const end = Math.min(offset + length, result.rowCount);
    if (offset >= end) return [];
    if (end <= result.head.length) return result.head.slice(offset, end);
    const eisbns = await plan(scope, filter, query, revisions).first(cached ? result.rowCount : end);
    if (cached) result.head = eisbns;
    return eisbns.slice(offset, end);
  }

  /**
   * browse/get's answer (searchResponseSchema) as JSON text, written without checking it against
   * its schema again: its rows are built field by field by the mapper, and checking and writing
   * took a quarter of a cached answer's time. A test checks the answer against the contract.
   */
  async function answerOf(
    viewer: Viewer,
    scope: BrowseScope,
    filter: BrowseFilter,
    query: TextQuery | null,
    revisions: Revisions,
    result: BrowseResult,
    cached: boolean,
  ): Promise<BrowseAnswer> {
    const { o: offset, l: pageLength } = filter;
    const page = await pageOf(scope, filter, query, revisions, result, cached, offset, pageLength);
    const shown = groupsEditions(filter, query) ? await worksOf(scope, filter, query, revisions, page) : null;
    const summaries = await titles.summaries(viewer, shown ? shown.map((row) => row.eisbn) : page);
    const alsoIn = new Map(shown?.map((row) => [row.eisbn, row.alsoIn]));
    const rows = summaries.map((row) => {
      const others = alsoIn.get(row.eisbn);
      return others && others.length > 0 ? { ...row, also_in: others } : row;
    });
    return new BrowseAnswer(
      Buffer.concat([
        Buffer.from(
          `{"rows":${JSON.stringify(rows)},"row_count":${result.rowCount},"max_offset":${maxOffsetOf(result.rowCount, pageLength)},"filter_info":`,
        ),
        result.filterInfo,
        Buffer.from(`${result.suggestion === null ? '' : `,"did_you_mean":${JSON.stringify(result.suggestion)}`}}`),
      ]),
    );
  }

  /** The index query of a filter's text: its words, each also matching the catalogue's words a slip away. */
  async function searchOf(filter: BrowseFilter, titlesRevision: number): Promise<TextQuery | null> {
    const query = toTextQuery(filter.t, filter.k);
    if (query === null || query.isbns !== null) return query;
    return withTypos(query, await vocabulary.indexFor(titlesRevision));
  }

  /**
   * browse/get's answer as JSON: a page of titles for a filter, with the result's count and facets.
   * Once the catalogue and the stock revision it is keyed on have settled, the result and the
   * page's answer are cached, keyed by the titles' revision and the held stock revision; a page
   * shows availability and prices as of when it was cached, up to the stock lag later.
   */
  async function browseAnswer(viewer: Viewer, filter: BrowseFilter): Promise<BrowseAnswer> {
    assertKnownFilterValues(filter);
    const now = nowSeconds();
    const [revision, { hidden, storeSubjects, keyPart }] = await Promise.all([
      repo.revision(viewer.storeId),
      storeCatalogueOf(viewer),
    ]);
    const scope: BrowseScope = { storeId: viewer.storeId, locationId: viewer.locationId, now, hidden, storeSubjects };
    const keyedStock = stockHold.keyOf(viewer.storeId, revision.stock, now);
    const cacheable = cacheBytes > 0 && Math.max(revision.titles, keyedStock) < now - settleSeconds;
    const { o: offset, l: pageLength, ...resultFilter } = filter;
    // The hidden titles and the store subjects are part of the key, so hiding a title or changing
    // its subjects changes the results at once.
    const resultKey = JSON.stringify([
      viewer.storeId,
      viewer.locationId,
      revision.titles,
      keyedStock,
      keyPart,
      resultFilter,
    ]);
    // What else a page's rows depend on: prices shown or not, and the locations' names.
    const answerKey = JSON.stringify([resultKey, offset, pageLength, viewer.hidePrices, viewer.locations]);
    const cachedAnswer = cacheable ? answers.get(answerKey) : undefined;
    if (cachedAnswer !== undefined) return cachedAnswer;

    const [query] = await Promise.all([
      searchOf(filter, revision.titles),
      revision.titles < now - settleSeconds ? titleSets?.prepare(revision) : undefined,
    ]);
    let result = results.get(resultKey);
    if (!result) {
      result = await computeResult(scope, filter, query, revision);
      if (cacheable) results.set(resultKey, result);
    }
    const headBefore = result.head.length;
    const answer = await answerOf(viewer, scope, filter, query, revision, result, cacheable);
    if (cacheable) {
      // A deep page lengthens the cached head: count it again.
      if (result.head.length !== headBefore) results.set(resultKey, result);
      answers.set(answerKey, answer.kept());
    }
    return answer;
  }

  return {
    browseAnswer,

    /**
     * Reads ahead what the first shoppers after a start would otherwise wait for (0.4–1 s on a
     * million titles): the popularity ranks, the location's stock sets and its default browse,
     * the typo index of the vocabulary, and the sets of the subject groups and formats that browse
     * offers first as filters.
     */
    async warmUp(viewer: Viewer): Promise<void> {
      const answer = (await browseAnswer(viewer, emptyBrowseFilter)).json;
      await vocabulary.indexFor((await repo.revision(viewer.storeId)).titles);
      if (!titleSets) return;
      const { filter_info: filterInfo } = JSON.parse(answer) as Pick<SearchResponse, 'filter_info'>;
      const scope: BrowseScope = { storeId: viewer.storeId, locationId: viewer.locationId, now: nowSeconds() };
      const revisions = await repo.revision(viewer.storeId);
      for (const letter of ['s', 'f'] as const) {
        for (const option of filterInfo.filter((candidate) => candidate.m === letter).slice(0, warmOptionsPerGroup)) {
          const filter = { ...emptyBrowseFilter, [letter]: [option.k] };
          await readInMemory(titleSets, scope, filter, null, revisions)?.count(1);
        }
      }
    },
  };
}
export type BrowseService = ReturnType<typeof createBrowseService>;
