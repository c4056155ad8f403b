import type { TitleList } from '@bookfront/contract';

/** A customer's favourites list holding two titles. */
export function titleListFixture(overrides: Partial<TitleList> = {}): TitleList {
  return {
    list_id: 'fav-1',
    name: 'Favorites',
    description: '',
    can_delete: false,
    is_favourites: true,
    changed: 1_780_000_000,
    date_posted: 1_780_000_000,
    date_updated: 1_780_000_000,
    row_count: 2,
    ...overrides,
  };
}
