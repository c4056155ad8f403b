import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderActionTable, type GetOrderInput, type OrderListInput } from '@bookfront/contract';
import { actionClient, downloadUrl } from '../../../lib/api-client.ts';

export const orderKeys = {
  all: ['orders'] as const,
  order: (input: GetOrderInput) => ['orders', 'order', input.order_id, input.token ?? ''] as const,
  list: (input: OrderListInput) => ['orders', 'list', input] as const,
};

const api = actionClient(orderActionTable);

export const fetchOrder = (input: GetOrderInput) => api.order.get(input);
export const fetchOrderList = (input: OrderListInput) => api.order.getList(input);

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

/** A GET download the browser fetches with the session cookie (docs/features/orders.md#spreadsheet). */
export function orderExcelUrl(input: GetOrderInput) {
  return downloadUrl('order/getExcel', { order_id: input.order_id, ...(input.token ? { token: input.token } : {}) });
}
