import type { Session, SiteSettings } from '@bookfront/contract';
import { isPublicAccountPath } from '../../lib/paths.ts';

export type GateKind = 'private' | 'exclusive';

/**
 * Spec 1 §2/§6: a private site needs a login to view anything; an exclusive site is restricted
 * even for logged-in shoppers. The login and sign-up pages stay open so visitors can get in.
 */
export function siteGate(
  settings: SiteSettings,
  session: Pick<Session, 'logged_in'>,
  pathname: string,
): GateKind | null {
  if (isPublicAccountPath(pathname)) return null;
  if (settings.is_exclusive) return 'exclusive';
  if (settings.is_private && !session.logged_in) return 'private';
  return null;
}
