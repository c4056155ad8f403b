import {
  checkoutErrorCodes,
  checkoutMessages,
  commonErrorCodes,
  emptyCheckoutContact,
  type CheckoutContact,
  type QuotePlaced,
} from '@bookfront/contract';
import type { NewOrder } from '../../db/schema.ts';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { MailService } from '../mail/service.ts';
import type { OrdersService } from '../orders/service.ts';
import { cartViewerFor, type SessionUserSource } from '../session/service.ts';
import { allowedCommunication } from './contact-service.ts';
import { orderEmailsOf } from './order-emails.ts';
import type { OrderRepository } from './order-repository.ts';
import { orderItemRows, orderSummaryOf, placedOrderMail, promoCodeUseRows } from './order-rows.ts';
import type { Checkout, CheckoutService } from './service.ts';

export function createQuoteService(deps: {
  orders: OrderRepository;
  checkout: CheckoutService;
  users: SessionUserSource;
  mail: MailService;
  /** Reads the quote back as its order page shows it. */
  orderHistory: Pick<OrdersService, 'getOrder'>;
  logError: (error: unknown, message: string) => void;
}) {
  const { orders, users, mail } = deps;

  /** docs/features/cart.md#quotes: the quote's number and the quote, which the order page opens with. */
  async function answer({ store, session }: Checkout, userId: string, orderNumber: string): Promise<QuotePlaced> {
    const viewer = { storeId: store.id, userId, sessionCorpId: session.corpId, locations: store.locations };
    return { order_number: orderNumber, data: await deps.orderHistory.getOrder(viewer, { order_id: orderNumber }) };
  }

  /** Who asks: the contact step's details when given, else the account's (docs/features/checkout.md#steps default preference). */
  async function asker(
    checkout: Checkout,
    userId: string,
    saved: CheckoutContact,
  ): Promise<{ contact: CheckoutContact; corpId: string | null }> {
    const user = await users.describeSessionUser(checkout.store.id, userId, checkout.session.corpId);
    const allowed = allowedCommunication(checkout.store.settings);
    const accountPreference = user?.communication_preference;
    const contact = {
      ...emptyCheckoutContact,
      name: saved.name || (user ? `${user.first_name} ${user.last_name}`.trim() : ''),
      email: saved.email || (user?.email_address ?? ''),
      phone: saved.phone || (user?.phone_number ?? ''),
      preferred_communication:
        saved.preferred_communication ??
        (accountPreference && allowed.includes(accountPreference) ? accountPreference : (allowed[0] ?? null)),
      promo_code: saved.promo_code,
    };
    // The corp the quote is asked as: the one the session acts for, else the customer's own.
    return { contact, corpId: checkout.session.corpId ?? user?.corp_id ?? null };
  }

  return {
    /**
     * checkout/requestQuote (docs/features/cart.md#quotes: logged-in customers, when the store takes quotes and the cart
     * has no unavailable items). Recorded as an order of kind 'quote' with the shopper's message,
     * no stock reserved; the cart is cleared (docs/features/checkout.md#review-and-submit).
     */
    async requestQuote(
      checkout: Checkout,
      options: { message: string; requestId: string | undefined; baseUrl: string },
    ): Promise<QuotePlaced> {
      const { store, session, cartId } = checkout;
      const userId = session.userId;
      if (!userId) throw new UnauthorizedError(commonErrorCodes.loginRequired, checkoutMessages.loginRequired);
      if (!store.settings.checkout.quote_enabled) {
        throw new ForbiddenError(checkoutErrorCodes.quoteDisabled, checkoutMessages.quoteDisabled);
      }
      if (options.requestId) {
        const existing = await orders.findByIdempotencyKey(store.id, options.requestId);
        if (existing?.userId === userId) return answer(checkout, userId, existing.orderNumber);
        if (existing) throw new ConflictError(checkoutErrorCodes.requestIdTaken, checkoutMessages.requestIdTaken);
      }
      const { draft, cart } = await deps.checkout.state(checkout);
      if (cart.items.length === 0) throw new ConflictError(checkoutErrorCodes.emptyCart, checkoutMessages.emptyCart);
      if (cart.contains_unavailable) {
        throw new ConflictError(checkoutErrorCodes.containsUnavailable, checkoutMessages.containsUnavailable);
      }
      const { contact, corpId } = await asker(checkout, userId, draft.contact);
      const viewer = cartViewerFor(store, session);
      const orderId = newId();
      const summary = orderSummaryOf(cart);
      const delivery = draft.delivery ?? 'pickup';

      const placed = await orders.transaction(async (trx) => {
        const lines = cart.items.map((item) => ({ id: item.cart_info.cart_id, quantity: item.cart_info.quantity }));
        if (!(await trx.claimCartLines(store.id, cartId, lines))) {
          throw new ConflictError(checkoutErrorCodes.checksumMismatch, checkoutMessages.cartChanged);
        }
        await trx.clearCheckout(store.id, cartId);
        // As for orders: taken in the transaction, so a refused quote leaves no gap in the numbers.
        const orderNumber = await trx.allocateOrderNumber(store.id);
        const order: NewOrder = {
          storeId: store.id,
          id: orderId,
          orderNumber,
          kind: 'quote',
          userId,
          corpId,
          idempotencyKey: options.requestId ?? null,
          guestTokenHash: null,
          locationId: viewer.locationId,
          deliveryPreference: delivery,
          provider: null,
          multishipMethod: null,
          paymentType: 'quote',
          paymentStatus: 'none',
          purchaserName: contact.name,
          email: contact.email,
          phone: contact.phone,
          communicationPreference: contact.preferred_communication ?? 'email',
          notes: options.message,
          purchaseOrder: contact.promo_code,
          shippingAddress: null,
          summary: JSON.stringify(summary),
          totalCents: summary.total,
          totalOwingCents: summary.total_owing,
          currency: store.settings.store_info.currency,
          ccCiphertext: null,
          ccInfo: null,
          paypalOrderId: null,
          createdAt: nowSeconds(),
        };
        const items = orderItemRows({ storeId: store.id, orderId, items: cart.items, reservations: new Map() });
        await trx.insertOrder(order);
        await trx.insertItems(items);
        await trx.insertPromoCodeUses(promoCodeUseRows({ storeId: store.id, orderId, cart }));
        const orderUrl = `${options.baseUrl}/account/order/${encodeURIComponent(order.orderNumber)}`;
        const placedMail = placedOrderMail({
          store,
          order,
          items,
          summary,
          shipping: null,
          contact,
          delivery,
          payment: 'quote',
          orderUrl,
        });
        // Recorded with the quote, so a quote that exists always has its emails.
        const emails = await mail.record(trx.trx, store, orderEmailsOf(store, placedMail), {
          baseUrl: options.baseUrl,
        });
        return { order, emails };
      });

      await mail.deliver(placed.emails).catch((error: unknown) => {
        deps.logError(error, `quote ${placed.order.orderNumber}: its emails wait for the mail worker`);
      });
      return answer(checkout, userId, placed.order.orderNumber);
    },
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
