import { checkoutErrorCodes, checkoutMessages, type OrderPlaced } from '@bookfront/contract';
import type { CheckoutDraftRow, NewOrder } from '../../db/schema.ts';
import { ConflictError } from '../../lib/errors.ts';
import { newId, randomToken, sha256Hex } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { CartService } from '../cart/service.ts';
import type { GiftCardService } from '../giftcards/service.ts';
import type { MailService } from '../mail/service.ts';
import type { PromoUsageService } from '../orders/promo-usage-service.ts';
import type { RegistryService } from '../registry/service.ts';
import { cartViewerFor } from '../session/service.ts';
import { orderEmailsOf } from './order-emails.ts';
import type { OrderRepository, Reservation } from './order-repository.ts';
import {
  giftCardLinesOf,
  giftCardsSpent,
  orderItemRows,
  orderShippingOf,
  orderSummaryOf,
  placedOrderMail,
  promoCodeUseRows,
  providerLabelOf,
  stockLinesOf,
} from './order-rows.ts';
import type { Checkout, CheckoutService } from './service.ts';
import type { ShippingService } from './shipping-service.ts';
import { assertCartOrderable, assertDraftComplete, fail, paymentOf, type HostedCardPaid } from './submit-checks.ts';

export type SubmitOptions = {
  /** The request's uuid: the same uuid again answers the same order (never a second one). */
  requestId: string;
  /** The checksum of the cart the review showed. */
  checksum: string;
  /** The store's public address, for the links in the emails. */
  baseUrl: string;
  /** A PayPal order the shopper already approved and the store captured (checkout/paypalSuccess). */
  paypalOrderId?: string;
  /** A payment a hosted card form took and its provider confirmed (checkout/cardPayment, chaseSuccess). */
  hostedCard?: HostedCardPaid;
};

/**
 * The request id as the orders table keeps it: scoped to the cart it ordered, so the same id sent by
 * another shopper is another request (and tells them nothing of this order).
 */
const idempotencyKeyOf = (checkout: Checkout, requestId: string) => sha256Hex(`${checkout.cartId}:${requestId}`);

