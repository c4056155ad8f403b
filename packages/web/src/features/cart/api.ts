import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cartActionTable,
  checkoutActionTable,
  listActionTable,
  type AddPromoCodeInput,
  type CartEmailInput,
  type CartImportResult,
  type CartItem,
  type CopyCartToListInput,
  type RequestQuoteInput,
  type SetDeliveryInput,
} from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';
import { addToCart, storeCart } from '../../entities/cart/cart.ts';
import { sessionKeys } from '../../entities/session/session.ts';

const api = actionClient({ ...cartActionTable, ...listActionTable, ...checkoutActionTable });

/** Sets a line's quantity; 0 removes the line (docs/features/cart.md#cart-page). */
export const setLineQuantity = ({ item, quantity }: { item: CartItem; quantity: number }) =>
  addToCart({
    eisbn: item.title_info.eisbn,
    condition: item.cart_info.condition,
    quantity,
    cart_id: item.cart_info.cart_id,
    // A gift card line is re-sent with its amount (dollars) and note, which cart/add sets with it.
    ...(item.cart_info.cart_notes ? giftCardFields(item.cart_info.cart_notes) : {}),
  });

function giftCardFields(notes: NonNullable<CartItem['cart_info']['cart_notes']>) {
  const { personalize, to, from, message } = notes.gift_card_info;
  return { price: (notes.giftcard_price / 100).toFixed(2), personalized: personalize, to, from, message };
}

export const removeItem = (cartId: string) => api.cart.removeItem({ cart_id: cartId });
export const removeAll = () => api.cart.removeAll();
export const removeUnavailable = () => api.cart.removeUnavailable();

export const addPromoCode = (input: AddPromoCodeInput) => api.checkout.addPromocode(input);
export const removePromoCodes = () => api.checkout.removePromocode();

/** Each cart action answers the cart; it goes straight into the cached session. */
function useCartMutation<TInput, TResult extends { cart: Parameters<typeof storeCart>[1] }>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (result) => storeCart(queryClient, result.cart) });
}

export const useSetLineQuantity = () => useCartMutation(setLineQuantity);
export const useRemoveItem = () => useCartMutation(removeItem);
export const useRemoveAll = () => useCartMutation(removeAll);
export const useRemoveUnavailable = () => useCartMutation(removeUnavailable);
export const useAddPromoCode = () => useCartMutation(addPromoCode);
export const useRemovePromoCodes = () => useCartMutation(removePromoCodes);

/**
 * cart/copyCartToList (docs/features/lists.md#copy-cart-to-favourites): without a list_id, into the
 * favourites list, made on first use.
 */
export const copyCartToList = (input: CopyCartToListInput = {}) => api.cart.copyCartToList(input);

/** The copy answers the cart; the session is read again for the favourites list's id (wishlist_id). */
export function useCopyCartToList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyCartToList,
    onSuccess: async (result) => {
      storeCart(queryClient, result.cart);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

export const emailCart = (input: CartEmailInput) => api.cart.email(input);
export const useEmailCart = () => useMutation({ mutationFn: emailCart });

/**
 * cart/import (docs/features/cart.md#import-to-cart): the file and whether to add its titles, sent
 * as multipart form data; ActionError on any failure.
 */
export const importToCart = ({ file, addToCart }: { file: File; addToCart: boolean }): Promise<CartImportResult> =>
  api.cart.import({ file, addToCart });

/** The preview leaves the cart alone; adding answers the cart, which goes into the cached session. */
export function useImportToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importToCart,
    onSuccess: (result) => {
      if (result.cart) storeCart(queryClient, result.cart);
    },
  });
}

/** checkout/setDelivery: the checkout buttons start checkout with a delivery preference (docs/features/checkout.md). */
export const setDelivery = (input: SetDeliveryInput) => api.checkout.setDelivery(input);
export const useSetDelivery = () => useCartMutation(setDelivery);

/** checkout/requestQuote (docs/features/cart.md#quotes): places a quote for the cart, which is then emptied. */
export const requestQuote = (input: RequestQuoteInput) => api.checkout.requestQuote(input);

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
