import { checkoutErrorCodes, checkoutMessages } from '@bookfront/contract';
import { BadRequestError } from '../../lib/errors.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import type { SessionService } from '../session/service.ts';
import { checkoutOf } from './actions.ts';
import type { PaypalService } from './paypal-service.ts';

/** checkout/paypalCreate and checkout/paypalSuccess (docs/features/checkout.md#paypal). */
export function paypalHandlers({ paypal, sessions }: { paypal: PaypalService; sessions: SessionService }) {
  return {
    'checkout/paypalCreate': async (request, reply) =>
      paypal.create(await checkoutOf(request, reply, sessions), { baseUrl: storeBaseUrl(request) }),
    'checkout/paypalSuccess': async (request, reply) => {
      const requestId = request.body.uuid?.trim();
      if (!requestId) {
        throw new BadRequestError(checkoutErrorCodes.requestIdRequired, checkoutMessages.requestIdRequired, {
          uuid: checkoutMessages.requestIdRequired,
        });
      }
      return paypal.complete(await checkoutOf(request, reply, sessions), {
        paypalOrderId: request.body.order_id,
        requestId,
        checksum: request.body.checksum,
        baseUrl: storeBaseUrl(request),
      });
    },
  } satisfies ModuleActionHandlers;
}
