import { cartErrorCodes, checkoutErrorCodes, checkoutMessages, cartPageMessages } from '@bookfront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { ensureSession } from '../../plugins/session.ts';
import type { SessionService } from '../session/service.ts';
import type { Checkout, CheckoutService } from './service.ts';

/**
 * docs/features/checkout.md#guest-checkout: checkout needs the cart turned on, and a guest may check out only where
 * the store allows guest checkout.
 */
function requireCheckoutAccess(request: FastifyRequest): void {
  const { settings } = request.store;
  if (!settings.cart_enabled) throw new ForbiddenError(cartErrorCodes.cartDisabled, cartPageMessages.orderingDisabled);
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

/** checkout/get and checkout/setDelivery (docs/api/README.md). */
export function checkoutHandlers({ checkout, sessions }: { checkout: CheckoutService; sessions: SessionService }) {
  return {
    'checkout/get': async (request, reply) => checkout.state(await checkoutOf(request, reply, sessions)),
    'checkout/setDelivery': async (request, reply) =>
      checkout.setDelivery(await checkoutOf(request, reply, sessions), request.body.delivery_preference),
  } satisfies ModuleActionHandlers;
}
