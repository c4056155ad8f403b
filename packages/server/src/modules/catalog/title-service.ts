import { catalogErrorCodes, catalogMessages, type TitleDetail, type TitleSummary } from '@bookfront/contract';
import { NotFoundError } from '../../lib/errors.ts';
import { hyphenatedIsbn13 } from '../../lib/identifiers.ts';
import { memoized } from '../../lib/request-memo.ts';
import { nowSeconds } from '../../lib/time.ts';
import { toAvailability, type StockFacts, type StoreLocationName } from './availability.ts';
import { toTitleDetail, toTitleSummary, type ContributorRow, type SummaryRow } from './mapper.ts';
import type { TitleRepository } from './title-repository.ts';
import type { Viewer } from './viewer.ts';

function groupBy<T extends { eisbn: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.eisbn);
    if (group) group.push(row);
    else groups.set(row.eisbn, [row]);
  }
  return groups;
}

export type SummaryOptions = {
  /** Guests of a store with guest_show_price off: no prices at all in the answer. */
  hidePrices?: boolean;
  /** The store's locations in their order (the store context holds them). */
  locations: StoreLocationName[];
};

/** What a title's summary depends on of who is looking. */
type SummaryViewer = Omit<Viewer, 'storeRevision'>;

/** The parts of one title its summary shows besides its row. */
type SummaryParts = {
  contributors: ContributorRow[];
  stock: (StockFacts & { eisbn: string })[];
  coverKey: string | undefined;
};

/** A title row with what its summary and availability show. */
type PricedSummaryRow = SummaryRow & Parameters<typeof toAvailability>[0];

function toSummary(viewer: SummaryViewer, row: PricedSummaryRow, parts: SummaryParts, now: number): TitleSummary {
  const context = { locationId: viewer.locationId, locations: viewer.locations, now, hidePrices: viewer.hidePrices };
  return toTitleSummary({
    row,
    contributors: parts.contributors,
    coverKey: parts.coverKey,
    availability: toAvailability(row, parts.stock, context),
    now,
  });
}

export function createTitleService(repo: TitleRepository) {
  /** Title summaries in the order of `eisbns`; unknown eisbns are left out. Four queries in all. */
  async function summaries(viewer: SummaryViewer, eisbns: string[]): Promise<TitleSummary[]> {
    const unique = [...new Set(eisbns)];
    const [rows, contributors, stock, covers] = await Promise.all([
      repo.findSummaryRows(unique),
      repo.findContributors(unique),
      repo.findStock(viewer.storeId, unique),
      repo.findCoverKeys(unique),
    ]);
    const now = nowSeconds();
    const rowsByEisbn = new Map(rows.map((row) => [row.eisbn, row]));
    const contributorsByEisbn = groupBy<ContributorRow>(contributors);
    const stockByEisbn = groupBy<StockFacts & { eisbn: string }>(stock);
    const coverKeys = new Map(covers.map((cover) => [cover.eisbn, cover.cacheKey]));
    return unique.flatMap((eisbn) => {
      const row = rowsByEisbn.get(eisbn);
      if (!row) return [];
      const parts = {
        contributors: contributorsByEisbn.get(eisbn) ?? [],
        stock: stockByEisbn.get(eisbn) ?? [],
        coverKey: coverKeys.get(eisbn),
      };
      return [toSummary(viewer, row, parts, now)];
    });
  }

  /**
   * Summaries of what the storefront shows: the titles the store hides are left out
   * (docs/features/store-console.md#catalogue-and-stock). A cart or a customer's own list still shows them.
   */
  async function shownSummaries(viewer: SummaryViewer, eisbns: string[]): Promise<TitleSummary[]> {
    const hidden = await repo.findHiddenAmong(viewer.storeId, [...new Set(eisbns)]);
    return summaries(
      viewer,
      eisbns.filter((eisbn) => !hidden.has(eisbn)),
    );
  }

  // The item page's head and its first answer both show one title: they share one read of each row.
  // A title the store hides is no title there, as one the catalogue lacks.
  const itemRow = (storeId: string, eisbn: string) =>
    memoized(`title:${storeId}:${eisbn}`, async () => {
      const [row, hidden] = await Promise.all([repo.findDetailRow(eisbn), repo.findHiddenAmong(storeId, [eisbn])]);
      return hidden.has(eisbn) ? undefined : row;
    });
  const itemParts = (storeId: string, eisbn: string) =>
    memoized(`title-parts:${storeId}:${eisbn}`, async (): Promise<SummaryParts> => {
      const [contributors, stock, covers] = await Promise.all([
        repo.findContributors([eisbn]),
        repo.findStock(storeId, [eisbn]),
        repo.findCoverKeys([eisbn]),
      ]);
      return { contributors, stock, coverKey: covers[0]?.cacheKey };
    });

  return {
    summaries,
    shownSummaries,

    /** Which of `eisbns` the store hides from its storefront (docs/features/store-console.md#catalogue-and-stock). */
    hiddenAmong: (storeId: string, eisbns: string[]): Promise<Set<string>> =>
      repo.findHiddenAmong(storeId, [...new Set(eisbns)]),

    /**
     * Title summaries for a store and location, in input order, as the storefront shows them: the
     * titles the store hides are left out (browse/url and browse/file use it). `locationId` null
     * means the store's first location.
     */
    async summariesByEisbns(
      storeId: string,
      locationId: string | null,
      eisbns: string[],
      options: SummaryOptions,
    ): Promise<TitleSummary[]> {
      const { locations } = options;
      const known = locationId !== null && locations.some((location) => location.id === locationId);
      return shownSummaries(
        {
          storeId,
          locationId: known ? locationId : (locations[0]?.id ?? ''),
          locations,
          hidePrices: options.hidePrices ?? false,
        },
        eisbns,
      );
    },

    /**
     * A title as its item page shows it: its row, contributors, cover and the store's stock of it
     * (every location); null when there is no such title.
     */
    async findItem(storeId: string, eisbn: string) {
      const row = await itemRow(storeId, eisbn);
      return row ? { row, ...(await itemParts(storeId, eisbn)) } : null;
    },

    async getItem(viewer: Viewer, eisbn: string): Promise<TitleDetail> {
      const row = await itemRow(viewer.storeId, eisbn);
      if (!row) throw new NotFoundError(catalogErrorCodes.itemNotFound, catalogMessages.itemNotFound);
      const [parts, subjects, storeSubjects, reviews, hasLibroAudiobook] = await Promise.all([
        itemParts(viewer.storeId, eisbn),
        repo.findSubjects(eisbn),
        repo.findStoreSubjects(viewer.storeId, eisbn),
        repo.findReviews(eisbn),
        row.workKey === null ? Promise.resolve(false) : repo.hasAudiobookEdition(row.workKey, eisbn),
      ]);
      const summary = toSummary(viewer, row, parts, nowSeconds());
      return toTitleDetail(summary, row, parts.contributors, {
        subjects,
        storeSubjects,
        reviews,
        hasLibroAudiobook,
      });
    },

    async getProductCode(eisbn: string): Promise<{ isbn: string }> {
      const row = await repo.findDetailRow(eisbn);
      if (!row) throw new NotFoundError(catalogErrorCodes.itemNotFound, catalogMessages.itemNotFound);
      return { isbn: hyphenatedIsbn13(row.eisbn) };
    },
  };
}
export type TitleService = ReturnType<typeof createTitleService>;
