import { defineActions } from '../actions/define.ts';
import { cartErrorCodes } from '../cart/messages.ts';
import { checkoutErrorCodes } from '../checkout/messages.ts';
import { checkoutStateSchema } from '../checkout/schemas.ts';
import { commonErrorCodes } from '../common/errors.ts';
import { giftCardErrorCodes, giftCardMessages } from './messages.ts';
import {
  addGiftCardInputSchema,
  editGiftCardInputSchema,
  giftCardBalanceInputSchema,
  giftCardBalanceSchema,
  removeGiftCardInputSchema,
} from './schemas.ts';

const redeemErrors = [cartErrorCodes.cartDisabled, checkoutErrorCodes.guestPickupOnly] as const;

/** Gift card balances and paying with gift cards at checkout (docs/features/gift-cards.md). */
export const giftCardActionTable = defineActions({
  'giftcard/balance': {
    summary: 'The balance of a gift card; look-ups are limited per address and per session.',
    input: giftCardBalanceInputSchema,
    output: giftCardBalanceSchema,
    errors: [giftCardErrorCodes.notAccepted, commonErrorCodes.rateLimited],
    access: 'public',
  },
  'checkout/addGiftCard': {
    summary: 'Pays part or all of the order with a gift card.',
    input: addGiftCardInputSchema,
    output: checkoutStateSchema,
    errors: [
      ...redeemErrors,
      giftCardErrorCodes.notAccepted,
      giftCardErrorCodes.zeroBalance,
      giftCardErrorCodes.amountAboveBalance,
      giftCardErrorCodes.amountAboveOwing,
      giftCardErrorCodes.alreadyApplied,
      giftCardErrorCodes.nothingOwing,
      checkoutErrorCodes.emptyCart,
      commonErrorCodes.rateLimited,
    ],
    access: 'customer',
    loginMessage: giftCardMessages.loginRequired,
  },
  'checkout/editGiftCard': {
    summary: 'Changes the amount paid with a gift card already applied.',
    input: editGiftCardInputSchema,
    output: checkoutStateSchema,
    errors: [
      ...redeemErrors,
      giftCardErrorCodes.notApplied,
      giftCardErrorCodes.amountAboveBalance,
      giftCardErrorCodes.amountAboveOwing,
      checkoutErrorCodes.emptyCart,
    ],
    access: 'customer',
    loginMessage: giftCardMessages.loginRequired,
  },
  'checkout/removeGiftCard': {
    summary: 'Stops paying with a gift card.',
    input: removeGiftCardInputSchema,
    output: checkoutStateSchema,
    errors: [...redeemErrors, giftCardErrorCodes.notApplied],
    access: 'customer',
    loginMessage: giftCardMessages.loginRequired,
  },
});
