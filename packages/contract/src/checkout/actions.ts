import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { cartErrorCodes } from '../cart/messages.ts';
import { giftCardErrorCodes } from '../giftcard/messages.ts';
import { cardErrorCodes } from './card-messages.ts';
import { setCreditCardInputSchema, setCreditCardResultSchema } from './card.ts';
import { checkoutErrorCodes, checkoutMessages } from './messages.ts';
import { commonErrorCodes } from '../common/errors.ts';
import {
  checkoutExtrasResultSchema,
  checkoutStateSchema,
  getShippingBatchInputSchema,
  getShippingProvidersInputSchema,
  orderPlacedSchema,
  paymentChoicesSchema,
  paypalCreatedSchema,
  paypalSuccessInputSchema,
  cardPaymentInputSchema,
  chaseInitResultSchema,
  chaseSuccessInputSchema,
  globalInitResultSchema,
  requestQuoteInputSchema,
  setDeliveryInputSchema,
  setExtrasInputSchema,
  setPaymentChoiceInputSchema,
  setShippingInputSchema,
  shippingBatchSchema,
  shippingProvidersSchema,
  submitInputSchema,
} from './schemas.ts';
import { shippingErrorCodes } from './shipping-messages.ts';
import { quotePlacedSchema } from '../order/schemas.ts';

/** Every checkout step needs the cart on, and a guest needs the store to allow guest checkout. */
const checkoutAccessErrors = [cartErrorCodes.cartDisabled, checkoutErrorCodes.guestPickupOnly] as const;

/** What placing an order can refuse, by PayPal or otherwise. */
const placingErrors = [
  ...checkoutAccessErrors,
  checkoutErrorCodes.requestIdRequired,
  checkoutErrorCodes.requestIdTaken,
  checkoutErrorCodes.emptyCart,
  checkoutErrorCodes.deliveryRequired,
  checkoutErrorCodes.shippingRequired,
  checkoutErrorCodes.shippingDisabled,
  checkoutErrorCodes.localDeliveryDisabled,
  checkoutErrorCodes.containsUnavailable,
  checkoutErrorCodes.belowOrderMinimum,
  checkoutErrorCodes.checksumMismatch,
  checkoutErrorCodes.inventoryGone,
  checkoutErrorCodes.promoCodeUsedUp,
  checkoutErrorCodes.paymentRequired,
  checkoutErrorCodes.paymentChoiceUnavailable,
  checkoutErrorCodes.contactRequired,
  giftCardErrorCodes.balanceChanged,
] as const;

export const checkoutGetAction = defineAction({
  name: 'checkout/get',
  input: emptyInputSchema,
  output: checkoutStateSchema,
  errors: checkoutAccessErrors,
  access: 'public',
});

export const checkoutSetDeliveryAction = defineAction({
  name: 'checkout/setDelivery',
  input: setDeliveryInputSchema,
  output: checkoutStateSchema,
  errors: [
    ...checkoutAccessErrors,
    checkoutErrorCodes.emptyCart,
    checkoutErrorCodes.shippingDisabled,
    checkoutErrorCodes.localDeliveryDisabled,
  ],
  access: 'public',
});

export const checkoutGetShippingProvidersAction = defineAction({
  name: 'checkout/getShippingProviders',
  input: getShippingProvidersInputSchema,
  output: shippingProvidersSchema,
  errors: [
    ...checkoutAccessErrors,
    checkoutErrorCodes.emptyCart,
    checkoutErrorCodes.deliveryRequired,
    checkoutErrorCodes.shippingDisabled,
    commonErrorCodes.notFound,
    shippingErrorCodes.addressRequired,
    shippingErrorCodes.notAvailable,
    shippingErrorCodes.localDeliveryNotQualified,
    shippingErrorCodes.localDeliveryFailed,
  ],
  access: 'public',
});

export const checkoutGetShippingBatchAction = defineAction({
  name: 'checkout/getShippingBatch',
  input: getShippingBatchInputSchema,
  output: shippingBatchSchema,
  errors: [
    ...checkoutAccessErrors,
    checkoutErrorCodes.emptyCart,
    checkoutErrorCodes.deliveryRequired,
    checkoutErrorCodes.shippingDisabled,
    checkoutErrorCodes.localDeliveryDisabled,
    commonErrorCodes.notFound,
    shippingErrorCodes.addressRequired,
    shippingErrorCodes.notAvailable,
    shippingErrorCodes.localDeliveryNotQualified,
    shippingErrorCodes.localDeliveryFailed,
    shippingErrorCodes.batchUnavailable,
    shippingErrorCodes.providerConflicts,
  ],
  access: 'public',
});

export const checkoutSetShippingAction = defineAction({
  name: 'checkout/setShipping',
  input: setShippingInputSchema,
  output: checkoutStateSchema,
  errors: [
    ...checkoutAccessErrors,
    checkoutErrorCodes.emptyCart,
    checkoutErrorCodes.deliveryRequired,
    checkoutErrorCodes.shippingDisabled,
    checkoutErrorCodes.localDeliveryDisabled,
    commonErrorCodes.notFound,
    shippingErrorCodes.addressRequired,
    shippingErrorCodes.notAvailable,
    shippingErrorCodes.providerConflicts,
    shippingErrorCodes.localDeliveryNotQualified,
    shippingErrorCodes.localDeliveryFailed,
    shippingErrorCodes.batchUnavailable,
  ],
  access: 'public',
});

