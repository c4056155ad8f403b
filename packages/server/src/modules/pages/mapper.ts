import type { CustomBlock, FeaturedList } from '@bookfront/contract';
import { blockPlacementSchema, blockTypeSchema } from '@bookfront/contract';
import type { CustomBlockRow, FeaturedListRow } from '../../db/schema.ts';

/** docs/features/custom-pages.md#blocks "Custom block", without what it shows. */
export function toCustomBlock(row: CustomBlockRow): Omit<CustomBlock, 'rows' | 'row_count' | 'events'> {
  return {
    id: row.id,
    type: blockTypeSchema.catch('html').parse(row.type),
    placement: blockPlacementSchema.catch('other').parse(row.placement),
    name: row.name,
    header: row.header,
    header_visible: row.headerVisible === 1,
    description: row.description,
    list_id: row.listId,
    event_id: row.eventId,
    calendar_widgets: row.calendarWidgets === 1,
    has_titles: row.hasTitles === 1,
    limit: row.itemLimit,
    image: row.image,
    link: row.link,
  };
}

/** docs/features/custom-pages.md#featured-lists "Featured list", without its count and covers. */
export function toFeaturedList(row: FeaturedListRow): Omit<FeaturedList, 'row_count' | 'covers'> {
  return {
    list_id: row.listId,
    header: row.header,
    header_visible: row.headerVisible === 1,
    description: row.description,
    image: row.image,
    date: Number(row.postedAt),
    updated: Number(row.updatedAt),
    category: row.category,
    sub_category: row.subCategory,
    placement: row.placement === 'banner' ? 'banner' : 'other',
  };
}
