import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleCustomersActionTable,
  type ConsoleCustomer,
  type ConsoleMail,
  type ConsoleMailListInput,
} from '@bookfront/contract';
import { actionClient } from '../../../lib/api-client.ts';
import { useLoginLapse } from '../api.ts';

const api = actionClient(consoleCustomersActionTable);

export const customerKeys = {
  search: (q: string, page: number) => ['console', 'customers', 'search', q, page] as const,
  customer: (customerId: string) => ['console', 'customers', 'get', customerId] as const,
  mailList: (filters: ConsoleMailListInput) => ['console', 'mail', 'list', filters] as const,
  mail: (mailId: string) => ['console', 'mail', 'get', mailId] as const,
};

/** A console read that sends the console back to its login when the staff session has ended. */
function useConsoleRead<Output>(queryKey: readonly unknown[], call: () => Promise<Output>, keepPrevious = false) {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey,
    queryFn: async () => {
      try {
        return await call();
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
    retry: false,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** console/customers/search: 25 a page, newest first. */
export const useCustomerSearch = (q: string, page: number) =>
  useConsoleRead(customerKeys.search(q, page), () => api.console['customers/search']({ q, page }), true);

export const useConsoleCustomer = (customerId: string) =>
  useConsoleRead(customerKeys.customer(customerId), () => api.console['customers/get']({ customer_id: customerId }));

export type CustomerChange =
  | { name: 'lock' | 'unlock' }
  | { name: 'removeLink' | 'authorizeLink'; linkId: string }
  | { name: 'resendVerification' };

async function changeCustomer(customerId: string, change: CustomerChange): Promise<ConsoleCustomer> {
  const input = { customer_id: customerId };
  switch (change.name) {
    case 'lock':
      return api.console['customers/lock'](input);
    case 'unlock':
      return api.console['customers/unlock'](input);
    case 'removeLink':
      return api.console['customers/removeLink']({ ...input, link_id: change.linkId });
    case 'authorizeLink':
      return api.console['customers/authorizeLink']({ ...input, link_id: change.linkId });
    case 'resendVerification':
      return (await api.console['customers/resendVerification'](input)).customer;
  }
}

/** A change to one customer: the answer is the customer as they now are; searches and the audit log are read again. */
export function useCustomerChange(customerId: string) {
  const queryClient = useQueryClient();
  const lapse = useLoginLapse();
  return useMutation<ConsoleCustomer, Error, CustomerChange>({
    mutationFn: (change) => changeCustomer(customerId, change),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.customer(customerId), customer);
      void queryClient.invalidateQueries({ queryKey: ['console', 'customers', 'search'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'mail'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
    onError: lapse,
  });
}

/** console/mail/list: 50 a page, newest first. */
export const useMailLog = (filters: ConsoleMailListInput) =>
  useConsoleRead(customerKeys.mailList(filters), () => api.console['mail/list'](filters), true);

export const useConsoleMail = (mailId: string) =>
  useConsoleRead(customerKeys.mail(mailId), () => api.console['mail/get']({ mail_id: mailId }));

/** Sends a mail again; `idempotencyKey` is made once per click, so a retried request queues one copy. */
export function useResendMail() {
  const queryClient = useQueryClient();
  const lapse = useLoginLapse();
  return useMutation<ConsoleMail, Error, { mailId: string; idempotencyKey: string }>({
    mutationFn: (input) => api.console['mail/resend']({ mail_id: input.mailId, idempotency_key: input.idempotencyKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['console', 'mail'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
    onError: lapse,
  });
}
