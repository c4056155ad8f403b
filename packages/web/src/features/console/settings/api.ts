import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleSettingsActionTable,
  type ConsoleImageKind,
  type ConsoleLocationInput,
  type ConsoleSettings,
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
};

/** console/settings/get: the theme and feature switches as the store has them now. */
export function useConsoleSettings() {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: settingsKeys.settings,
    queryFn: async () => {
      try {
        return await api.console['settings/get']();
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
    retry: false,
  });
}

/** A save answers the settings as they now are; the audit log is read again. */
function useSettingsChange<Input>(call: (input: Input) => Promise<ConsoleSettings>) {
  const queryClient = useQueryClient();
  const lapse = useLoginLapse();
  return useMutation<ConsoleSettings, Error, Input>({
    mutationFn: call,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
    onError: lapse,
  });
}

export const useSaveTheme = () => useSettingsChange((theme: ConsoleTheme) => api.console['settings/saveTheme'](theme));

export const useSaveSwitches = () =>
  useSettingsChange((switches: ConsoleSwitches) => api.console['settings/saveSwitches'](switches));

export const useUploadImage = () =>
  useSettingsChange((input: { kind: ConsoleImageKind; file: File }) => api.console['settings/uploadImage'](input));

/** console/settings/locations: the store's locations in the storefront's order. */
export function useConsoleLocations() {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: settingsKeys.locations,
    queryFn: async () => {
      try {
        return await api.console['settings/locations']();
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
    retry: false,
  });
}

/** Adds or changes a location; answers every location as it now is. */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  const lapse = useLoginLapse();
  return useMutation({
    mutationFn: (location: ConsoleLocationInput) => api.console['settings/saveLocation'](location),
    onSuccess: (locations) => {
      queryClient.setQueryData(settingsKeys.locations, locations);
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
    onError: (error: Error) => lapse(error),
  });
}
