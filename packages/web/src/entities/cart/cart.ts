import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  cartAddAction,
  tableOf,
  type AvailabilityRow,
  type Cart,
  type CartAddRequest,
  type CartItem,
  type Session,
} from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';
import { sessionKeys } from '../session/session.ts';

/*
 * The cart lives in the session (docs/features/cart.md#adding-to-the-cart), and several features add
 * to it (item page, browse, lists, registries), so adding and the session cache update sit here
 * beside session.ts.
 */

const api = actionClient(tableOf(cartAddAction));

/** cart/add: adds to a title's line, or with cart_id sets that line's quantity (0 removes it). */
export const addToCart = (input: CartAddRequest) => api.cart.add(input);

/**
 * Puts the cart an action answered into the cached session, so the header badge and pages update at once.
 * A session fetch already on its way (the window regaining focus) may have been answered before this
 * change and would land after it with the old cart, so it is cancelled first.
 */
export function storeCart(queryClient: QueryClient, cart: Cart) {
  void queryClient.cancelQueries({ queryKey: sessionKeys.all, exact: true });
  queryClient.setQueryData<Session>(sessionKeys.all, (session) => session && { ...session, cart });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSuccess: ({ cart }) => storeCart(queryClient, cart) });
}

/** A title's own line in the cart (a line bought for a gift registry is a separate line). */
export function cartLineOf(
  cart: Cart,
  eisbn: string,
  condition: string,
  giftRegistryId: string | null = null,
): CartItem | null {
  return (
    cart.items.find(
      (item) =>
        item.title_info.eisbn === eisbn &&
        item.cart_info.condition === condition &&
        item.cart_info.gift_registry_id === giftRegistryId,
    ) ?? null
  );
}

/**
 * docs/features/cart.md#adding-to-the-cart: asking for more than the location has on hand (when it has some) opens the
 * quantity-exceeds-stock dialog. Returns the number on hand when it should, else null. 'Y' (in
 * stock, count not shown) is never exceeded.
 */
export function onHandExceeded(row: Pick<AvailabilityRow, 'onhand'>, wanted: number): number | null {
  if (row.onhand === 'Y' || row.onhand <= 0) return null;
  return wanted > row.onhand ? row.onhand : null;
}
