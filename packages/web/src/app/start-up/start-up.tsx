import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PleaseWait } from '../../components/ui/please-wait.tsx';
import { settingsQueryOptions } from '../../features/store/api.ts';
import { apiClient } from '../../lib/api-client.ts';
import { guestSession, sessionQueryOptions } from '../../entities/session/session.ts';
import { SiteSettingsProvider } from '../../lib/site-settings.tsx';
import { ThemeProvider } from '../providers.tsx';
import { AppRouter, builtInSegments } from '../router.tsx';
import { FatalScreen } from './fatal-screen.tsx';

/**
 * docs/features/shell-and-navigation.md#start-up: settings come from the page when the server embedded them, else from the
 * local cache when there is one (and are refreshed from the server at once), then the session
 * loads; a failure of either shows the fatal screen. `location` is the page's address when the
 * server renders it (entry-server.tsx); the browser's own address otherwise.
 */
export function StartUp({ webstoreName, location }: { webstoreName: string; location?: string }) {
  const [settingsOptions] = useState(() => settingsQueryOptions(webstoreName));
  const settingsQuery = useQuery(settingsOptions);
  const settings = settingsQuery.data;
  // The session call carries the store id, so it is known before the session query starts. When
  // the first path segment cannot be a store's basename, the server finds the same store for both
  // calls without it (host, else the default store), so the session loads alongside the settings.
  if (settings) apiClient.setStoreId(settings.store_info.id);
  const [storeFromPath] = useState(() => webstoreName !== '' && !builtInSegments.has(webstoreName));
  const sessionQuery = useQuery({ ...sessionQueryOptions, enabled: settings !== undefined || !storeFromPath });

  // A page the server drew starts with a guest's session (main.tsx): one the visitor's own never replaced is none.
  const hasSession = sessionQuery.data !== undefined && sessionQuery.data !== guestSession;
  if (settingsQuery.isError || (sessionQuery.isError && !hasSession)) {
    return (
      <ThemeProvider styles={settings?.styles}>
        <FatalScreen />
      </ThemeProvider>
    );
  }
  if (!settings || !sessionQuery.data) {
    return (
      <ThemeProvider styles={settings?.styles}>
        <PleaseWait />
      </ThemeProvider>
    );
  }
  return (
    <ThemeProvider styles={settings.styles}>
      <SiteSettingsProvider settings={settings}>
        <AppRouter settings={settings} location={location} />
      </SiteSettingsProvider>
    </ThemeProvider>
  );
}
