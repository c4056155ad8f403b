import { favouritesWord, type TitleList } from '@bookfront/contract';
import type { TitleListRow } from '../../db/schema.ts';

/** docs/features/custom-pages.md#store-lists: the store's own lists belong to no customer. */
export const storeListUserId = '';

/** docs/features/lists.md#favourites "Title list". The favourites list is named in the store's spelling, whatever it was made with. */
export function toTitleList(row: TitleListRow, rowCount: number, isAmerican: boolean): TitleList {
  const isFavourites = row.isFavourites === 1;
  return {
    list_id: row.id,
    name: isFavourites ? favouritesWord(isAmerican, { capitalized: true }) : row.name,
    description: row.description,
    can_delete: !isFavourites,
    is_favourites: isFavourites,
    ...(row.userId === storeListUserId ? { is_store_list: true, can_delete: false } : {}),
    changed: Number(row.updatedAt),
    date_posted: Number(row.createdAt),
    date_updated: Number(row.updatedAt),
    row_count: rowCount,
  };
}
