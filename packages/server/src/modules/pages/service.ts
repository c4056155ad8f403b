import {
  pageLimits,
  type CustomBlock,
  type EventSummary,
  type FeatureFilter,
  type FeatureListResult,
  type FeatureSort,
} from '@bookfront/contract';
import type { Viewer } from '../catalog/viewer.ts';
import type { EventsService } from '../events/service.ts';
import type { ListsService } from '../lists/service.ts';
import { toCustomBlock, toFeaturedList } from './mapper.ts';
import type { PagesRepository } from './repository.ts';

export type PagesServiceDeps = {
  repo: PagesRepository;
  lists: Pick<ListsService, 'storeListTitles'>;
  events: Pick<EventsService, 'upcoming' | 'findEvent'>;
};

/** The filters of the features page: each category with its count, and its sub-categories with theirs. */
function filtersOf(counts: { category: string; subCategory: string; count: number }[]): FeatureFilter[] {
  const byCategory = new Map<string, FeatureFilter>();
  for (const { category, subCategory, count } of counts) {
    // A list without a category is listed under All categories only.
    if (!category) continue;
    const filter = byCategory.get(category) ?? { k: category, e: category, c: 0, subfilter: [] };
    filter.c += count;
    if (subCategory) filter.subfilter.push({ k: subCategory, e: subCategory, c: count });
    byCategory.set(category, filter);
  }
  const byName = (a: { e: string }, b: { e: string }) => a.e.localeCompare(b.e);
  return [...byCategory.values()]
    .map((filter) => ({ ...filter, subfilter: filter.subfilter.sort(byName) }))
    .sort(byName);
}

/**
 * What shoppers see of the store's own pages (docs/features/custom-pages.md): the blocks of the home
 * page and of custom pages, and the featured lists. Every query names the store.
 */
export function createPagesService({ repo, lists, events }: PagesServiceDeps) {
  return {
    /** titlelist/getCustom: a page's blocks in order, each with what it shows; [] for a page with none. */
    async getCustom(viewer: Viewer, pageId: string, now: number): Promise<CustomBlock[]> {
      const rows = await repo.findBlocks(viewer.storeId, pageId);
      let upcoming: Promise<EventSummary[]> | null = null;
      const upcomingEvents = () => (upcoming ??= events.upcoming(viewer.storeId, { now, limit: pageLimits.eventsMax }));
      return Promise.all(
        rows.map(async (row): Promise<CustomBlock> => {
          const block = { ...toCustomBlock(row), rows: [], row_count: 0, events: [] };
          if (block.type === 'list' && block.list_id) {
            const limit = Math.min(Math.max(block.limit, 1), pageLimits.sliderMax);
            const items = await lists.storeListTitles(viewer, block.list_id, { limit: block.has_titles ? limit : 0 });
            return items ? { ...block, rows: block.has_titles ? items.rows : [], row_count: items.row_count } : block;
          }
          if (block.type === 'event') {
            if (block.event_id) {
              const event = await events.findEvent(viewer.storeId, block.event_id);
              return { ...block, events: event ? [event] : [] };
            }
            const limit = Math.min(Math.max(block.limit, 1), pageLimits.eventsMax);
            return { ...block, events: (await upcomingEvents()).slice(0, limit) };
          }
          return block;
        }),
      );
    },

    /**
     * feature/getList: a page of featured lists with their counts and first covers, and the category
     * filters counting the lists that have the words searched for.
     */
    async getFeatures(
      viewer: Viewer,
      input: {
        category?: string;
        subCategory?: string;
        text?: string;
        sort: FeatureSort;
        limit: number;
        offset: number;
      },
    ): Promise<FeatureListResult> {
      const query = { storeId: viewer.storeId, ...input };
      const [rows, rowCount, counts] = await Promise.all([
        repo.findFeatures(query),
        repo.countFeatures(query),
        repo.countByCategory(viewer.storeId, input.text),
      ]);
      const described = await Promise.all(
        rows.map(async (row) => {
          const items = await lists.storeListTitles(viewer, row.listId, { limit: pageLimits.featureCovers });
          return {
            ...toFeaturedList(row),
            row_count: items?.row_count ?? 0,
            covers: (items?.rows ?? []).map((title) => ({
              eisbn: title.eisbn,
              cover_image_cache: title.cover_image_cache,
            })),
          };
        }),
      );
      return { rows: described, row_count: rowCount, sort: input.sort, filter_info: filtersOf(counts) };
    },
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
