import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { cartErrorCodes } from '../cart/messages.ts';
import { checkoutErrorCodes } from '../checkout/messages.ts';
import { checkoutStateSchema } from '../checkout/schemas.ts';
import { commonErrorCodes } from '../common/errors.ts';
import { giftCardErrorCodes, giftCardMessages } from './messages.ts';
import { giftCardPageSchema } from './page.ts';
import {
  addGiftCardInputSchema,
  editGiftCardInputSchema,
  giftCardBalanceInputSchema,
  giftCardBalanceSchema,
  removeGiftCardInputSchema,
} from './schemas.ts';

const redeemErrors = [cartErrorCodes.cartDisabled, checkoutErrorCodes.guestPickupOnly] as const;

/** docs/features/gift-cards.md#gift-cards-page: the page's store content. */
export const giftcardGetAction = defineAction({
  name: 'giftcard/get',
  input: emptyInputSchema,
  output: giftCardPageSchema,
  errors: [],
  access: 'public',
});

export const giftcardBalanceAction = defineAction({
  name: 'giftcard/balance',
  input: giftCardBalanceInputSchema,
  output: giftCardBalanceSchema,
  errors: [giftCardErrorCodes.notAccepted, commonErrorCodes.rateLimited],
  access: 'public',
});

export const checkoutAddGiftCardAction = defineAction({
  name: 'checkout/addGiftCard',
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
});

export const checkoutEditGiftCardAction = defineAction({
  name: 'checkout/editGiftCard',
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
});

export const checkoutRemoveGiftCardAction = defineAction({
  name: 'checkout/removeGiftCard',
  input: removeGiftCardInputSchema,
  output: checkoutStateSchema,
  errors: [...redeemErrors, giftCardErrorCodes.notApplied],
  access: 'customer',
  loginMessage: giftCardMessages.loginRequired,
});

/** Gift card balances and paying with gift cards at checkout (docs/features/gift-cards.md). */
export const giftCardActionTable = tableOf(
  giftcardGetAction,
  giftcardBalanceAction,
  checkoutAddGiftCardAction,
  checkoutEditGiftCardAction,
  checkoutRemoveGiftCardAction,
);
