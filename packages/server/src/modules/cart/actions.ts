import {
  addPromoCodeInputSchema,
  cartAddInputSchema,
  cartErrorCodes,
  cartLineInputSchema,
  cartMessages,
  cartResultSchema,
  commonErrorCodes,
  failureSchema,
  shellMessages,
} from '@bookfront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { actionBody } from '../../plugins/action-body.ts';
import { ensureSession } from '../../plugins/session.ts';
import { cartViewerFor, type SessionRecord, type SessionService } from '../session/service.ts';
import type { CartService } from './service.ts';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

/** Spec 1 §6: the cart exists when the store has it on, and for guests only when guest_show_cart. */
function requireCartAccess(request: FastifyRequest): void {
  const { settings } = request.store;
  if (!settings.cart_enabled) throw new ForbiddenError(cartErrorCodes.cartDisabled, cartMessages.orderingDisabled);
  if (!settings.guest_show_cart && !request.session?.userId) {
    throw new UnauthorizedError(commonErrorCodes.loginRequired, shellMessages.loginOrSignUp);
  }
}

/** cart/add, removeItem, removeAll, removeUnavailable, checkout/addPromocode and removePromocode (spec 2 §7); each answers the cart. */
export function cartActions({
  carts,
  sessions,
}: {
  carts: CartService;
  sessions: SessionService;
}): FastifyPluginAsyncZod {
  const sessionOf = async (request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord> => {
    requireCartAccess(request);
    return ensureSession(request, reply, sessions);
  };

  return async (app) => {
    app.post(
      '/cart/add',
      { schema: { body: actionBody(cartAddInputSchema), response: { 200: cartResultSchema, ...failures } } },
      async (request, reply) => {
        const session = await sessionOf(request, reply);
        const cartId = await sessions.ensureCartId(session);
        return { cart: await carts.add(cartViewerFor(request.store, session), cartId, request.body) };
      },
    );

    app.post(
      '/checkout/addPromocode',
      { schema: { body: actionBody(addPromoCodeInputSchema), response: { 200: cartResultSchema, ...failures } } },
      async (request, reply) => {
        const session = await sessionOf(request, reply);
        const cartId = await sessions.ensureCartId(session);
        return { cart: await carts.addPromoCode(cartViewerFor(request.store, session), cartId, request.body.code) };
      },
    );

    app.post(
      '/checkout/removePromocode',
      { schema: { body: actionBody(z.object({})), response: { 200: cartResultSchema, ...failures } } },
      async (request, reply) => {
        const session = await sessionOf(request, reply);
        return { cart: await carts.removePromoCodes(cartViewerFor(request.store, session), session.cartId) };
      },
    );

    app.post(
      '/cart/removeItem',
      { schema: { body: actionBody(cartLineInputSchema), response: { 200: cartResultSchema, ...failures } } },
      async (request, reply) => {
        const session = await sessionOf(request, reply);
        const viewer = cartViewerFor(request.store, session);
        return { cart: await carts.removeItem(viewer, session.cartId, request.body.cart_id) };
      },
    );

    app.post(
      '/cart/removeAll',
      { schema: { body: actionBody(z.object({})), response: { 200: cartResultSchema, ...failures } } },
      async (request, reply) => {
        const session = await sessionOf(request, reply);
        return { cart: await carts.removeAll(cartViewerFor(request.store, session), session.cartId) };
      },
    );

    app.post(
      '/cart/removeUnavailable',
      {
        schema: {
          body: actionBody(z.object({})),
          response: { 200: cartResultSchema.extend({ message: z.string() }), ...failures },
        },
      },
      async (request, reply) => {
        const session = await sessionOf(request, reply);
        const cart = await carts.removeUnavailable(cartViewerFor(request.store, session), session.cartId);
        return { cart, message: cartMessages.removedUnavailable };
      },
    );
  };
}
