import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleActionTable,
  consoleErrorCodes,
  consoleQuoteActionTable,
  type ConsoleAnswerQuoteInput,
  type ConsoleDeclineQuoteInput,
  type ConsoleLoginInput,
  type ConsoleMarkShippedInput,
  type ConsoleOrderDetail,
  type ConsoleOrderListInput,
  type ConsoleDailySalesInput,
  type ConsoleRefundInput,
} from '@bookfront/contract';
import { ActionError, actionClient, downloadUrl } from '../../lib/api-client.ts';

// The console is its own chunk, so it may carry its whole domain's schemas.
const api = actionClient(consoleActionTable);
const quoteApi = actionClient(consoleQuoteActionTable);

export const consoleKeys = {
  me: ['console', 'me'] as const,
  queue: (filters: ConsoleOrderListInput) => ['console', 'orders', 'list', filters] as const,
  order: (orderNumber: string) => ['console', 'orders', 'get', orderNumber] as const,
  audit: (page: number) => ['console', 'audit', page] as const,
};

/** The logged-in staff member, or null when there is no console login (401). */
export function useStaffMember() {
  return useQuery({
    queryKey: consoleKeys.me,
    queryFn: async () => {
      try {
        return await api.console.me();
      } catch (error) {
        if (error instanceof ActionError && error.code === consoleErrorCodes.loginRequired) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

export function useConsoleLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsoleLoginInput) => api.console.login(input),
    onSuccess: (result) => {
      if (result.staff) queryClient.setQueryData(consoleKeys.me, result.staff);
    },
  });
}

export function useConsoleLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.console.logout(),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['console'] });
      queryClient.setQueryData(consoleKeys.me, null);
    },
  });
}

/** A staff session that ended while the console was open sends the console back to its login. */
export function useLoginLapse() {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (error instanceof ActionError && error.code === consoleErrorCodes.loginRequired) {
      queryClient.setQueryData(consoleKeys.me, null);
    }
  };
}

export function useOrderQueue(filters: ConsoleOrderListInput) {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: consoleKeys.queue(filters),
    queryFn: async () => {
      try {
        return await api.console['orders/list'](filters);
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

export function useConsoleOrder(orderNumber: string) {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: consoleKeys.order(orderNumber),
    queryFn: async () => {
      try {
        return await api.console['orders/get']({ order_number: orderNumber });
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
    retry: false,
  });
}

export type OrderChange =
  | { name: 'markReady' | 'markCompleted' | 'cancel'; note?: string }
  | { name: 'markShipped'; tracking: string; note?: string };

const changeCalls = {
  markReady: (input: { order_number: string; note?: string }) => api.console['orders/markReady'](input),
  markCompleted: (input: { order_number: string; note?: string }) => api.console['orders/markCompleted'](input),
  cancel: (input: { order_number: string; note?: string }) => api.console['orders/cancel'](input),
  markShipped: (input: ConsoleMarkShippedInput) => api.console['orders/markShipped'](input),
};

/** A status change; the answer is the order as it now is, and every queue is read again. */
export function useOrderChange(orderNumber: string) {
  const queryClient = useQueryClient();
  const lapse = useLoginLapse();
  return useMutation({
    mutationFn: (change: OrderChange): Promise<ConsoleOrderDetail> =>
      change.name === 'markShipped'
        ? changeCalls.markShipped({ order_number: orderNumber, tracking: change.tracking, note: change.note ?? '' })
        : changeCalls[change.name]({ order_number: orderNumber, note: change.note ?? '' }),
    onSuccess: (detail) => {
      queryClient.setQueryData(consoleKeys.order(orderNumber), detail);
      void queryClient.invalidateQueries({ queryKey: ['console', 'orders', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
    onError: lapse,
  });
}

/** console/audit/list: one page of the audit log, newest first. */
export function useAuditLog(page: number) {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: consoleKeys.audit(page),
    queryFn: async () => {
      try {
        return await api.console['audit/list']({ page });
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** Answers of the console's payment changes (docs/features/store-console.md#refunds): the order as it now is. */
function useOrderAnswer(orderNumber: string) {
  const queryClient = useQueryClient();
  return (detail: ConsoleOrderDetail) => {
    queryClient.setQueryData(consoleKeys.order(orderNumber), detail);
    void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
  };
}

/** The order's sealed card, to open in this browser with the store's private key. */
export function useOpenCard(orderNumber: string) {
  const lapse = useLoginLapse();
  return useMutation({
    mutationFn: () => api.console['orders/openCard']({ order_number: orderNumber }),
    onError: lapse,
  });
}

export function useRecordCharged(orderNumber: string) {
  const lapse = useLoginLapse();
  return useMutation({
    mutationFn: () => api.console['orders/recordCharged']({ order_number: orderNumber }),
    onSuccess: useOrderAnswer(orderNumber),
    onError: lapse,
  });
}

export function useRefund(orderNumber: string) {
  const lapse = useLoginLapse();
  return useMutation({
    mutationFn: (input: Omit<ConsoleRefundInput, 'order_number'>) =>
      api.console['orders/refund']({ ...input, order_number: orderNumber }),
    onSuccess: useOrderAnswer(orderNumber),
    onError: lapse,
  });
}

/** console/orders/answerQuote (docs/features/store-console.md#quotes): the quote becomes the order answered. */
export function useAnswerQuote(orderNumber: string) {
  const lapse = useLoginLapse();
  return useMutation({
    mutationFn: (input: Omit<ConsoleAnswerQuoteInput, 'order_number'>) =>
      quoteApi.console['orders/answerQuote']({ ...input, order_number: orderNumber }),
    onSuccess: useOrderAnswer(orderNumber),
    onError: lapse,
  });
}

/** console/orders/declineQuote (docs/features/store-console.md#quotes): the quote declined, cancelled. */
export function useDeclineQuote(orderNumber: string) {
  const lapse = useLoginLapse();
  return useMutation({
    mutationFn: (input: Omit<ConsoleDeclineQuoteInput, 'order_number'>) =>
      quoteApi.console['orders/declineQuote']({ ...input, order_number: orderNumber }),
    onSuccess: useOrderAnswer(orderNumber),
    onError: lapse,
  });
}

/** The pick list PDF of a status's orders at a location (all locations when none). */
export const pickListUrl = (status: string, locationId: string) =>
  downloadUrl('console/orders/pickList', { status, ...(locationId ? { location_id: locationId } : {}) });

export const packingSlipUrl = (orderNumber: string) =>
  downloadUrl('console/orders/packingSlip', { order_number: orderNumber });

/** console/sales/daily (docs/features/store-console.md#daily-sales-summary). */
export const dailySales = (input: ConsoleDailySalesInput) => api.console['sales/daily'](input);
