import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { SessionService } from '../session/service.ts';
import { checkoutOf } from './actions.ts';
import type { ShippingService } from './shipping-service.ts';

/**
 * checkout/getShippingProviders, getShippingBatch and setShipping (docs/api/README.md). The service
 * refuses guests (401) and addresses that are not the caller's own (404).
 */
export function shippingHandlers({ shipping, sessions }: { shipping: ShippingService; sessions: SessionService }) {
  return {
    'checkout/getShippingProviders': async (request, reply) =>
      shipping.getShippingProviders(await checkoutOf(request, reply, sessions), request.body.address_id),
    'checkout/getShippingBatch': async (request, reply) =>
      shipping.getShippingBatch(await checkoutOf(request, reply, sessions), request.body),
    'checkout/setShipping': async (request, reply) =>
      shipping.setShipping(await checkoutOf(request, reply, sessions), request.body),
  } satisfies ModuleActionHandlers;
}
