import { defineActions, emptyInputSchema, uploadedFileSchema } from '../actions/define.ts';
import { catalogErrorCodes } from '../catalog/messages.ts';
import { commonErrorCodes } from '../common/errors.ts';
import { cartErrorCodes } from './messages.ts';
import {
  addPromoCodeInputSchema,
  cartAddInputSchema,
  cartEmailInputSchema,
  cartEmailResultSchema,
  cartImportOptionsSchema,
  cartImportResultSchema,
  cartLineInputSchema,
  cartResultSchema,
  removeUnavailableResultSchema,
} from './schemas.ts';

/** A guest is refused when the store does not show guests the cart (guest_show_cart off). */
const cartAccessErrors = [cartErrorCodes.cartDisabled, commonErrorCodes.loginRequired] as const;

/** The cart: titles, gift cards, promo codes, import and email (docs/features/cart.md). */
export const cartActionTable = defineActions({
  'cart/add': {
    summary: 'Adds a title (or a gift card) to the cart, or sets the quantity of a line; answers the cart.',
    input: cartAddInputSchema,
    output: cartResultSchema,
    errors: [
      ...cartAccessErrors,
      cartErrorCodes.stockLimit,
      cartErrorCodes.titleNotFound,
      cartErrorCodes.notOrderable,
      cartErrorCodes.lineNotFound,
      cartErrorCodes.giftCardsDisabled,
    ],
    access: 'public',
  },
  'cart/removeItem': {
    summary: 'Removes one line from the cart.',
    input: cartLineInputSchema,
    output: cartResultSchema,
    errors: [...cartAccessErrors, cartErrorCodes.lineNotFound],
    access: 'public',
  },
  'cart/removeAll': {
    summary: 'Empties the cart.',
    input: emptyInputSchema,
    output: cartResultSchema,
    errors: cartAccessErrors,
    access: 'public',
  },
  'cart/removeUnavailable': {
    summary: 'Removes the lines that cannot be ordered now.',
    input: emptyInputSchema,
    output: removeUnavailableResultSchema,
    errors: cartAccessErrors,
    access: 'public',
  },
  'cart/email': {
    summary: 'Emails the cart’s contents to an address.',
    input: cartEmailInputSchema,
    output: cartEmailResultSchema,
    errors: [...cartAccessErrors, cartErrorCodes.emptyCart, commonErrorCodes.rateLimited],
    access: 'public',
  },
  'cart/import': {
    summary: 'Reads ISBNs and quantities from a spreadsheet or text file; previews them or adds them to the cart.',
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
  },
  'checkout/addPromocode': {
    summary: 'Applies a promo code to the cart.',
    input: addPromoCodeInputSchema,
    output: cartResultSchema,
    errors: [
      ...cartAccessErrors,
      cartErrorCodes.promoCodeUnknown,
      cartErrorCodes.promoCodeExpired,
      cartErrorCodes.promoCodeNotYet,
      cartErrorCodes.promoCodeBelowMinimum,
    ],
    access: 'public',
  },
  'checkout/removePromocode': {
    summary: 'Removes the promo codes from the cart.',
    input: emptyInputSchema,
    output: cartResultSchema,
    errors: cartAccessErrors,
    access: 'public',
  },
});
