import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  checkoutActionTable,
  type CheckoutState,
  type GetShippingBatchInput,
  type SetDeliveryInput,
  type SetExtrasRequest,
  type SetPaymentChoiceInput,
  type SetShippingInput,
  type PaypalSuccessInput,
  type CardPaymentInput,
  type SubmitInput,
} from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';
import { addToCart, storeCart } from '../../entities/cart/cart.ts';

export const checkoutKeys = {
  all: ['checkout'] as const,
  state: () => [...checkoutKeys.all, 'state'] as const,
  providers: (addressId: string) => [...checkoutKeys.all, 'providers', addressId] as const,
  batch: (input: GetShippingBatchInput) =>
    [...checkoutKeys.all, 'batch', input.delivery_preference, input.address_id, input.provider] as const,
  paymentChoices: () => [...checkoutKeys.all, 'payment-choices'] as const,
};

const api = actionClient(checkoutActionTable);

export const getCheckoutState = () => api.checkout.get();
export const setDelivery = (input: SetDeliveryInput) => api.checkout.setDelivery(input);
export const getShippingProviders = (addressId: string) => api.checkout.getShippingProviders({ address_id: addressId });
export const getShippingBatch = (input: GetShippingBatchInput) => api.checkout.getShippingBatch(input);
export const setShipping = (input: SetShippingInput) => api.checkout.setShipping(input);
export const setExtras = (input: SetExtrasRequest) => api.checkout.setExtras(input);
export const getPaymentChoices = () => api.checkout.getPaymentChoices();
export const setPaymentChoice = (input: SetPaymentChoiceInput) => api.checkout.setPaymentChoice(input);
/** `requestId` is the idempotency key: the same one for every try of one order. */
export const submitOrder = ({ requestId, ...input }: SubmitInput & { requestId: string }) =>
  api.checkout.submit(input, { requestId });
/** Opens a PayPal order for what is owed; the browser then goes to its approval page. */
export const createPaypalOrder = () => api.checkout.paypalCreate();
/** Takes the approved PayPal payment and places the order, once per `requestId`. */
export const completePaypalOrder = ({ requestId, ...input }: PaypalSuccessInput & { requestId: string }) =>
  api.checkout.paypalSuccess(input, { requestId });
/** docs/features/checkout.md#hosted-card-forms: opens the provider's form for what is owed. */
export const openChaseForm = () => api.checkout.chaseInit();
export const openGlobalPage = () => api.checkout.globalInit();
/** Asks the server to confirm with the provider what its form paid, and place the order once. */
export const completeChasePayment = (uid: string) => api.checkout.chaseSuccess({ uid });
export const completeCardPayment = (input: CardPaymentInput) => api.checkout.cardPayment(input);

/** Keeps the cached checkout state and the session's cart (header badge, checksum) the same. */
function storeState(queryClient: QueryClient, state: CheckoutState) {
  queryClient.setQueryData(checkoutKeys.state(), state);
  storeCart(queryClient, state.cart);
}

/** Fetches the draft and the cart again, e.g. after a step saved, or before proceeding (stock check). */
export async function refreshCheckoutState(queryClient: QueryClient): Promise<CheckoutState> {
  const state = await getCheckoutState();
  storeState(queryClient, state);
  return state;
}

/** The draft and the cart priced with it; fetched on each step's arrival so stock and prices are current. */
export function useCheckoutState() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: checkoutKeys.state(),
    queryFn: async () => {
      const state = await getCheckoutState();
      storeCart(queryClient, state.cart);
      return state;
    },
    refetchOnMount: 'always',
  });
}

/** Each step's save answers the draft and the cart priced with it, which replace the cached ones. */
function useStepMutation<TInput>(mutationFn: (input: TInput) => Promise<CheckoutState>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (state) => storeState(queryClient, state) });
}

export const useSetDelivery = () => useStepMutation(setDelivery);
export const useSetShipping = () => useStepMutation(setShipping);
export const useSetExtras = () => useStepMutation(setExtras);
export const useSetPaymentChoice = () => useStepMutation(setPaymentChoice);

export function useShippingProviders(addressId: string | null) {
  return useQuery({
    queryKey: checkoutKeys.providers(addressId ?? ''),
    queryFn: () => getShippingProviders(addressId ?? ''),
    enabled: addressId !== null,
    retry: false,
  });
}

export function useShippingBatch(input: GetShippingBatchInput | null) {
  return useQuery({
    queryKey: input ? checkoutKeys.batch(input) : [...checkoutKeys.all, 'batch', 'none'],
    queryFn: () => (input ? getShippingBatch(input) : Promise.resolve({ options: [] })),
    enabled: input !== null,
    retry: false,
  });
}

/**
 * Stores a checkout state another action answered (a gift card applied) and asks again what is
 * owed, since the payment choices depend on it.
 */
export function useReplaceCheckoutState() {
  const queryClient = useQueryClient();
  return (state: CheckoutState) => {
    storeState(queryClient, state);
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.paymentChoices() });
  };
}

export function usePaymentChoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: checkoutKeys.paymentChoices(),
    queryFn: getPaymentChoices,
    refetchOnMount: 'always',
    enabled,
  });
}

/** Places the order; the page then leaves checkout, so the cached checkout is left to go stale. */
export const useSubmitOrder = () => useMutation({ mutationFn: submitOrder });
export const useCreatePaypalOrder = () => useMutation({ mutationFn: createPaypalOrder });
export const useCompletePaypalOrder = () => useMutation({ mutationFn: completePaypalOrder });

/** Sets a line to what is on hand; 0 removes it (docs/features/checkout.md#stock-check). */
export async function setLineToOnHand(
  queryClient: QueryClient,
  line: { eisbn: string; condition: string; cartId: string; onHand: number },
) {
  const { cart } = await addToCart({
    eisbn: line.eisbn,
    condition: line.condition,
    cart_id: line.cartId,
    quantity: line.onHand,
  });
  storeCart(queryClient, cart);
}
