import type { StoreSettings } from '@bookfront/contract';

export type SiteAccess = 'allowed' | 'login-required' | 'not-approved';

/**
 * Spec 1 §6: a private site needs a login to see anything; an exclusive site also refuses
 * logged-in users who are not approved. The accounts issue adds approval; until then nobody is.
 */
export function canViewSite(
  store: { settings: Pick<StoreSettings, 'is_private' | 'is_exclusive'> },
  session: { userId: string | null } | null,
): SiteAccess {
  if (!store.settings.is_private && !store.settings.is_exclusive) return 'allowed';
  if (!session?.userId) return 'login-required';
  if (store.settings.is_exclusive) return 'not-approved';
  return 'allowed';
}
