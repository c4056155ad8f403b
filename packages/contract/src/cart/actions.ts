import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { uploadedFileSchema } from '../actions/uploaded-file.ts';
import { catalogErrorCodes } from '../catalog/messages.ts';
import { checkoutErrorCodes } from '../checkout/messages.ts';
import { commonErrorCodes } from '../common/errors.ts';
import { cartAccessErrors, cartAddAction } from './add-action.ts';
import { cartAddSharedAction, cartGetSharedAction } from './shared-cart.ts';
import { cartErrorCodes } from './messages.ts';
import {
  addPromoCodeInputSchema,
  addPromoCodeResultSchema,
  cartEmailInputSchema,
  cartEmailResultSchema,
  cartImportOptionsSchema,
  cartImportResultSchema,
  cartLineInputSchema,
  cartResultSchema,
  removeUnavailableResultSchema,
} from './schemas.ts';

export const cartRemoveItemAction = defineAction({
  name: 'cart/removeItem',
  input: cartLineInputSchema,
  output: cartResultSchema,
  errors: [...cartAccessErrors, cartErrorCodes.lineNotFound],
  access: 'public',
});

export const cartRemoveAllAction = defineAction({
  name: 'cart/removeAll',
  input: emptyInputSchema,
  output: cartResultSchema,
  errors: cartAccessErrors,
  access: 'public',
});

export const cartRemoveUnavailableAction = defineAction({
  name: 'cart/removeUnavailable',
  input: emptyInputSchema,
  output: removeUnavailableResultSchema,
  errors: cartAccessErrors,
  access: 'public',
});

export const cartEmailAction = defineAction({
  name: 'cart/email',
  input: cartEmailInputSchema,
  output: cartEmailResultSchema,
  errors: [...cartAccessErrors, cartErrorCodes.emptyCart, commonErrorCodes.rateLimited],
  access: 'public',
});

export const cartImportAction = defineAction({
  name: 'cart/import',
  input: cartImportOptionsSchema.extend({ file: uploadedFileSchema }),
  output: cartImportResultSchema,
  errors: [
    ...cartAccessErrors,
    catalogErrorCodes.fileTypeRefused,
    catalogErrorCodes.fileUnreadable,
    cartErrorCodes.importHeadersMissing,
    cartErrorCodes.importTooManyRows,
  ],
  access: 'public',
  upload: true,
});

export const checkoutAddPromocodeAction = defineAction({
  name: 'checkout/addPromocode',
  input: addPromoCodeInputSchema,
  output: addPromoCodeResultSchema,
  errors: [
    ...cartAccessErrors,
    cartErrorCodes.promoCodeUnknown,
    cartErrorCodes.promoCodeExpired,
    cartErrorCodes.promoCodeNotYet,
    cartErrorCodes.promoCodeBelowMinimum,
    checkoutErrorCodes.promoCodeUsedUp,
  ],
  access: 'public',
});

export const checkoutRemovePromocodeAction = defineAction({
  name: 'checkout/removePromocode',
  input: emptyInputSchema,
  output: cartResultSchema,
  errors: cartAccessErrors,
  access: 'public',
});

/** The cart: titles, gift cards, promo codes, import and email (docs/features/cart.md). */
export const cartActionTable = tableOf(
  cartAddAction,
  cartRemoveItemAction,
  cartRemoveAllAction,
  cartRemoveUnavailableAction,
  cartEmailAction,
  cartImportAction,
  cartGetSharedAction,
  cartAddSharedAction,
  checkoutAddPromocodeAction,
  checkoutRemovePromocodeAction,
);
