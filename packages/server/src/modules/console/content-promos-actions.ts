import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { staffOf } from './actions.ts';
import type { ConsolePromosService } from './content-promos-service.ts';

/** The store console's promo codes (docs/features/store-console.md#promo-codes); the action table names their roles. */
export function consolePromoHandlers(promos: ConsolePromosService) {
  return {
    'console/promos/list': async (request) => promos.list(request.store.id),
    'console/promos/create': async (request) => promos.create(staffOf(request), request.body),
    'console/promos/update': async (request) => promos.update(staffOf(request), request.body),
    'console/promos/deactivate': async (request) => promos.deactivate(staffOf(request), request.body.code),
  } satisfies ModuleActionHandlers;
}
