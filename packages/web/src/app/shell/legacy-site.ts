import type { Session, SiteSettings } from '@bookfront/contract';

/** docs/features/accounts.md#switching-accounts: a logged-in customer of a store with a previous site sees the banner, unless hide_v3_banner. */
export const showsLegacySiteBanner = (
  settings: Pick<SiteSettings, 'legacy_site_url' | 'hide_v3_banner'>,
  session: Pick<Session, 'logged_in'>,
) => session.logged_in && settings.legacy_site_url.trim() !== '' && !settings.hide_v3_banner;
