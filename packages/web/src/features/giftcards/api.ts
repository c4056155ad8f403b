import { useMutation } from '@tanstack/react-query';
import { giftCardBalanceSchema, type GiftCardBalanceInput } from '@bookfront/contract';
import { apiClient } from '../../lib/api-client.ts';

export const getGiftCardBalance = (input: GiftCardBalanceInput) =>
  apiClient.call('giftcard/balance', input, giftCardBalanceSchema);

/** giftcard/balance (spec 1 §7): a look-up, not cached, since every try counts against the rate limit. */
export const useGiftCardBalance = () => useMutation({ mutationFn: getGiftCardBalance });
