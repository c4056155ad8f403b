import { z } from 'zod';
import { addressSchema } from '../account/entities.ts';
import { cartSchema } from '../cart/schemas.ts';
import { communicationPreferenceSchema } from '../store/schemas.ts';
import { cardBrandSchema, paymentChoiceSchema } from './settings.ts';

/** Spec 2 §4 "Delivery preference". */
export const deliveryPreferenceSchema = z.enum(['pickup', 'ship', 'local_delivery']);
export type DeliveryPreference = z.infer<typeof deliveryPreferenceSchema>;

/** Spec 2 §4 "Multishipment method": one shipment once all has arrived, or what is in stock now first. */
export const multishipMethodSchema = z.enum(['all', 'batched']);
export type MultishipMethod = z.infer<typeof multishipMethodSchema>;

/** Spec 2 §3 "Shipping option"; cost in cents. */
export const shippingOptionSchema = z.object({
  provider: z.string(),
  delivery_preference: deliveryPreferenceSchema,
  label: z.string(),
  cost: z.number().int().nonnegative(),
  available: z.boolean(),
  /** Business days; 0 means not stated. */
  delivery_min: z.number().int().nonnegative(),
  delivery_max: z.number().int().nonnegative(),
  /** Titles in the cart this provider cannot carry. */
  conflicting_eisbns: z.array(z.string()),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** Spec 2 §3 "Checkout draft" contact: promo_code is the purchase order number (spec 2 §5). */
export const checkoutContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  preferred_communication: communicationPreferenceSchema.nullable(),
  promo_code: z.string(),
  instructions: z.string(),
});
export type CheckoutContact = z.infer<typeof checkoutContactSchema>;

/** What the shopper may see of the card they entered: never the number or the CVV. */
export const ccInfoSchema = z.object({
  brand: cardBrandSchema,
  masked_number: z.string(),
  name: z.string(),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int(),
});
export type CcInfo = z.infer<typeof ccInfoSchema>;

/** Spec 2 §3 "Checkout draft": what the shopper has chosen so far, kept with the cart. */
export const checkoutDraftSchema = z.object({
  delivery: deliveryPreferenceSchema.nullable(),
  /** The address the order goes to (ship, local delivery). */
  shipping: addressSchema.nullable(),
  provider: z.string().nullable(),
  batch: multishipMethodSchema.nullable(),
  contact: checkoutContactSchema,
  payment: paymentChoiceSchema.nullable(),
  cc_info: ccInfoSchema.nullable(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

export const emptyCheckoutContact: CheckoutContact = {
  name: '',
  email: '',
  phone: '',
  preferred_communication: null,
  promo_code: '',
  instructions: '',
};

export const emptyCheckoutDraft: CheckoutDraft = {
  delivery: null,
  shipping: null,
  provider: null,
  batch: null,
  contact: emptyCheckoutContact,
  payment: null,
  cc_info: null,
};

/** checkout/get (ours): the draft and the cart priced with it, for the checkout steps. */
export const checkoutStateSchema = z.object({ draft: checkoutDraftSchema, cart: cartSchema });
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/** checkout/setDelivery (spec 2 §7). */
export const setDeliveryInputSchema = z.object({ delivery_preference: deliveryPreferenceSchema });
export type SetDeliveryInput = z.infer<typeof setDeliveryInputSchema>;

/** checkout/requestQuote (spec 2 §5: 'Please enter a message.'). */
export const requestQuoteInputSchema = z.object({
  message: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(1000, 'At most 1000 characters.'),
});
export type RequestQuoteInput = z.infer<typeof requestQuoteInputSchema>;

/** The answer of checkout/submit, paypalSuccess and requestQuote. */
export const orderPlacedSchema = z.object({ order_number: z.string() });
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;
