import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderListSchema, orderSchema, type GetOrderInput, type OrderListInput } from '@bookfront/contract';
import { apiClient, downloadUrl } from '../../../lib/api-client.ts';

export const orderKeys = {
  all: ['orders'] as const,
  order: (input: GetOrderInput) => ['orders', 'order', input.order_id, input.token ?? ''] as const,
  list: (input: OrderListInput) => ['orders', 'list', input] as const,
};

export const fetchOrder = (input: GetOrderInput) => apiClient.call('order/get', input, orderSchema);
export const fetchOrderList = (input: OrderListInput) => apiClient.call('order/getList', input, orderListSchema);

/** The order (or quote) `input` names; a guest passes the secret of their order link. */
export function useOrder(input: GetOrderInput, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orderKeys.order(input),
    queryFn: () => fetchOrder(input),
    enabled,
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

/** ARCHITECTURE.md §3: the spreadsheet is a GET download the browser fetches with the session cookie. */
export function orderExcelUrl(input: GetOrderInput) {
  return downloadUrl('order/getExcel', { order_id: input.order_id, ...(input.token ? { token: input.token } : {}) });
}
