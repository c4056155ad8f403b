import {
  checkoutErrorCodes,
  checkoutMessages,
  failureSchema,
  orderPlacedSchema,
  paypalCreatedSchema,
  paypalSuccessInputSchema,
} from '@bookfront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import { actionBody } from '../../plugins/action-body.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import type { SessionService } from '../session/service.ts';
import { checkoutOf } from './actions.ts';
import type { PaypalService } from './paypal-service.ts';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

/** checkout/paypalCreate (ours) and checkout/paypalSuccess (spec 2 §7). */
export function paypalActions({
  paypal,
  sessions,
}: {
  paypal: PaypalService;
  sessions: SessionService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/checkout/paypalCreate',
      { schema: { body: actionBody(z.object({})), response: { 200: paypalCreatedSchema, ...failures } } },
      async (request, reply) =>
        paypal.create(await checkoutOf(request, reply, sessions), { baseUrl: storeBaseUrl(request) }),
    );

    app.post(
      '/checkout/paypalSuccess',
      { schema: { body: actionBody(paypalSuccessInputSchema), response: { 200: orderPlacedSchema, ...failures } } },
      async (request, reply) => {
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
    );
  };
}
