import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  storeGetSettingsAction,
  webstoreGetContactAndHoursAction,
  webstoreSetMultistoreLocationAction,
  tableOf,
  type SiteSettings,
} from '@bookfront/contract';
import { checkAnswer, checksAnswers } from '../../lib/answer-check.ts';
import { actionClient } from '../../lib/api-client.ts';
import { readEmbeddedJson } from '../../lib/embedded-json.ts';
import { takeFirstAnswer } from '../../lib/first-answers.ts';

const api = actionClient(
  tableOf(storeGetSettingsAction, webstoreGetContactAndHoursAction, webstoreSetMultistoreLocationAction),
);

/** The first path segment may name a store under a basename (docs/features/store-settings.md#stores-and-hosts). */
export function webstoreNameFromPath(pathname: string) {
  return pathname.split('/').find((segment) => segment.length > 0) ?? '';
}

const cacheKey = (webstoreName: string) => `bookfront.settings.${webstoreName || '_'}`;

/**
 * Settings saved on a previous visit, so a return visit renders at once
 * (docs/features/store-settings.md#how-settings-are-kept). A copy saved by an older build may lack
 * settings added since, so it is used only where this build checks it (checksAnswers); in
 * production the page carries the settings.
 */
export function readCachedSettings(webstoreName: string): SiteSettings | undefined {
  if (!checksAnswers) return undefined;
  try {
    const raw = localStorage.getItem(cacheKey(webstoreName));
    if (!raw) return undefined;
    const parsed = checkAnswer(storeGetSettingsAction, JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedSettings(webstoreName: string, settings: SiteSettings) {
  try {
    localStorage.setItem(cacheKey(webstoreName), JSON.stringify(settings));
  } catch {
    // a full or disabled storage only costs the fast return visit
  }
}

/**
 * Runs `task` once the browser has nothing more urgent to do (Safari has no requestIdleCallback);
 * never in the server's render of the app, which has no storage to write.
 */
function whenIdle(task: () => void) {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else window.setTimeout(task, 1000);
}

export function clearCachedSettings() {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('bookfront.settings.')) localStorage.removeItem(key);
    }
  } catch {
    // nothing to clear
  }
}

/** The element the server embeds the settings in (packages/server/src/plugins/web-app.ts). */
const embeddedSettingsId = 'bf-settings';

/**
 * Settings the server embedded in the page as it served it (docs/decisions/0012-settings-in-the-page.md),
 * checked like any answer from the server. Undefined when the page carries none (the dev server).
 */
export function readEmbeddedSettings(): SiteSettings | undefined {
  const json = readEmbeddedJson(embeddedSettingsId)?.text;
  if (!json) return undefined;
  try {
    const parsed = checkAnswer(storeGetSettingsAction, JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function getSettings(webstoreName: string): Promise<SiteSettings> {
  const settings = await api.store.getSettings({ webstore_name: webstoreName });
  writeCachedSettings(webstoreName, settings);
  return settings;
}

export const storeKeys = {
  settings: (webstoreName: string) => ['store', 'settings', webstoreName] as const,
  contactAndHours: (storeId: string) => ['store', 'contact-and-hours', storeId] as const,
};

/**
 * Settings embedded in the page are current, so no call is made. Otherwise cached settings are
 * shown first and refreshed from the server straight away.
 */
export function settingsQueryOptions(webstoreName: string) {
  const embedded = readEmbeddedSettings();
  // The first write to local storage opens it, 100 ms on a phone: not before the page is drawn.
  if (embedded) whenIdle(() => writeCachedSettings(webstoreName, embedded));
  return queryOptions({
    queryKey: storeKeys.settings(webstoreName),
    queryFn: () => getSettings(webstoreName),
    initialData: embedded ?? readCachedSettings(webstoreName),
    initialDataUpdatedAt: embedded ? Date.now() : 0,
    // Fresh answers stay fresh for the visit; the cached copy (updated at 0) is refreshed on mount.
    staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Infinity),
    refetchOnWindowFocus: false,
    retry: 1,
    retryDelay: 300,
  });
}

export const getContactAndHours = () => api.webstore.getContactAndHours();

const contactAndHoursQuery = (storeId: string) =>
  queryOptions({
    queryKey: storeKeys.contactAndHours(storeId),
    queryFn: getContactAndHours,
    // The home page's hours come with the page.
    initialData: () => takeFirstAnswer(webstoreGetContactAndHoursAction, {}),
    staleTime: 5 * 60_000,
  });

export function useContactAndHours(storeId: string) {
  return useQuery(contactAndHoursQuery(storeId));
}

/** Fetches the locations' addresses and hours, unless they are at hand; a failure is left to the hook that shows them. */
export const prefetchContactAndHours = (queryClient: QueryClient, storeId: string) =>
  queryClient.prefetchQuery(contactAndHoursQuery(storeId));

export const setMultistoreLocation = (locationId: string) =>
  api.webstore.setMultistoreLocation({ location_id: locationId });

/**
 * Choosing a location reloads the page, so every price and stock figure follows it
 * (docs/features/shell-and-navigation.md#location-choice).
 */
export function useSetMultistoreLocation({ onChanged }: { onChanged: () => void }) {
  return useMutation({ mutationFn: setMultistoreLocation, onSuccess: onChanged });
}
