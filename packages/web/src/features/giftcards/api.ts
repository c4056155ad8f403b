import { useMutation } from '@tanstack/react-query';
import { giftCardActionTable, type GiftCardBalanceInput } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';

const api = actionClient(giftCardActionTable);

export const getGiftCardBalance = (input: GiftCardBalanceInput) => api.giftcard.balance(input);

/**
 * giftcard/balance (docs/features/gift-cards.md#balance-checker): a look-up, not cached, since every try
 * counts against the rate limit.
 */
export const useGiftCardBalance = () => useMutation({ mutationFn: getGiftCardBalance });
