import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orderActionTable,
  tableOf,
  titlelistRemoveItemsFromListAction,
  type GetOrderInput,
  type Order,
  type OrderListInput,
} from '@bookfront/contract';
import { actionClient, downloadUrl } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../entities/session/session.ts';

export const orderKeys = {
  all: ['orders'] as const,
  order: (input: GetOrderInput) => ['orders', 'order', input.order_id, input.token ?? ''] as const,
  list: (input: OrderListInput) => ['orders', 'list', input] as const,
};

const api = actionClient(orderActionTable);
const lists = actionClient(tableOf(titlelistRemoveItemsFromListAction));

export const fetchOrder = (input: GetOrderInput) => api.order.get(input);
export const fetchOrderList = (input: OrderListInput) => api.order.getList(input);

/**
 * The order (or quote) `input` names; a guest passes the secret of their order link. `placed` is the order as the
 * action that placed it answered, shown at once (docs/features/orders.md#order-confirmation).
 */
export function useOrder(
  input: GetOrderInput,
  { enabled = true, placed }: { enabled?: boolean; placed?: Order | undefined } = {},
) {
  return useQuery({
    queryKey: orderKeys.order(input),
    queryFn: () => fetchOrder(input),
    enabled,
    initialData: placed?.order_number === input.order_id ? placed : undefined,
    // An order does not change once placed; a 404 will not turn into an order by asking again.
    staleTime: Infinity,
    retry: false,
  });
}

/** One page of the order history; the previous page stays on screen while the next loads. */
export function useOrderList(input: OrderListInput) {
  return useQuery({
    queryKey: orderKeys.list(input),
    queryFn: () => fetchOrderList(input),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A GET download the browser fetches with the session cookie (docs/features/orders.md#spreadsheet). */
export function orderExcelUrl(input: GetOrderInput) {
  return downloadUrl('order/getExcel', { order_id: input.order_id, ...(input.token ? { token: input.token } : {}) });
}

/**
 * docs/features/orders.md#order-confirmation: takes the titles just bought off the favourites list
 * (titlelist/removeItemsFromList), then reads the session again so its favourites follow.
 */
export function useRemoveBoughtFavourites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, eisbns }: { listId: string; eisbns: string[] }) =>
      lists.titlelist.removeItemsFromList({ list_id: listId, eisbns: JSON.stringify(eisbns) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
