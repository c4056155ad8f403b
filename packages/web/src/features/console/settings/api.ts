import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleSettingsActionTable,
  type ConsoleImageKind,
  type ConsoleLocationInput,
  type ConsoleNavigationInput,
  type ConsoleSpecialHoursInput,
  type ConsolePrivacyPolicyInput,
  type ConsoleShortcutsInput,
  type ConsoleSwitches,
  type ConsoleTheme,
} from '@bookfront/contract';
import { actionClient } from '../../../lib/api-client.ts';
import { useLoginLapse } from '../api.ts';

// The console is its own chunk, so it may carry its whole domain's schemas.
const api = actionClient(consoleSettingsActionTable);

export const settingsKeys = {
  settings: ['console', 'settings', 'get'] as const,
  locations: ['console', 'settings', 'locations'] as const,
  privacyPolicy: ['console', 'settings', 'privacyPolicy'] as const,
  navigation: ['console', 'settings', 'navigation'] as const,
  specialHours: (locationId: string) => ['console', 'settings', 'specialHours', locationId] as const,
};

/** A console read; a staff session that has ended brings back the login. */
export function useConsoleRead<Output>(queryKey: readonly string[], read: () => Promise<Output>) {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey,
    queryFn: async () => {
      try {
        return await read();
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
    retry: false,
  });
}

/** A change answers what it changed as it now is, kept under `queryKey`; the audit log is read again. */
export function useConsoleChange<Output, Input>(queryKey: readonly string[], call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const lapse = useLoginLapse();
  return useMutation<Output, Error, Input>({
    mutationFn: call,
    onSuccess: (output) => {
      queryClient.setQueryData(queryKey, output);
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
    onError: lapse,
  });
}

/** console/settings/get: the theme and feature switches as the store has them now. */
export const useConsoleSettings = () => useConsoleRead(settingsKeys.settings, () => api.console['settings/get']());

export const useSaveTheme = () =>
  useConsoleChange(settingsKeys.settings, (theme: ConsoleTheme) => api.console['settings/saveTheme'](theme));

export const useSaveSwitches = () =>
  useConsoleChange(settingsKeys.settings, (switches: ConsoleSwitches) =>
    api.console['settings/saveSwitches'](switches),
  );

export const useUploadImage = () =>
  useConsoleChange(settingsKeys.settings, (input: { kind: ConsoleImageKind; file: File }) =>
    api.console['settings/uploadImage'](input),
  );

export const useSaveShortcuts = () =>
  useConsoleChange(settingsKeys.settings, (input: ConsoleShortcutsInput) =>
    api.console['settings/saveShortcuts'](input),
  );

/** console/settings/locations: the store's locations in the storefront's order. */
export const useConsoleLocations = () =>
  useConsoleRead(settingsKeys.locations, () => api.console['settings/locations']());

/** Adds or changes a location; answers every location as it now is. */
export const useSaveLocation = () =>
  useConsoleChange(settingsKeys.locations, (location: ConsoleLocationInput) =>
    api.console['settings/saveLocation'](location),
  );

/** console/settings/privacyPolicy: the policy's title and Markdown, or null. */
export const useConsolePrivacyPolicy = () =>
  useConsoleRead(settingsKeys.privacyPolicy, () => api.console['settings/privacyPolicy']());

export const useSavePrivacyPolicy = () =>
  useConsoleChange(settingsKeys.privacyPolicy, (input: ConsolePrivacyPolicyInput) =>
    api.console['settings/savePrivacyPolicy'](input),
  );

export const useRemovePrivacyPolicy = () =>
  useConsoleChange(settingsKeys.privacyPolicy, () => api.console['settings/removePrivacyPolicy']());

/** console/settings/navigation: both menus, and the store pages and featured lists an entry may lead to. */
export const useConsoleNavigation = () =>
  useConsoleRead(settingsKeys.navigation, () => api.console['settings/navigation']());

export const useSaveNavigation = () =>
  useConsoleChange(settingsKeys.navigation, (input: ConsoleNavigationInput) =>
    api.console['settings/saveNavigation'](input),
  );

/** console/settings/specialHours: a location's special days from this month on. */
export const useConsoleSpecialHours = (locationId: string) =>
  useConsoleRead(settingsKeys.specialHours(locationId), () =>
    api.console['settings/specialHours']({ location_id: locationId }),
  );

export const useSaveSpecialHours = (locationId: string) =>
  useConsoleChange(settingsKeys.specialHours(locationId), (input: ConsoleSpecialHoursInput) =>
    api.console['settings/saveSpecialHours'](input),
  );
