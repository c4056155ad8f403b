import {
  checkoutStateSchema,
  failureSchema,
  getShippingBatchInputSchema,
  getShippingProvidersInputSchema,
  setShippingInputSchema,
  shippingBatchSchema,
  shippingProvidersSchema,
} from '@bookfront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionBody } from '../../plugins/action-body.ts';
import type { SessionService } from '../session/service.ts';
import { checkoutOf } from './actions.ts';
import type { ShippingService } from './shipping-service.ts';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

/**
 * checkout/getShippingProviders, getShippingBatch and setShipping (spec 2 §7). The service
 * refuses guests (401) and addresses that are not the caller's own (404).
 */
export function shippingActions({
  shipping,
  sessions,
}: {
  shipping: ShippingService;
  sessions: SessionService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/checkout/getShippingProviders',
      {
        schema: {
          body: actionBody(getShippingProvidersInputSchema),
          response: { 200: shippingProvidersSchema, ...failures },
        },
      },
      async (request, reply) =>
        shipping.getShippingProviders(await checkoutOf(request, reply, sessions), request.body.address_id),
    );

    app.post(
      '/checkout/getShippingBatch',
      {
        schema: { body: actionBody(getShippingBatchInputSchema), response: { 200: shippingBatchSchema, ...failures } },
      },
      async (request, reply) => shipping.getShippingBatch(await checkoutOf(request, reply, sessions), request.body),
    );

    app.post(
      '/checkout/setShipping',
      { schema: { body: actionBody(setShippingInputSchema), response: { 200: checkoutStateSchema, ...failures } } },
      async (request, reply) => shipping.setShipping(await checkoutOf(request, reply, sessions), request.body),
    );
  };
}
