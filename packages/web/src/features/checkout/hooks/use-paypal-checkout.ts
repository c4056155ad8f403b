import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CheckoutState, OrderPlaced } from '@bookfront/contract';
import { ActionError, newRequestId } from '../../../lib/api-client.ts';
import { useCompletePaypalOrder, useCreatePaypalOrder } from '../api.ts';

/** What the browser keeps while the shopper is on PayPal's page: the tab's own, so one tab pays once. */
const pendingKey = 'bookfront.paypal';
type PendingPaypal = { orderId: string; checksum: string; requestId: string };

function readPending(): PendingPaypal | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(pendingKey) ?? 'null');
    return value && typeof value === 'object' ? (value as PendingPaypal) : null;
  } catch {
    return null;
  }
}

/**
 * PayPal on the review step (docs/decisions/0016): `start` opens a PayPal order and leaves for its
 * approval page; back at /checkout/review?paypal=return&token={order id}, the payment is taken and
 * the order placed with the checksum of the cart the shopper reviewed and one request id, so a
 * reload retries the same order. `?paypal=cancel` means the shopper left PayPal without paying.
 */
export function usePaypalCheckout(handlers: {
  onPlaced: (placed: OrderPlaced) => void;
  onFailed: (error: unknown) => void;
}) {
  const [params] = useSearchParams();
  const create = useCreatePaypalOrder();
  const complete = useCompletePaypalOrder();
  const { mutate: completeOrder } = complete;
  const outcome = params.get('paypal');
  const returnedOrderId = outcome === 'return' ? params.get('token') : null;
  const handled = useRef<string | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (outcome === 'cancel') sessionStorage.removeItem(pendingKey);
    if (!returnedOrderId || handled.current === returnedOrderId) return;
    handled.current = returnedOrderId;
    const pending = readPending();
    if (pending?.orderId !== returnedOrderId) {
      latest.current.onFailed(new Error('This PayPal payment was started in another tab.'));
      return;
    }
    completeOrder(
      { requestId: pending.requestId, checksum: pending.checksum, order_id: pending.orderId },
      {
        onSuccess: (placed) => {
          sessionStorage.removeItem(pendingKey);
          latest.current.onPlaced(placed);
        },
        onError: (error) => {
          // A refusal is final; a lost connection keeps the pending payment so a reload retries it.
          if (error instanceof ActionError && error.status > 0) sessionStorage.removeItem(pendingKey);
          latest.current.onFailed(error);
        },
      },
    );
  }, [outcome, returnedOrderId, completeOrder]);

  return {
    start(state: CheckoutState) {
      create.mutate(undefined, {
        onSuccess: ({ approve_url: approveUrl, order_id: orderId }) => {
          const pending: PendingPaypal = { orderId, checksum: state.cart.checksum, requestId: newRequestId() };
          sessionStorage.setItem(pendingKey, JSON.stringify(pending));
          window.location.assign(approveUrl);
        },
        onError: (error) => latest.current.onFailed(error),
      });
    },
    isStarting: create.isPending,
    isCompleting: returnedOrderId !== null && !complete.isError && !complete.isSuccess,
    wasCancelled: outcome === 'cancel',
  };
}
