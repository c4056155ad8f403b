import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { staffOf } from './actions.ts';
import type { ConsoleSettingsService } from './settings-service.ts';

/** The console's storefront settings (docs/features/store-console.md#settings); the action table names their roles. */
export function consoleSettingsHandlers(settings: ConsoleSettingsService) {
  return {
    'console/settings/get': async (request) => settings.getSettings(request.store.id),
    'console/settings/saveTheme': async (request) => settings.saveTheme(staffOf(request), request.body),
    'console/settings/uploadImage': async (request) => settings.uploadImage(staffOf(request), request.body),
    'console/settings/saveSwitches': async (request) => settings.saveSwitches(staffOf(request), request.body),
    'console/settings/saveShortcuts': async (request) => settings.saveShortcuts(staffOf(request), request.body),
    'console/settings/locations': async (request) => settings.locations(request.store.id),
    'console/settings/saveLocation': async (request) => settings.saveLocation(staffOf(request), request.body),
    'console/settings/privacyPolicy': async (request) => settings.privacyPolicy(request.store.id),
    'console/settings/savePrivacyPolicy': async (request) => {
      await settings.savePrivacyPolicy(staffOf(request), request.body);
      return settings.privacyPolicy(request.store.id);
    },
    'console/settings/removePrivacyPolicy': async (request) => {
      await settings.removePrivacyPolicy(staffOf(request));
      return settings.privacyPolicy(request.store.id);
    },
  } satisfies ModuleActionHandlers;
}
