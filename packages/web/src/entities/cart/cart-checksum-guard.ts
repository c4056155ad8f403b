import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { sessionGetChecksumAction, tableOf, type Session } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { sessionKeys } from '../session/session.ts';

/** docs/features/cart.md#checksum: the address and shipping option pages stay put when the cart changes. */
const exemptPaths = ['/checkout/delivery', '/checkout/provider'];

const api = actionClient(tableOf(sessionGetChecksumAction));

export const fetchCartChecksum = () => api.session.getChecksum();

export type CartChecksumGuardOptions = {
  /** Send the shopper back to /checkout/cart when the cart changed (ignored on the exempt pages). */
  redirectOnChange: boolean;
  /**
   * True while the shopper is away paying with an external provider (a PayPal window, a hosted
   * card form): docs/features/cart.md#cart-page exempts leaving the window for that.
   */
  paused?: boolean;
};

/**
 * docs/features/cart.md#checksum: each time the window regains focus, asks session/getChecksum whether the
 * cart still is the one this page shows (another tab or device may have changed it). When it is
 * not, the session is fetched again, and with `redirectOnChange` the shopper is sent back to
 * /checkout/cart without a message (docs/features/cart.md#checksum).
 *
 * Call it once per page:
 * - the cart page: `useCartChecksumGuard({ redirectOnChange: false })`, so the table shows the new cart;
 * - the checkout steps /checkout/contact, /payment, /credit_card and /review:
 *   `useCartChecksumGuard({ redirectOnChange: true })`, with `paused` set while an external payment window is open;
 * - /checkout/delivery and /checkout/provider are exempt; calling it there only refetches the session.
 *
 * The checksum the client holds is the cached session's `cart.checksum`; actions that answer the
 * cart (cart/add, checkout/setDelivery, …) keep it current through `storeCart`, so the shopper's own
 * changes never count as a change elsewhere.
 */
export function useCartChecksumGuard({ redirectOnChange, paused = false }: CartChecksumGuardOptions): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const shouldRedirect = redirectOnChange && !exemptPaths.includes(pathname.replace(/\/+$/, ''));
  // The listener stays the same across renders and reads the latest options from here.
  const options = useRef({ shouldRedirect, paused });
  useEffect(() => {
    options.current = { shouldRedirect, paused };
  }, [shouldRedirect, paused]);

  useEffect(() => {
    let isChecking = false;
    const check = async () => {
      if (isChecking || options.current.paused || document.visibilityState === 'hidden') return;
      // Read now, before the session's own refetch on focus can replace it.
      const held = queryClient.getQueryData<Session>(sessionKeys.all)?.cart.checksum;
      if (held === undefined) return;
      isChecking = true;
      try {
        const { cart_checksum: current } = await fetchCartChecksum();
        if (current === held) return;
        void queryClient.refetchQueries({ queryKey: sessionKeys.all });
        if (options.current.shouldRedirect) void navigate(paths.cart(), { replace: true });
      } catch {
        // A network fault: the next focus asks again.
      } finally {
        isChecking = false;
      }
    };
    const handleFocus = () => void check();
    window.addEventListener('focus', handleFocus);
    document.addEventListener('visibilitychange', handleFocus);
    return () => {
      window.removeEventListener('focus', handleFocus);
      document.removeEventListener('visibilitychange', handleFocus);
    };
  }, [queryClient, navigate]);
}
