import { catalogMessages, type TitleDetail, type TitleSummary } from '@bookfront/contract';
import { NotFoundError } from '../../lib/errors.ts';
import { hyphenatedIsbn13 } from '../../lib/identifiers.ts';
import { nowSeconds } from '../../lib/time.ts';
import { toAvailability, type StockFacts, type StoreLocationName } from './availability.ts';
import { toTitleDetail, toTitleSummary, type ContributorRow } from './mapper.ts';
import type { TitleRepository } from './title-repository.ts';
import type { Viewer } from './viewer.ts';

export const itemNotFoundCode = 'ITEM_NOT_FOUND';

export { toEisbn } from '../../lib/identifiers.ts';

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
  /** The store's locations in their order; read from the database when not given. */
  locations?: StoreLocationName[];
};

export function createTitleService(repo: TitleRepository) {
  /** Title summaries in the order of `eisbns`; unknown eisbns are left out. Four queries in all. */
  async function summaries(viewer: Viewer, eisbns: string[]): Promise<TitleSummary[]> {
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
    const context = { locationId: viewer.locationId, locations: viewer.locations, now, hidePrices: viewer.hidePrices };
    return unique.flatMap((eisbn) => {
      const row = rowsByEisbn.get(eisbn);
      if (!row) return [];
      return [
        toTitleSummary({
          row,
          contributors: contributorsByEisbn.get(eisbn) ?? [],
          coverKey: coverKeys.get(eisbn),
          availability: toAvailability(row, stockByEisbn.get(eisbn) ?? [], context),
          now,
        }),
      ];
    });
  }

  return {
    summaries,

    /**
     * Title summaries for a store and location, in input order (browse/url and browse/file use
     * it). `locationId` null means the store's first location.
     */
    async summariesByEisbns(
      storeId: string,
      locationId: string | null,
      eisbns: string[],
      options: SummaryOptions = {},
    ): Promise<TitleSummary[]> {
      const locations = options.locations ?? (await repo.findLocationNames(storeId));
      const known = locationId !== null && locations.some((location) => location.id === locationId);
      return summaries(
        {
          storeId,
          locationId: known ? locationId : (locations[0]?.id ?? ''),
          locations,
          hidePrices: options.hidePrices ?? false,
        },
        eisbns,
      );
    },

    async getItem(viewer: Viewer, eisbn: string): Promise<TitleDetail> {
      const row = await repo.findDetailRow(eisbn);
      if (!row) throw new NotFoundError(itemNotFoundCode, catalogMessages.itemNotFound);
      const [[summary], contributors, subjects, reviews, hasLibroAudiobook] = await Promise.all([
        summaries(viewer, [eisbn]),
        repo.findContributors([eisbn]),
        repo.findSubjects(eisbn),
        repo.findReviews(eisbn),
        row.workKey === null ? Promise.resolve(false) : repo.hasAudiobookEdition(row.workKey, eisbn),
      ]);
      if (!summary) throw new NotFoundError(itemNotFoundCode, catalogMessages.itemNotFound);
      return toTitleDetail(summary, row, contributors, { subjects, reviews, hasLibroAudiobook });
    },

    async getProductCode(eisbn: string): Promise<{ isbn: string }> {
      const row = await repo.findDetailRow(eisbn);
      if (!row) throw new NotFoundError(itemNotFoundCode, catalogMessages.itemNotFound);
      return { isbn: hyphenatedIsbn13(row.eisbn) };
    },
  };
}
export type TitleService = ReturnType<typeof createTitleService>;
