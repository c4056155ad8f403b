import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { SalesService } from '../orders/sales-service.ts';

/** The daily sales summary (docs/features/store-console.md#daily-sales-summary). */
export function consoleSalesHandlers(sales: SalesService) {
  return {
    'console/sales/daily': async (request) => sales.daily(request.store.id, request.body),
  } satisfies ModuleActionHandlers;
}
