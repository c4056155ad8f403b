import { defineActions, emptyInputSchema } from '../actions/define.ts';
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
  checkoutErrorCodes.paymentRequired,
  checkoutErrorCodes.paymentChoiceUnavailable,
  checkoutErrorCodes.contactRequired,
  giftCardErrorCodes.balanceChanged,
] as const;

/** Delivery, shipping, contact, payment and placing the order (docs/features/checkout.md). */
export const checkoutActionTable = defineActions({
  'checkout/get': {
    summary: 'The checkout as far as the shopper has filled it in, with the cart’s totals.',
    input: emptyInputSchema,
    output: checkoutStateSchema,
    errors: checkoutAccessErrors,
    access: 'public',
  },
  'checkout/setDelivery': {
    summary: 'Chooses pick up, shipping or local delivery.',
    input: setDeliveryInputSchema,
    output: checkoutStateSchema,
    errors: [
      ...checkoutAccessErrors,
      checkoutErrorCodes.emptyCart,
      checkoutErrorCodes.shippingDisabled,
      checkoutErrorCodes.localDeliveryDisabled,
    ],
    access: 'public',
  },
  'checkout/getShippingProviders': {
    summary: 'The shipping providers that reach an address, with their prices for this cart.',
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
  },
  'checkout/getShippingBatch': {
    summary: 'How the cart would ship in one shipment or two (what is on hand first).',
    input: getShippingBatchInputSchema,
    output: shippingBatchSchema,
    errors: [
      ...checkoutAccessErrors,
      checkoutErrorCodes.emptyCart,
      shippingErrorCodes.batchUnavailable,
      shippingErrorCodes.providerConflicts,
    ],
    access: 'public',
  },
  'checkout/setShipping': {
    summary: 'Chooses the address, provider and shipments.',
    input: setShippingInputSchema,
    output: checkoutStateSchema,
    errors: [
      ...checkoutAccessErrors,
      checkoutErrorCodes.emptyCart,
      checkoutErrorCodes.deliveryRequired,
      checkoutErrorCodes.shippingDisabled,
      checkoutErrorCodes.localDeliveryDisabled,
      shippingErrorCodes.addressRequired,
      shippingErrorCodes.notAvailable,
      shippingErrorCodes.providerConflicts,
      shippingErrorCodes.localDeliveryNotQualified,
      shippingErrorCodes.localDeliveryFailed,
      shippingErrorCodes.batchUnavailable,
    ],
    access: 'public',
  },
  'checkout/setExtras': {
    summary: 'Saves the contact details, order notes and communication preference.',
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
  },
  'checkout/getPaymentChoices': {
    summary: 'The ways to pay this order that the store offers for its delivery.',
    input: emptyInputSchema,
    output: paymentChoicesSchema,
    errors: [...checkoutAccessErrors, checkoutErrorCodes.emptyCart, checkoutErrorCodes.deliveryRequired],
    access: 'public',
  },
  'checkout/setPaymentChoice': {
    summary: 'Chooses how to pay.',
    input: setPaymentChoiceInputSchema,
    output: checkoutStateSchema,
    errors: [
      ...checkoutAccessErrors,
      checkoutErrorCodes.emptyCart,
      checkoutErrorCodes.deliveryRequired,
      checkoutErrorCodes.paymentChoiceUnavailable,
    ],
    access: 'public',
  },
  'checkout/setCreditCard': {
    summary: 'Stores the card, sealed in the browser with the store’s public key; a plain number or CVV is refused.',
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
  },
  'checkout/submit': {
    summary: 'Places the order once: the same uuid answers the same order, never a second one.',
    input: submitInputSchema,
    output: orderPlacedSchema,
    errors: placingErrors,
    access: 'public',
  },
  'checkout/paypalCreate': {
    summary: 'Creates the PayPal order for this checkout and answers where to approve it.',
    input: emptyInputSchema,
    output: paypalCreatedSchema,
    errors: [...placingErrors, checkoutErrorCodes.paypalFailed],
    access: 'public',
  },
  'checkout/paypalSuccess': {
    summary: 'Captures an approved PayPal order and places the store’s order.',
    input: paypalSuccessInputSchema,
    output: orderPlacedSchema,
    errors: [...placingErrors, checkoutErrorCodes.paypalFailed],
    access: 'public',
  },
  'checkout/requestQuote': {
    summary: 'Sends the cart to the store as a request for a quote instead of an order.',
    input: requestQuoteInputSchema,
    output: orderPlacedSchema,
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
  },
});
