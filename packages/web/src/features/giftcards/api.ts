import { useMutation, useQuery } from '@tanstack/react-query';
import { giftCardActionTable, type GiftCardBalanceInput } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';

const api = actionClient(giftCardActionTable);

export const getGiftCardBalance = (input: GiftCardBalanceInput) => api.giftcard.balance(input);

/**
 * giftcard/balance (docs/features/gift-cards.md#balance-checker): a look-up, not cached, since every try
 * counts against the rate limit.
 */
export const useGiftCardBalance = () => useMutation({ mutationFn: getGiftCardBalance });

export const getGiftCardPage = () => api.giftcard.get();

export const giftCardKeys = {
  page: (storeId: string) => ['giftcards', 'page', storeId] as const,
};

/** giftcard/get (docs/features/gift-cards.md#gift-cards-page): the page's store content. */
export function useGiftCardPage(storeId: string) {
  return useQuery({ queryKey: giftCardKeys.page(storeId), queryFn: getGiftCardPage, staleTime: 5 * 60_000 });
}
