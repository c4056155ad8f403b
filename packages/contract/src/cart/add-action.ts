import { defineAction } from '../actions/define.ts';
import { commonErrorCodes } from '../common/errors.ts';
import { cartErrorCodes } from './messages.ts';
import { cartAddInputSchema, cartResultSchema } from './schemas.ts';

/** A guest is refused when the store does not show guests the cart (guest_show_cart off). */
export const cartAccessErrors = [cartErrorCodes.cartDisabled, commonErrorCodes.loginRequired] as const;

/**
 * Every title's purchase control adds to the cart, so this action has a module of its own and the
 * pages that show titles carry only it, not the cart page's actions.
 */
export const cartAddAction = defineAction({
  name: 'cart/add',
  input: cartAddInputSchema,
  output: cartResultSchema,
  errors: [
    ...cartAccessErrors,
    cartErrorCodes.stockLimit,
    cartErrorCodes.lineQuantityLimit,
    cartErrorCodes.titleNotFound,
    cartErrorCodes.notOrderable,
    cartErrorCodes.lineNotFound,
    cartErrorCodes.giftCardsDisabled,
  ],
  access: 'public',
});
