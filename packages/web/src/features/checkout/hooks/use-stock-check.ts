import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { CheckoutState } from '@bookfront/contract';
import { refreshCheckoutState, setLineToOnHand } from '../api.ts';
import { stockAdjustments, type StockAdjustment } from '../stock.ts';

/**
 * docs/features/checkout.md#stock-check: before a step proceeds, the cart is read again; lines asking for more
 * than is on hand (and not orderable) open the 'Cart adjustment' prompt, which sets them to what is
 * on hand (removing those with none) and then proceeds. An emptied cart goes back to the cart page.
 */
export function useStockCheck() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [adjustments, setAdjustments] = useState<StockAdjustment[]>([]);
  const [isChecking, setIsChecking] = useState(false);
  const [isAdjusting, setIsAdjusting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const proceedAfter = useRef<(state: CheckoutState) => void>(() => undefined);

  /** Checks, then calls `next` with the draft and cart as they are now. */
  async function proceed(next: (state: CheckoutState) => void) {
    setIsChecking(true);
    setFailure(null);
    try {
      const state = await refreshCheckoutState(queryClient);
      if (state.cart.items.length === 0) {
        void navigate(paths.cart());
        return;
      }
      const found = stockAdjustments(state.cart);
      if (found.length === 0) {
        next(state);
        return;
      }
      proceedAfter.current = next;
      setAdjustments(found);
    } catch (error) {
      setFailure(error);
    } finally {
      setIsChecking(false);
    }
  }

  async function adjust() {
    setIsAdjusting(true);
    try {
      for (const line of adjustments) await setLineToOnHand(queryClient, line);
      const state = await refreshCheckoutState(queryClient);
      setAdjustments([]);
      if (state.cart.items.length === 0) void navigate(paths.cart());
      else proceedAfter.current(state);
    } catch (error) {
      setAdjustments([]);
      setFailure(error);
    } finally {
      setIsAdjusting(false);
    }
  }

  return {
    proceed,
    isChecking,
    /** Why the check itself failed (a network fault), to show beside the step's button. */
    failure,
    dialog: {
      adjustments,
      isAdjusting,
      onConfirm: () => void adjust(),
      onClose: () => setAdjustments([]),
    },
  };
}
