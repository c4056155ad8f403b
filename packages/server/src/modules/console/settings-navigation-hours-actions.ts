import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { staffOf } from './actions.ts';
import type { ConsoleSpecialHoursService } from './settings-hours-service.ts';
import type { ConsoleNavigationService } from './settings-navigation-service.ts';

/**
 * The console's navigation menu editor and locations' special hours (docs/features/store-console.md#navigation,
 * docs/features/store-console.md#special-hours); the action table names their roles.
 */
export function consoleNavigationAndHoursHandlers(deps: {
  navigation: ConsoleNavigationService;
  specialHours: ConsoleSpecialHoursService;
}) {
  const { navigation, specialHours } = deps;
  return {
    'console/settings/navigation': async (request) => navigation.navigation(request.store.id),
    'console/settings/saveNavigation': async (request) => navigation.saveNavigation(staffOf(request), request.body),
    'console/settings/specialHours': async (request) => specialHours.read(request.store.id, request.body.location_id),
    'console/settings/saveSpecialHours': async (request) => specialHours.save(staffOf(request), request.body),
  } satisfies ModuleActionHandlers;
}
