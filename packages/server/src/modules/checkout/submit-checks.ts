import {
  checkoutErrorCodes,
  checkoutMessages,
  type Cart,
  type CartItem,
  type CheckoutDraft,
  type PaymentChoice,
  cartPageMessages,
} from '@bookfront/contract';
import type { CheckoutDraftRow } from '../../db/schema.ts';
import { ConflictError, UnauthorizedError } from '../../lib/errors.ts';
import { canOrderBeyondStock, isOrderable } from '../cart/pricing.ts';
import { choicesForDelivery, paymentChoicesFor } from './payment-service.ts';
import type { Checkout } from './service.ts';

/* What must hold before checkout/submit turns a cart and its draft into an order. */

/** How an order is being paid, as the orders table records it. */
export type PaymentRecord = {
  type: PaymentChoice;
  status: 'none' | 'pending' | 'captured';
  paypalOrderId: string | null;
  /** What the order's payment_message says: a hosted card payment names its provider's transaction. */
  message?: string;
};

/** A payment a hosted card form took and the provider confirmed to the server (docs/features/checkout.md#hosted-card-forms). */
export type HostedCardPaid = { provider: 'clearent' | 'chase' | 'global'; transactionId: string };

export const fail = (code: keyof typeof checkoutErrorCodes, message: string) =>
  new ConflictError(checkoutErrorCodes[code], message);

/**
 * A line the store still sells, but with fewer copies on hand than the line asks for. A line the
 * store no longer sells (a title hidden since, docs/features/cart.md#hidden-titles, or one out of
 * print) is not short of stock but unavailable, however many copies it asks for.
 */
const isShortOfStock = (item: CartItem): boolean => {
  const row = item.title_info.available;
  if (item.cart_info.is_giftcard || !isOrderable(row) || item.cart_info.cartable) return false;
  return typeof row.onhand === 'number' && row.onhand < item.cart_info.quantity && !canOrderBeyondStock(row);
};

/** docs/features/checkout.md#cart-checksum: what must hold of the cart itself before it becomes an order. */
export function assertCartOrderable(store: Checkout['store'], cart: Cart, checksum: string): void {
  if (cart.items.length === 0) throw fail('emptyCart', checkoutMessages.emptyCart);
  if (checksum !== cart.checksum) throw fail('checksumMismatch', checkoutMessages.cartChanged);
  // docs/features/checkout.md#stock-check: copies sold since the review are "no longer" in inventory; other problems are unavailable items.
  if (cart.items.some(isShortOfStock)) throw fail('inventoryGone', checkoutMessages.inventoryGone);
  if (cart.contains_unavailable || cart.summary.total === null) {
    throw fail('containsUnavailable', checkoutMessages.containsUnavailable);
  }
  if (!cart.meets_order_min) {
    const minimum = `$${(store.settings.order_min / 100).toFixed(2)}`;
    throw fail('belowOrderMinimum', cartPageMessages.belowOrderMinimum(minimum));
  }
}

/** The draft has every step the order needs (docs/features/checkout.md#steps). */
export function assertDraftComplete(checkout: Checkout, draft: CheckoutDraft, row: CheckoutDraftRow | undefined): void {
  const delivery = draft.delivery;
  if (!delivery || !row) throw fail('deliveryRequired', checkoutMessages.deliveryRequired);
  if (delivery !== 'pickup') {
    if (!checkout.session.userId) {
      throw new UnauthorizedError(checkoutErrorCodes.guestPickupOnly, checkoutMessages.guestPickupOnly);
    }
    if (!draft.shipping || !draft.provider || row.shippingCents === null) {
      throw fail('shippingRequired', checkoutMessages.shippingRequired);
    }
  }
  if (draft.contact.name.trim() === '' || draft.contact.email.trim() === '') {
    throw fail('contactRequired', checkoutMessages.contactRequired);
  }
}

/** The draft's payment choice, if this order may be paid that way (docs/features/checkout.md#payment). */
export function paymentOf(
  checkout: Checkout,
  draft: CheckoutDraft,
  row: CheckoutDraftRow,
  cart: Cart,
  paypalOrderId: string | undefined,
  hostedCard?: HostedCardPaid,
): PaymentRecord {
  const choice = draft.payment;
  if (!choice || !draft.delivery) throw fail('paymentRequired', checkoutMessages.paymentRequired);
  const offered = choicesForDelivery(paymentChoicesFor(checkout.store.settings, cart), draft.delivery);
  if (!offered.includes(choice)) {
    throw fail('paymentChoiceUnavailable', checkoutMessages.paymentChoiceUnavailable);
  }
  switch (choice) {
    case 'contact':
      return { type: choice, status: 'pending', paypalOrderId: null };
    case 'credit_card':
      if (!row.ccCiphertext) throw fail('paymentRequired', checkoutMessages.paymentRequired);
      return { type: choice, status: 'pending', paypalOrderId: null };
    case 'paypal':
      // PayPal is paid through checkout/paypalSuccess, which places the order with the captured payment.
      if (!paypalOrderId) throw fail('paymentRequired', checkoutMessages.paymentRequired);
      return { type: choice, status: 'captured', paypalOrderId };
    case 'clearent':
    case 'chase':
    case 'global':
      // Paid through the provider's hosted form: placed by checkout/cardPayment or chaseSuccess once it confirms.
      if (hostedCard?.provider !== choice) throw fail('paymentRequired', checkoutMessages.paymentRequired);
      return {
        type: choice,
        status: 'captured',
        paypalOrderId: null,
        message: `Paid by card (${choice} transaction ${hostedCard.transactionId})`,
      };
    default:
      return { type: choice, status: 'none', paypalOrderId: null };
  }
}
