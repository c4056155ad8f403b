import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cartEmailResultSchema,
  cartImportResultSchema,
  cartResultSchema,
  checkoutStateSchema,
  commonMessages,
  copyCartToListResultSchema,
  failureSchema,
  orderPlacedSchema,
  type AddPromoCodeInput,
  type CartEmailInput,
  type CartImportResult,
  type CartItem,
  type CopyCartToListInput,
  type RequestQuoteInput,
  type SetDeliveryInput,
} from '@bookfront/contract';
import { z } from 'zod';
import { ActionError, apiClient } from '../../lib/api-client.ts';
import { addToCart, storeCart } from '../../entities/cart/cart.ts';
import { sessionKeys } from '../../entities/session/session.ts';

/** Spec 1 §4 "Cart line quantity": sets a line's quantity; 0 removes the line. */
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

export const removeItem = (cartId: string) => apiClient.call('cart/removeItem', { cart_id: cartId }, cartResultSchema);
export const removeAll = () => apiClient.call('cart/removeAll', {}, cartResultSchema);
export const removeUnavailable = () =>
  apiClient.call('cart/removeUnavailable', {}, cartResultSchema.extend({ message: z.string() }));

export const addPromoCode = (input: AddPromoCodeInput) =>
  apiClient.call('checkout/addPromocode', input, cartResultSchema);
export const removePromoCodes = () => apiClient.call('checkout/removePromocode', {}, cartResultSchema);

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

/** cart/copyCartToList (spec 2 §7): without a list_id, into the favourites list, made on first use. */
export const copyCartToList = (input: CopyCartToListInput = {}) =>
  apiClient.call('cart/copyCartToList', input, copyCartToListResultSchema);

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

export const emailCart = (input: CartEmailInput) => apiClient.call('cart/email', input, cartEmailResultSchema);
export const useEmailCart = () => useMutation({ mutationFn: emailCart });

const importAction = 'cart/import';

/**
 * cart/import (spec 1 §7: file, optional addToCart). A file needs multipart form data, which the
 * JSON api client does not send; the answer is read the same way (ActionError on any failure).
 */
export async function importToCart({ file, addToCart }: { file: File; addToCart: boolean }): Promise<CartImportResult> {
  const body = new FormData();
  body.append('addToCart', String(addToCart));
  body.append('log_url', window.location.href);
  body.append('file', file);
  const unexpected = (status: number) =>
    new ActionError({ action: importAction, status, failure: { error: commonMessages.unexpected } });
  let response: Response;
  try {
    response = await fetch(`/api/${importAction}`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      body,
    });
  } catch {
    throw unexpected(0);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = failureSchema.safeParse(json);
    if (!failure.success) throw unexpected(response.status);
    throw new ActionError({ action: importAction, status: response.status, failure: failure.data });
  }
  const parsed = cartImportResultSchema.safeParse(json);
  if (!parsed.success) throw unexpected(response.status);
  return parsed.data;
}

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

/** checkout/setDelivery (spec 2 §7): the checkout buttons start checkout with a delivery preference. */
export const setDelivery = (input: SetDeliveryInput) =>
  apiClient.call('checkout/setDelivery', input, checkoutStateSchema);
export const useSetDelivery = () => useCartMutation(setDelivery);

/** checkout/requestQuote (spec 2 §7): places a quote for the cart, which is then emptied (spec 2 §4). */
export const requestQuote = (input: RequestQuoteInput) =>
  apiClient.call('checkout/requestQuote', input, orderPlacedSchema);

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
