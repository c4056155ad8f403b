import type { Session, SiteSettings } from '@bookfront/contract';
import { isPublicAccountPath } from '../../lib/paths.ts';

export type GateKind = 'private' | 'exclusive';

/**
 * docs/features/shell-and-navigation.md#private-and-exclusive-sites: a private site needs a login to view anything; an exclusive site is restricted
 * for logged-in shoppers until the bookseller approves them. The login and sign-up pages stay open so visitors can get in.
 */
export function siteGate(
  settings: SiteSettings,
  session: { logged_in: boolean; user: Pick<NonNullable<Session['user']>, 'site_approved'> | null },
  pathname: string,
): GateKind | null {
  if (isPublicAccountPath(pathname)) return null;
  if (settings.is_exclusive) return session.user?.site_approved ? null : 'exclusive';
  if (settings.is_private && !session.logged_in) return 'private';
  return null;
}
