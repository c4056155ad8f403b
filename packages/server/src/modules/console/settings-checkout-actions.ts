import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { staffOf } from './actions.ts';
import type { ConsoleCheckoutSettingsService } from './settings-checkout-service.ts';

/** The console's taxes, shipping and payment settings; the action table names their roles. */
export function consoleCheckoutSettingsHandlers(settings: ConsoleCheckoutSettingsService) {
  return {
    'console/settings/checkout': async (request) => settings.checkoutSettings(request.store.id),
    'console/settings/saveTaxes': async (request) => settings.saveTaxes(staffOf(request), request.body),
    'console/settings/saveShipping': async (request) => settings.saveShipping(staffOf(request), request.body),
    'console/settings/payments': async (request) => settings.payments(request.store.id),
    'console/settings/savePayments': async (request) => settings.savePayments(staffOf(request), request.body),
  } satisfies ModuleActionHandlers;
}
