import {
  accountMessages,
  cartErrorCodes,
  commonErrorCodes,
  shellMessages,
  cartPageMessages,
} from '@bookfront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { asBuffer } from '../../lib/uploaded-file.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { ensureSession } from '../../plugins/session.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import type { TitleService } from '../catalog/title-service.ts';
import type { MailService } from '../mail/service.ts';
import type { RateLimitPolicy, RateLimitService } from '../rate-limit/service.ts';
import type { SessionRecord, SessionService } from '../session/service.ts';
import { cartEmail } from './email.ts';
import { readImportFile } from './import-file.ts';
import { createCartImportService, importLinesOfShared } from './import-service.ts';
import type { CartService } from './service.ts';

/** docs/features/cart.md#who-sees-the-cart: the cart exists when the store has it on, and for guests only when guest_show_cart. */
function requireCartAccess(request: FastifyRequest): void {
  const { settings } = request.store;
  if (!settings.cart_enabled) throw new ForbiddenError(cartErrorCodes.cartDisabled, cartPageMessages.orderingDisabled);
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
 * removePromocode (docs/api/README.md); each answers the cart but cart/email.
 */
export function cartHandlers({ carts, sessions, mail, rateLimits, titles }: CartActionDeps) {
  const imports = createCartImportService({ carts, titles });
  const sessionOf = async (request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord> => {
    requireCartAccess(request);
    return ensureSession(request, reply, sessions);
  };

  return {
    'cart/add': async (request, reply) => {
      const session = await sessionOf(request, reply);
      const cartId = await sessions.ensureCartId(session);
      return { cart: await carts.add(request.cartViewer, cartId, request.body) };
    },
    'checkout/addPromocode': async (request, reply) => {
      const session = await sessionOf(request, reply);
      const cartId = await sessions.ensureCartId(session);
      return carts.addPromoCode(request.cartViewer, cartId, request.body.code);
    },
    'checkout/removePromocode': async (request, reply) => {
      const session = await sessionOf(request, reply);
      return { cart: await carts.removePromoCodes(request.cartViewer, session.cartId) };
    },
    'cart/email': async (request, reply) => {
      const session = await sessionOf(request, reply);
      const { store } = request;
      await rateLimits.consume(cartEmailLimits.perIp, `${store.id}:${request.ip}`, accountMessages.tooManyAttempts);
      await rateLimits.consume(
        cartEmailLimits.perSession,
        `${store.id}:${session.id}`,
        accountMessages.tooManyAttempts,
      );
      const cart = await carts.describeCart(request.cartViewer, session.cartId);
      if (cart.items.length === 0) throw new ConflictError(cartErrorCodes.emptyCart, cartPageMessages.empty);
      const baseUrl = storeBaseUrl(request);
      const to = request.body.email_address;
      await mail.send(
        store,
        cartEmail({ storeName: store.name, currency: store.settings.store_info.currency, to, cart, baseUrl }),
        { baseUrl },
      );
      return { message: cartPageMessages.emailSent(to) };
    },
    'cart/import': async (request, reply) => {
      const session = await sessionOf(request, reply);
      const { file } = request.body;
      const lines = await readImportFile({ filename: file.filename, data: asBuffer(file.data) }, (error) =>
        request.log.info({ err: error }, 'cart/import could not read the file'),
      );
      const viewer = request.cartViewer;
      if (!request.body.addToCart) return { result: { titles: await imports.preview(viewer, lines) } };
      const cartId = await sessions.ensureCartId(session);
      const { rows, cart } = await imports.addToCart(viewer, cartId, lines);
      return { result: { titles: rows }, cart };
    },
    'cart/getShared': async (request) => imports.sharedCart(request.cartViewer, request.body.titles),
    'cart/addShared': async (request, reply) => {
      const session = await sessionOf(request, reply);
      const cartId = await sessions.ensureCartId(session);
      const lines = importLinesOfShared(request.body.titles);
      const { rows, cart } = await imports.addToCart(request.cartViewer, cartId, lines);
      return { result: { titles: rows }, cart };
    },
    'cart/removeItem': async (request, reply) => {
      const session = await sessionOf(request, reply);
      const viewer = request.cartViewer;
      return { cart: await carts.removeItem(viewer, session.cartId, request.body.cart_id) };
    },
    'cart/removeAll': async (request, reply) => {
      const session = await sessionOf(request, reply);
      return { cart: await carts.removeAll(request.cartViewer, session.cartId) };
    },
    'cart/removeUnavailable': async (request, reply) => {
      const session = await sessionOf(request, reply);
      const cart = await carts.removeUnavailable(request.cartViewer, session.cartId);
      return { cart, message: cartPageMessages.removedUnavailable };
    },
  } satisfies ModuleActionHandlers;
}