export function createSubmitService(deps: {
  orders: OrderRepository;
  checkout: CheckoutService;
  carts: CartService;
  mail: MailService;
  shipping: Pick<ShippingService, 'shippingCostFor'>;
  giftCards: Pick<GiftCardService, 'redeemForOrder' | 'issueForOrder' | 'issuedCardEmails'>;
  registries: Pick<RegistryService, 'recordPurchases'>;
  promoUses: Pick<PromoUsageService, 'claimUses'>;
  logError: (error: unknown, message: string) => void;
}) {
  const { orders, carts, mail } = deps;

  /**
   * Prices the delivery again for the cart as it is now. A cost other than the one the review
   * showed is saved to the draft and the shopper is sent back to look at it.
   */
  async function assertShippingCurrent(checkout: Checkout, row: CheckoutDraftRow): Promise<void> {
    const cost = await deps.shipping.shippingCostFor(checkout);
    if (!cost.ok) throw cost.problem;
    if (cost.cents !== row.shippingCents) {
      await carts.updateDraft(checkout.store.id, checkout.cartId, { shippingCents: cost.cents });
      throw fail('checksumMismatch', checkoutMessages.shippingCostChanged);
    }
  }

  /** The order a request id already placed for this shopper, if any. */
  async function alreadyPlaced(checkout: Checkout, requestId: string): Promise<OrderPlaced | null> {
    const existing = await orders.findByIdempotencyKey(checkout.store.id, idempotencyKeyOf(checkout, requestId));
    if (!existing) return null;
    if (existing.userId !== (checkout.session.userId ?? null)) {
      throw new ConflictError(checkoutErrorCodes.requestIdTaken, checkoutMessages.requestIdTaken);
    }
    return { order_number: existing.orderNumber };
  }

  async function place(checkout: Checkout, options: SubmitOptions): Promise<OrderPlaced> {
    const { store, session, cartId } = checkout;
    const [current, corpId] = await Promise.all([
      deps.checkout.stateWithRow(checkout),
      // The corp the order is bought as: the one the session acts for, else the customer's own.
      session.corpId ?? (session.userId ? orders.ownCorpOf(store.id, session.userId) : null),
    ]);
    const { draft, cart } = current.state;
    const { row } = current;
    assertCartOrderable(store, cart, options.checksum);
    assertDraftComplete(checkout, draft, row);
    if (!row || !draft.delivery) throw fail('deliveryRequired', checkoutMessages.deliveryRequired);
    const payment = paymentOf(checkout, draft, row, cart, options.paypalOrderId, options.hostedCard);
    if (draft.delivery !== 'pickup') await assertShippingCurrent(checkout, row);

    const delivery = draft.delivery;
    const viewer = cartViewerFor(store, session);
    const orderId = newId();
    const guestSecret = session.userId ? null : randomToken(32);
    const summary = orderSummaryOf(cart);
    const providerLabel = providerLabelOf(store, delivery, draft.provider);
    // docs/features/gift-registries.md#shipping-at-checkout: the order keeps the whole address for
    // the store, and what the buyer may see of a registry's beside it.
    const shipTo = delivery === 'pickup' ? null : current.shipping;
    const shipping = shipTo ? orderShippingOf(shipTo.address, providerLabel) : null;
    const buyerShipping = shipTo?.giftRegistryId ? orderShippingOf(shipTo.shown, providerLabel) : null;
    const contact = draft.contact;

    const placed = await orders.transaction(async (trx) => {
      const lines = cart.items.map((item) => ({ id: item.cart_info.cart_id, quantity: item.cart_info.quantity }));
      // Claiming the lines first settles two submits of one cart: the second finds them gone.
      if (!(await trx.claimCartLines(store.id, cartId, lines))) {
        throw fail('checksumMismatch', checkoutMessages.cartChanged);
      }
      // The draft and the entered codes go before any shared row (stock) is locked, so other
      // orders wait on those rows for as few statements as possible.
      await trx.clearCheckout(store.id, cartId);
      const reservations = new Map<string, Reservation>();
      for (const item of stockLinesOf(cart)) {
        const key = {
          storeId: store.id,
          locationId: viewer.locationId,
          eisbn: item.title_info.eisbn,
          conditionCode: item.cart_info.condition,
        };
        const isForthcoming = item.title_info.available?.availability === 'forthcoming';
        const reservation = await trx.reserveStock(key, item.cart_info.quantity, isForthcoming);
        if (!reservation) throw fail('inventoryGone', checkoutMessages.inventoryGone);
        reservations.set(item.cart_info.cart_id, reservation);
      }
      const now = nowSeconds();
      await deps.giftCards.redeemForOrder(trx.trx, {
        storeId: store.id,
        orderId,
        cards: giftCardsSpent(cart, row),
        now,
      });
      const issuedCards = await deps.giftCards.issueForOrder(trx.trx, {
        storeId: store.id,
        orderId,
        currency: store.settings.store_info.currency,
        lines: giftCardLinesOf(cart),
        buyerEmail: contact.email,
        now,
      });
      await deps.promoUses.claimUses(trx.trx, {
        storeId: store.id,
        settings: store.settings.promo_codes,
        appliedCodes: cart.summary.promo_codes.map((promo) => promo.code),
        email: contact.email,
        now,
      });
      // Last before the order row, so a refused or rolled-back order takes no number and the
      // store's counter row is held only while the order is written.
      const orderNumber = await trx.allocateOrderNumber(store.id);
      const order: NewOrder = {
        storeId: store.id,
        id: orderId,
        orderNumber,
        kind: 'order',
        userId: session.userId,
        corpId,
        idempotencyKey: idempotencyKeyOf(checkout, options.requestId),
        guestTokenHash: guestSecret ? sha256Hex(guestSecret) : null,
        locationId: viewer.locationId,
        deliveryPreference: delivery,
        provider: delivery === 'pickup' ? null : draft.provider,
        multishipMethod: delivery === 'pickup' ? null : draft.batch,
        paymentType: payment.type,
        paymentStatus: payment.status,
        ...(payment.message ? { paymentMessage: payment.message } : {}),
        purchaserName: contact.name,
        email: contact.email,
        phone: contact.phone,
        communicationPreference: contact.preferred_communication ?? 'email',
        notes: contact.instructions,
        purchaseOrder: contact.promo_code,
        shippingAddress: shipping ? JSON.stringify(shipping) : null,
        buyerShippingAddress: buyerShipping ? JSON.stringify(buyerShipping) : null,
        summary: JSON.stringify(summary),
        totalCents: summary.total,
        totalOwingCents: summary.total_owing,
        currency: store.settings.store_info.currency,
        ccCiphertext: payment.type === 'credit_card' ? row.ccCiphertext : null,
        cvvCiphertext: payment.type === 'credit_card' ? row.cvvCiphertext : null,
        ccInfo: payment.type === 'credit_card' ? row.ccInfo : null,
        paypalOrderId: payment.paypalOrderId,
        createdAt: now,
      };
      const items = orderItemRows({ storeId: store.id, orderId, items: cart.items, reservations });
      await trx.insertOrder(order);
      await trx.insertItems(items);
      await trx.insertPromoCodeUses(promoCodeUseRows({ storeId: store.id, orderId, cart }));
      // docs/features/gift-registries.md#purchases: counted once, with the order, in its transaction.
      await deps.registries.recordPurchases(trx.trx, store.id, items);
      const orderUrl = `${options.baseUrl}/account/order/${encodeURIComponent(orderNumber)}${
        guestSecret ? `?token=${guestSecret}` : ''
      }`;
      const placedMail = placedOrderMail({
        store,
        order,
        items,
        summary,
        shipping: buyerShipping ?? shipping,
        staffShipping: shipping,
        contact,
        delivery,
        payment: payment.type,
        orderUrl,
      });
      // Recorded with the order: an order that exists always has its confirmation and its cards' emails.
      const emails = await mail.record(
        trx.trx,
        store,
        [
          ...orderEmailsOf(store, placedMail),
          ...deps.giftCards.issuedCardEmails({ store, baseUrl: options.baseUrl, cards: issuedCards }),
        ],
        { baseUrl: options.baseUrl },
      );
      return { order, emails };
    });

    await mail.deliver(placed.emails).catch((error: unknown) => {
      deps.logError(error, `order ${placed.order.orderNumber}: its emails wait for the mail worker`);
    });
    return { order_number: placed.order.orderNumber, ...(guestSecret ? { token: guestSecret } : {}) };
  }

  return {
    /** The order a request id already placed for this shopper, or null. */
    findPlaced: alreadyPlaced,

    /**
     * checkout/submit (docs/features/checkout.md#review-and-submit): the server's cart and draft become an order in one transaction
     * (cart claimed, stock reserved, number allocated, order and lines written), then the emails go.
     * The request id makes it happen once: a retry, or a second request racing the first, answers
     * the order already placed.
     */
    async submit(checkout: Checkout, options: SubmitOptions): Promise<OrderPlaced> {
      try {
        return await place(checkout, options);
      } catch (error) {
        // The order this request id placed, if any, is the answer: a retry finds its cart already
        // ordered and emptied, and a copy racing the first loses the cart's lines or the unique index.
        const placed = await alreadyPlaced(checkout, options.requestId);
        if (placed) return placed;
        throw error;
      }
    },
  };
}
export type SubmitService = ReturnType<typeof createSubmitService>;
