import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import type { CardChargeService } from '../orders/card-charge-service.ts';
import type { FulfilmentService } from '../orders/fulfilment-service.ts';
import type { RefundService } from '../orders/refund-service.ts';
import { staffOf } from './actions.ts';

export type ConsolePaymentDeps = {
  fulfilment: FulfilmentService;
  cardCharges: CardChargeService;
  refunds: RefundService;
};

/**
 * The console's payment actions (docs/features/store-console.md#charging-a-sealed-card and
 * #refunds); each change answers the order as console/orders/get does.
 */
export function consolePaymentHandlers({ fulfilment, cardCharges, refunds }: ConsolePaymentDeps) {
  return {
    'console/orders/openCard': async (request) =>
      cardCharges.openCard(request.store, staffOf(request), request.body.order_number),
    'console/orders/recordCharged': async (request) => {
      await cardCharges.recordCharged(request.store, staffOf(request), request.body.order_number);
      return fulfilment.getOrder(request.store, staffOf(request), request.body.order_number);
    },
    'console/orders/refund': async (request) => {
      await refunds.refund(request.store, staffOf(request), { ...request.body, baseUrl: storeBaseUrl(request) });
      return fulfilment.getOrder(request.store, staffOf(request), request.body.order_number);
    },
  } satisfies ModuleActionHandlers;
}
