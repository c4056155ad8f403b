import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartAddSharedAction, cartGetSharedAction, tableOf } from '@bookfront/contract';
import { storeCart } from '../../entities/cart/cart.ts';
import { actionClient } from '../../lib/api-client.ts';

const api = actionClient(tableOf(cartGetSharedAction, cartAddSharedAction));

/** cart/getShared (docs/features/cart.md#email-cart): the titles an emailed cart link names. */
export function useSharedCart(titles: string, locationId: string | null) {
  return useQuery({
    queryKey: ['cart', 'shared', locationId, titles],
    queryFn: ({ signal }) => api.cart.getShared({ titles }, { signal }),
    enabled: titles !== '',
    retry: false,
  });
}

/** cart/addShared: adds them to this shopper's own cart, which goes into the cached session. */
export function useAddSharedCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (titles: string) => api.cart.addShared({ titles }),
    onSuccess: (result) => {
      if (result.cart) storeCart(queryClient, result.cart);
    },
  });
}
