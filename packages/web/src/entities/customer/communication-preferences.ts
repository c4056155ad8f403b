import type { CommunicationPreference, SiteSettings, User } from '@bookfront/contract';

/** docs/features/accounts.md#profile-fields: the ways the store offers to contact a customer; 'text' only when texting is enabled. */
export function offeredCommunicationPreferences(settings: SiteSettings): CommunicationPreference[] {
  const { allowed_comm_prefs: allowed, texting_enabled: textingEnabled } = settings.store_info;
  return allowed.filter((preference) => preference !== 'text' || textingEnabled);
}

/** The offered ways, or email when the store offers none: an account always has one. */
export function allowedCommunicationPreferences(settings: SiteSettings): CommunicationPreference[] {
  const shown = offeredCommunicationPreferences(settings);
  return shown.length > 0 ? shown : ['email'];
}

/** The user's preference when the store still offers it, otherwise the first offered. */
export function defaultCommunicationPreference(
  settings: SiteSettings,
  user?: Pick<User, 'communication_preference'> | null,
) {
  const allowed = allowedCommunicationPreferences(settings);
  const preferred = user?.communication_preference;
  return preferred && allowed.includes(preferred) ? preferred : (allowed[0] ?? 'email');
}
