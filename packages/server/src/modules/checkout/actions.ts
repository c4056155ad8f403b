import {
  cartErrorCodes,
  cartMessages,
  checkoutErrorCodes,
  checkoutMessages,
  checkoutStateSchema,
  failureSchema,
  setDeliveryInputSchema,
} from '@bookfront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { actionBody } from '../../plugins/action-body.ts';
import { ensureSession } from '../../plugins/session.ts';
import type { SessionService } from '../session/service.ts';
import type { Checkout, CheckoutService } from './service.ts';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

/**
 * Spec 1 §6, spec 2 §6: checkout needs the cart turned on, and a guest may check out only where
 * the store allows guest checkout.
 */
function requireCheckoutAccess(request: FastifyRequest): void {
  const { settings } = request.store;
  if (!settings.cart_enabled) throw new ForbiddenError(cartErrorCodes.cartDisabled, cartMessages.orderingDisabled);
  if (!request.session?.userId && !settings.guest_allow_checkout) {
    throw new UnauthorizedError(checkoutErrorCodes.guestPickupOnly, checkoutMessages.loginRequired);
  }
}

/** The checkout of the caller's session, its cart created if it has none yet. */
export async function checkoutOf(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionService,
): Promise<Checkout> {
  requireCheckoutAccess(request);
  const session = await ensureSession(request, reply, sessions);
  const cartId = await sessions.ensureCartId(session);
  return { store: request.store, session, cartId };
}

/** checkout/get (ours) and checkout/setDelivery (spec 2 §7). */
export function checkoutActions({
  checkout,
  sessions,
}: {
  checkout: CheckoutService;
  sessions: SessionService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/checkout/get',
      { schema: { body: actionBody(z.object({})), response: { 200: checkoutStateSchema, ...failures } } },
      async (request, reply) => checkout.state(await checkoutOf(request, reply, sessions)),
    );

    app.post(
      '/checkout/setDelivery',
      { schema: { body: actionBody(setDeliveryInputSchema), response: { 200: checkoutStateSchema, ...failures } } },
      async (request, reply) =>
        checkout.setDelivery(await checkoutOf(request, reply, sessions), request.body.delivery_preference),
    );
  };
}
