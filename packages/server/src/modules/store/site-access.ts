import type { StoreSettings } from '@bookfront/contract';

export type SiteAccess = 'allowed' | 'login-required' | 'not-approved';

/**
 * docs/features/shell-and-navigation.md#private-and-exclusive-sites: a private site needs a login to see anything; an exclusive site also refuses
 * logged-in customers the bookseller has not approved (`bookfront customer:approve`).
 */
export function canViewSite(
  store: { settings: Pick<StoreSettings, 'is_private' | 'is_exclusive'> },
  viewer: { isLoggedIn: boolean; isApproved: boolean },
): SiteAccess {
  if (!store.settings.is_private && !store.settings.is_exclusive) return 'allowed';
  if (!viewer.isLoggedIn) return 'login-required';
  if (store.settings.is_exclusive && !viewer.isApproved) return 'not-approved';
  return 'allowed';
}
