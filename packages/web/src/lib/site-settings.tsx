import { createContext, use, type ReactNode } from 'react';
import type { SiteSettings } from '@bookfront/contract';

const SiteSettingsContext = createContext<SiteSettings | null>(null);

/** Provided by the start-up once the store's settings are known (cached or fresh). */
export function SiteSettingsProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return <SiteSettingsContext value={settings}>{children}</SiteSettingsContext>;
}

export function useSiteSettings(): SiteSettings {
  const settings = use(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings must be used inside SiteSettingsProvider');
  return settings;
}
