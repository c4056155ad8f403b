import {
  accountMessages,
  addPromoCodeInputSchema,
  cartEmailInputSchema,
  cartEmailResultSchema,
  cartAddInputSchema,
  cartErrorCodes,
  cartImportOptionsSchema,
  cartImportResultSchema,
  cartLineInputSchema,
  cartMessages,
  cartResultSchema,
  catalogMessages,
  commonErrorCodes,
  failureSchema,
  shellMessages,
} from '@bookfront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { actionBody } from '../../plugins/action-body.ts';
import { ensureSession } from '../../plugins/session.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import type { TitleService } from '../catalog/title-service.ts';
import type { MailService } from '../mail/service.ts';
import type { RateLimitPolicy, RateLimitService } from '../rate-limit/service.ts';
import { cartViewerFor, type SessionRecord, type SessionService } from '../session/service.ts';
import { cartEmail } from './email.ts';
import { readImportFile } from './import-file.ts';
import { createCartImportService } from './import-service.ts';
import type { CartService } from './service.ts';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

/** A file field as plugins/body-parsers.ts delivers it (at most 50 MB; larger bodies never get here). */
const uploadedFileSchema = z.object(
  { filename: z.string().max(500), mimetype: z.string(), data: z.instanceof(Buffer) },
  { error: catalogMessages.fileTypeRefused },
);

/** Spec 1 §6: the cart exists when the store has it on, and for guests only when guest_show_cart. */
function requireCartAccess(request: FastifyRequest): void {
  const { settings } = request.store;
  if (!settings.cart_enabled) throw new ForbiddenError(cartErrorCodes.cartDisabled, cartMessages.orderingDisabled);
  if (!settings.guest_show_cart && !request.session?.userId) {
    throw new UnauthorizedError(commonErrorCodes.loginRequired, shellMessages.loginOrSignUp);
  }
}

/** Emailing a cart sends mail to any address, so it is limited like the account actions that do. */
const cartEmailLimits = {
  perIp: { name: 'cart-email-ip', limit: 20, windowSeconds: 3600 },
  perSession: { name: 'cart-email-session', limit: 5, windowSeconds: 3600 },
} satisfies Record<string, RateLimitPolicy>;

export type CartActionDeps = {
  carts: CartService;
  sessions: SessionService;
  mail: Pick<MailService, 'send'>;
  rateLimits: RateLimitService;
  titles: TitleService;
};

/**
 * cart/add, removeItem, removeAll, removeUnavailable, email, import, checkout/addPromocode and
 * removePromocode (spec 2 §7); each answers the cart but cart/email.
 */
export function cartActions({ carts, sessions, mail, rateLimits, titles }: CartActionDeps): FastifyPluginAsyncZod {
  const imports = createCartImportService({ carts, titles });
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
      '/cart/email',
      {
        schema: {
          body: actionBody(cartEmailInputSchema),
          response: { 200: cartEmailResultSchema, 429: failureSchema, ...failures },
        },
      },
      async (request, reply) => {
        const session = await sessionOf(request, reply);
        const { store } = request;
        await rateLimits.consume(cartEmailLimits.perIp, `${store.id}:${request.ip}`, accountMessages.tooManyAttempts);
        await rateLimits.consume(
          cartEmailLimits.perSession,
          `${store.id}:${session.id}`,
          accountMessages.tooManyAttempts,
        );
        const cart = await carts.describeCart(cartViewerFor(store, session), session.cartId);
        if (cart.items.length === 0) throw new ConflictError(cartErrorCodes.emptyCart, cartMessages.empty);
        const baseUrl = storeBaseUrl(request);
        const to = request.body.email_address;
        await mail.send(
          store,
          cartEmail({ storeName: store.name, currency: store.settings.store_info.currency, to, cart, baseUrl }),
          { baseUrl },
        );
        return { message: cartMessages.emailSent(to) };
      },
    );

    app.post(
      '/cart/import',
      {
        schema: {
          body: actionBody(cartImportOptionsSchema.extend({ file: uploadedFileSchema })),
          response: {
            200: cartImportResultSchema,
            413: failureSchema,
            415: failureSchema,
            422: failureSchema,
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const session = await sessionOf(request, reply);
        const lines = await readImportFile(request.body.file, (error) =>
          request.log.info({ err: error }, 'cart/import could not read the file'),
        );
        const viewer = cartViewerFor(request.store, session);
        if (!request.body.addToCart) return { result: { titles: await imports.preview(viewer, lines) } };
        const cartId = await sessions.ensureCartId(session);
        const { rows, cart } = await imports.addToCart(viewer, cartId, lines);
        return { result: { titles: rows }, cart };
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