export const checkoutSetExtrasAction = defineAction({
  name: 'checkout/setExtras',
  input: setExtrasInputSchema,
  output: checkoutExtrasResultSchema,
  errors: [
    ...checkoutAccessErrors,
    checkoutErrorCodes.emptyCart,
    checkoutErrorCodes.deliveryRequired,
    checkoutErrorCodes.communicationUnavailable,
    checkoutErrorCodes.contactRequired,
  ],
  access: 'public',
});

export const checkoutGetPaymentChoicesAction = defineAction({
  name: 'checkout/getPaymentChoices',
  input: emptyInputSchema,
  output: paymentChoicesSchema,
  errors: [...checkoutAccessErrors, checkoutErrorCodes.emptyCart, checkoutErrorCodes.deliveryRequired],
  access: 'public',
});

export const checkoutSetPaymentChoiceAction = defineAction({
  name: 'checkout/setPaymentChoice',
  input: setPaymentChoiceInputSchema,
  output: checkoutStateSchema,
  errors: [
    ...checkoutAccessErrors,
    checkoutErrorCodes.emptyCart,
    checkoutErrorCodes.deliveryRequired,
    checkoutErrorCodes.paymentChoiceUnavailable,
  ],
  access: 'public',
});

export const checkoutSetCreditCardAction = defineAction({
  name: 'checkout/setCreditCard',
  input: setCreditCardInputSchema,
  output: setCreditCardResultSchema,
  errors: [
    ...checkoutAccessErrors,
    checkoutErrorCodes.emptyCart,
    checkoutErrorCodes.deliveryRequired,
    checkoutErrorCodes.paymentRequired,
    cardErrorCodes.cardNotOffered,
    cardErrorCodes.brandNotAccepted,
    cardErrorCodes.expiryPast,
    cardErrorCodes.envelopeInvalid,
  ],
  access: 'public',
  strictInput: true,
});

export const checkoutSubmitAction = defineAction({
  name: 'checkout/submit',
  input: submitInputSchema,
  output: orderPlacedSchema,
  errors: placingErrors,
  access: 'public',
});

export const checkoutPaypalCreateAction = defineAction({
  name: 'checkout/paypalCreate',
  input: emptyInputSchema,
  output: paypalCreatedSchema,
  errors: [...placingErrors, checkoutErrorCodes.paypalFailed],
  access: 'public',
});

export const checkoutPaypalSuccessAction = defineAction({
  name: 'checkout/paypalSuccess',
  input: paypalSuccessInputSchema,
  output: orderPlacedSchema,
  errors: [...placingErrors, checkoutErrorCodes.paypalFailed],
  access: 'public',
});

export const checkoutCardPaymentAction = defineAction({
  name: 'checkout/cardPayment',
  input: cardPaymentInputSchema,
  output: orderPlacedSchema,
  errors: [...placingErrors, checkoutErrorCodes.cardPaymentFailed],
  access: 'public',
});

export const checkoutChaseInitAction = defineAction({
  name: 'checkout/chaseInit',
  input: emptyInputSchema,
  output: chaseInitResultSchema,
  errors: [...placingErrors, checkoutErrorCodes.cardPaymentFailed],
  access: 'public',
});

export const checkoutChaseSuccessAction = defineAction({
  name: 'checkout/chaseSuccess',
  input: chaseSuccessInputSchema,
  output: orderPlacedSchema,
  errors: [...placingErrors, checkoutErrorCodes.cardPaymentFailed],
  access: 'public',
});

export const checkoutGlobalInitAction = defineAction({
  name: 'checkout/globalInit',
  input: emptyInputSchema,
  output: globalInitResultSchema,
  errors: [...placingErrors, checkoutErrorCodes.cardPaymentFailed],
  access: 'public',
});

export const checkoutRequestQuoteAction = defineAction({
  name: 'checkout/requestQuote',
  input: requestQuoteInputSchema,
  output: quotePlacedSchema,
  errors: [
    ...checkoutAccessErrors,
    checkoutErrorCodes.quoteDisabled,
    checkoutErrorCodes.emptyCart,
    checkoutErrorCodes.containsUnavailable,
    checkoutErrorCodes.requestIdTaken,
    checkoutErrorCodes.checksumMismatch,
  ],
  access: 'customer',
  loginMessage: checkoutMessages.loginRequired,
});

/** Delivery, shipping, contact, payment and placing the order (docs/features/checkout.md). */
export const checkoutActionTable = tableOf(
  checkoutGetAction,
  checkoutSetDeliveryAction,
  checkoutGetShippingProvidersAction,
  checkoutGetShippingBatchAction,
  checkoutSetShippingAction,
  checkoutSetExtrasAction,
  checkoutGetPaymentChoicesAction,
  checkoutSetPaymentChoiceAction,
  checkoutSetCreditCardAction,
  checkoutSubmitAction,
  checkoutPaypalCreateAction,
  checkoutPaypalSuccessAction,
  checkoutCardPaymentAction,
  checkoutChaseInitAction,
  checkoutChaseSuccessAction,
  checkoutGlobalInitAction,
  checkoutRequestQuoteAction,
);
