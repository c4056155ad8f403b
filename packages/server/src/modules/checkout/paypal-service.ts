import { checkoutErrorCodes, checkoutMessages, type OrderPlaced } from '@bookfront/contract';
import { AppError, ConflictError } from '../../lib/errors.ts';
import type { CartService } from '../cart/service.ts';
import { createPaypalClient, PaypalError, paypalConfigured } from './paypal-client.ts';
import { totalOwingOf } from './payment-service.ts';
import type { Checkout, CheckoutService } from './service.ts';
import type { SubmitService } from './submit-service.ts';

/** docs/features/checkout.md#paypal: a PayPal order that fails says so and sends the shopper back to start over. */
const paypalFailed = () => new ConflictError(checkoutErrorCodes.paypalFailed, checkoutMessages.paypalFailedHeading);

/** Where PayPal sends the shopper back: the review step, which finishes (or reports) the payment. */
export const paypalReturnPath = '/checkout/review?paypal=return';
export const paypalCancelPath = '/checkout/review?paypal=cancel';

/**
 * PayPal checkout, server to server (PayPal Orders v2): checkout/paypalCreate opens a PayPal order
 * for what is owed and answers the page where the shopper approves it; checkout/paypalSuccess
 * captures it and places the order. Nothing is captured unless the cart still matches the PayPal
 * order, and a capture whose order cannot be placed (stock sold meanwhile) is refunded.
 */
export function createPaypalService(deps: {
  checkout: CheckoutService;
  carts: CartService;
  submits: SubmitService;
  logError: (error: unknown, message: string) => void;
}) {
  const { carts } = deps;

  function clientFor(checkout: Checkout) {
    const settings = checkout.store.settings.paypal;
    if (!paypalConfigured(settings)) {
      throw new ConflictError(checkoutErrorCodes.paymentChoiceUnavailable, checkoutMessages.paymentChoiceUnavailable);
    }
    return createPaypalClient(settings);
  }

  /** The cart as it is now, which must be one to be paid with PayPal. */
  async function payableCart(checkout: Checkout) {
    const { state, row } = await deps.checkout.stateWithRow(checkout);
    const { draft, cart } = state;
    if (cart.items.length === 0) throw new ConflictError(checkoutErrorCodes.emptyCart, checkoutMessages.emptyCart);
    if (draft.payment !== 'paypal') {
      throw new ConflictError(checkoutErrorCodes.paymentRequired, checkoutMessages.paymentRequired);
    }
    return { cart, owing: totalOwingOf(cart), paypalOrderId: row?.paypalOrderId ?? null };
  }

  return {
    /** checkout/paypalCreate (ours): a PayPal order for what is owed now; the draft remembers it. */
    async create(checkout: Checkout, options: { baseUrl: string }): Promise<{ approve_url: string; order_id: string }> {
      const client = clientFor(checkout);
      const { owing } = await payableCart(checkout);
      try {
        const created = await client.createOrder({
          referenceId: checkout.cartId,
          amountCents: owing,
          currency: checkout.store.settings.store_info.currency,
          brandName: checkout.store.name,
          returnUrl: `${options.baseUrl}${paypalReturnPath}`,
          cancelUrl: `${options.baseUrl}${paypalCancelPath}`,
        });
        await carts.updateDraft(checkout.store.id, checkout.cartId, { paypalOrderId: created.id });
        return { approve_url: created.approveUrl, order_id: created.id };
      } catch (error) {
        deps.logError(error, 'PayPal order could not be created');
        throw paypalFailed();
      }
    },

    /**
     * checkout/paypalSuccess: takes the approved payment and places the order. The same request
     * id again answers the order already placed (PayPal's own request id makes the capture once).
     */
    async complete(
      checkout: Checkout,
      options: { paypalOrderId: string; requestId: string; checksum: string; baseUrl: string },
    ): Promise<OrderPlaced> {
      const placed = await deps.submits.findPlaced(checkout, options.requestId);
      if (placed) return placed;
      const client = clientFor(checkout);
      const { cart, owing, paypalOrderId } = await payableCart(checkout);
      if (!paypalOrderId || paypalOrderId !== options.paypalOrderId) throw paypalFailed();
      if (cart.checksum !== options.checksum) {
        throw new ConflictError(checkoutErrorCodes.checksumMismatch, checkoutMessages.cartChanged);
      }

      let capture: Awaited<ReturnType<typeof client.captureOrder>>;
      try {
        capture = await client.captureOrder(options.paypalOrderId);
      } catch (error) {
        deps.logError(error, 'PayPal capture failed');
        throw paypalFailed();
      }
      const currency = checkout.store.settings.store_info.currency;
      const matches = capture.amountCents === owing && capture.currency === currency;
      try {
        if (!matches) throw paypalFailed();
        return await deps.submits.submit(checkout, {
          requestId: options.requestId,
          checksum: options.checksum,
          baseUrl: options.baseUrl,
          paypalOrderId: options.paypalOrderId,
        });
      } catch (error) {
        // Money taken for an order that was not placed goes back.
        await client.refundCapture(capture.captureId).catch((refundError: unknown) => {
          deps.logError(refundError, `PayPal refund of capture ${capture.captureId} failed`);
        });
        if (error instanceof AppError) throw error;
        if (error instanceof PaypalError) throw paypalFailed();
        throw error;
      }
    },
  };
}
export type PaypalService = ReturnType<typeof createPaypalService>;
