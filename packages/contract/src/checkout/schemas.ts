import { z } from 'zod';
import { addressSchema } from '../account/entities.ts';
import { cartSchema } from '../cart/schemas.ts';
import { emailSchema } from '../common/email.ts';
import { phonePattern } from '../common/contact.ts';
import { singleLineTextSchema } from '../common/fields.ts';
import { communicationPreferenceSchema } from '../store/schemas.ts';
import { checkoutMessages } from './messages.ts';
import { cardBrandSchema, paymentChoiceSchema } from './settings.ts';

/** docs/features/checkout.md#local-delivery. */
export const deliveryPreferenceSchema = z.enum(['pickup', 'ship', 'local_delivery']);
export type DeliveryPreference = z.infer<typeof deliveryPreferenceSchema>;

/** docs/features/checkout.md#shipments: one shipment once all has arrived, or what is in stock now first. */
export const multishipMethodSchema = z.enum(['all', 'batched']);
export type MultishipMethod = z.infer<typeof multishipMethodSchema>;

/** docs/features/checkout.md#shipping-providers "Shipping option"; cost in cents. */
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

/** docs/features/cart.md#promo-codes "Checkout draft" contact: promo_code is the purchase order number (docs/features/cart.md#promo-codes). */
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

/**
 * Ours: the store location an order is picked up at (the one the shopper chose, else the store's first), with its
 * street address (docs/features/checkout.md#review-and-submit).
 */
export const pickupLocationSchema = z.object({
  location_id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export type PickupLocation = z.infer<typeof pickupLocationSchema>;

/** docs/features/checkout.md#data "Checkout draft": what the shopper has chosen so far, kept with the cart. */
export const checkoutDraftSchema = z.object({
  delivery: deliveryPreferenceSchema.nullable(),
  /** The address the order goes to (ship, local delivery). */
  shipping: addressSchema.nullable(),
  provider: z.string().nullable(),
  batch: multishipMethodSchema.nullable(),
  contact: checkoutContactSchema,
  payment: paymentChoiceSchema.nullable(),
  cc_info: ccInfoSchema.nullable(),
  /** Ours: where a pick up order would be collected; the server always sends it. */
  pickup_location: pickupLocationSchema.nullable().optional(),
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

/** checkout/setExtras (docs/features/checkout.md#cart-checksum: "returns checksum and cart"), with the draft it saved. */
export const checkoutExtrasResultSchema = checkoutStateSchema.extend({ checksum: z.string() });
export type CheckoutExtrasResult = z.infer<typeof checkoutExtrasResultSchema>;

/** checkout/setDelivery (docs/features/checkout.md#delivery). */
export const setDeliveryInputSchema = z.object({ delivery_preference: deliveryPreferenceSchema });
export type SetDeliveryInput = z.infer<typeof setDeliveryInputSchema>;

const addressIdSchema = z.string({ error: 'Shipping address required.' }).trim().min(1).max(64);
const providerIdSchema = z.string().trim().min(1).max(40);

/** checkout/getShippingProviders (docs/features/accounts.md#address-book). */
export const getShippingProvidersInputSchema = z.object({ address_id: addressIdSchema });
export type GetShippingProvidersInput = z.infer<typeof getShippingProvidersInputSchema>;
export const shippingProvidersSchema = z.object({
  providers: z.array(shippingOptionSchema),
  /** docs/features/checkout.md#shipping-providers: the cheapest available non-local provider, else local delivery. */
  default_provider: z.string().nullable().optional(),
});
export type ShippingProviders = z.infer<typeof shippingProvidersSchema>;

/** checkout/getShippingBatch (docs/features/checkout.md#delivery): ship all at once, or what is in stock first, each with its extra cost. */
export const getShippingBatchInputSchema = z.object({
  delivery_preference: deliveryPreferenceSchema,
  provider: providerIdSchema,
  address_id: addressIdSchema,
});
export type GetShippingBatchInput = z.infer<typeof getShippingBatchInputSchema>;
export const shippingBatchOptionSchema = z.object({
  multiship_method: multishipMethodSchema,
  label: z.string(),
  /** What this method adds to the provider's cost, in cents. */
  delta_cost: z.number().int().nonnegative(),
});
export const shippingBatchSchema = z.object({ options: z.array(shippingBatchOptionSchema) });
export type ShippingBatch = z.infer<typeof shippingBatchSchema>;

/** checkout/setShipping (docs/features/checkout.md#actions). */
export const setShippingInputSchema = z.object({
  delivery_preference: deliveryPreferenceSchema,
  address_id: addressIdSchema,
  provider: providerIdSchema,
  multiship_method: multishipMethodSchema.default('all'),
});
export type SetShippingInput = z.infer<typeof setShippingInputSchema>;

const purchaseOrderSchema = singleLineTextSchema().max(10, checkoutMessages.purchaseOrderTooLong).default('');
const instructionsSchema = z.string().trim().max(1000, checkoutMessages.instructionsTooLong).default('');

/**
 * checkout/setExtras (docs/features/checkout.md#guest-checkout): the contact step. A customer's name, email and phone come from
 * the account; a guest must give all three (`guestContactSchema`).
 */
export const setExtrasInputSchema = z.object({
  name: singleLineTextSchema().max(200).default(''),
  email: singleLineTextSchema().toLowerCase().max(254).default(''),
  phone: singleLineTextSchema().max(40).default(''),
  /** The purchase order number (docs/features/cart.md#promo-codes, at most 10). */
  promo_code: purchaseOrderSchema,
  instructions: instructionsSchema,
  preferred_communication: communicationPreferenceSchema.optional(),
});
export type SetExtrasInput = z.infer<typeof setExtrasInputSchema>;
export type SetExtrasRequest = z.input<typeof setExtrasInputSchema>;

/** docs/features/checkout.md#guest-checkout: name, a valid email and a phone are required. */
export const guestContactSchema = setExtrasInputSchema.extend({
  name: singleLineTextSchema({ error: checkoutMessages.nameRequired }).min(1, checkoutMessages.nameRequired).max(200),
  email: emailSchema(checkoutMessages.emailRequired),
  phone: singleLineTextSchema({ error: checkoutMessages.phoneRequired }).regex(
    phonePattern,
    checkoutMessages.phoneRequired,
  ),
});
export type GuestContact = z.infer<typeof guestContactSchema>;

/** checkout/getPaymentChoices (docs/features/checkout.md#payment): the choices keyed by delivery type, and what is owed. */
export const paymentChoicesSchema = z.object({
  choices: z.object({ pickup: z.array(paymentChoiceSchema), ship: z.array(paymentChoiceSchema) }),
  /** What is left to pay after gift cards, in cents; 0 means not_required. */
  total_owing: z.number().int().nonnegative(),
  /**
   * Ours (docs/features/checkout.md#hosted-card-forms): what the browser needs to draw Clearent's card form when
   * clearent is offered. Its script and card fields come from `base_url` (Clearent's gateway, or its sandbox); the
   * public key only lets the form turn a card into a one-use token.
   */
  clearent_form: z.object({ script_url: z.string(), base_url: z.string(), public_key: z.string() }).optional(),
});
export type PaymentChoices = z.infer<typeof paymentChoicesSchema>;

/** checkout/setPaymentChoice (docs/features/checkout.md#payment). */
export const setPaymentChoiceInputSchema = z.object({ payment_choice: paymentChoiceSchema });
export type SetPaymentChoiceInput = z.infer<typeof setPaymentChoiceInputSchema>;

/**
 * checkout/submit (docs/features/checkout.md#cart-checksum). The order is built from the server's cart and checkout draft; the
 * choices the spec repeats in the payload are accepted but the draft is the truth. `checksum` is
 * the cart the review showed: a cart changed since (another tab) is refused with
 * CART_CHECKSUM_MISMATCH. The request's `uuid` is its idempotency key.
 */
export const submitInputSchema = z.object({
  checksum: z.string().trim().min(1).max(64),
  delivery_preference: deliveryPreferenceSchema.optional(),
  address_id: z.string().max(64).optional(),
  provider: z.string().max(40).optional(),
  multiship_method: multishipMethodSchema.optional(),
  gift_registry_id: z.string().max(64).optional(),
  preferred_communication: communicationPreferenceSchema.optional(),
  old_promo_code: singleLineTextSchema().max(15).optional(),
  promo_code: singleLineTextSchema().max(10).optional(),
  instructions: z.string().max(1000).optional(),
  payment_choice: paymentChoiceSchema.optional(),
  encrypted_cc_info: z.string().max(10_000).optional(),
  gift_cards: z.string().max(10_000).optional(),
  name: singleLineTextSchema().max(200).optional(),
  email: singleLineTextSchema().max(254).optional(),
  phone: singleLineTextSchema().max(40).optional(),
});
export type SubmitInput = z.infer<typeof submitInputSchema>;

/** checkout/requestQuote (docs/features/cart.md#quotes: 'Please enter a message.'). */
export const requestQuoteInputSchema = z.object({
  message: z
    .string({ error: checkoutMessages.quoteMessageRequired })
    .trim()
    .min(1, checkoutMessages.quoteMessageRequired)
    .max(1000, checkoutMessages.quoteMessageTooLong),
});
export type RequestQuoteInput = z.infer<typeof requestQuoteInputSchema>;

/** checkout/paypalCreate (ours): opens a PayPal order for what is owed; the browser goes to approve_url. */
export const paypalCreatedSchema = z.object({ approve_url: z.string(), order_id: z.string() });
export type PaypalCreated = z.infer<typeof paypalCreatedSchema>;

/** checkout/paypalSuccess (docs/features/checkout.md#paypal): the submit payload plus the PayPal order the shopper approved. */
export const paypalSuccessInputSchema = submitInputSchema.extend({ order_id: z.string().trim().min(1).max(64) });
export type PaypalSuccessInput = z.infer<typeof paypalSuccessInputSchema>;

/** checkout/cardPayment (docs/features/checkout.md#hosted-card-forms): what the hosted form of clearent or global gave the browser. */
export const cardPaymentInputSchema = z.object({
  provider: z.enum(['clearent', 'global']),
  /** Clearent: the form's transaction token; global: the id of the transaction the hosted page made. */
  transaction_data: z.string().trim().min(1).max(4000),
});
export type CardPaymentInput = z.infer<typeof cardPaymentInputSchema>;

/** checkout/chaseInit: the uid of the hosted payment form opened for what is owed, and the address of that form. */
export const chaseInitResultSchema = z.object({ uid: z.string(), url: z.string() });
export type ChaseInitResult = z.infer<typeof chaseInitResultSchema>;

/** checkout/chaseSuccess: the uid the chase form finished with. */
export const chaseSuccessInputSchema = z.object({ uid: z.string().trim().min(1).max(128) });
export type ChaseSuccessInput = z.infer<typeof chaseSuccessInputSchema>;

/** checkout/globalInit (ours): the hosted payment page opened for what is owed; the browser goes to url. */
export const globalInitResultSchema = z.object({ url: z.string() });
export type GlobalInitResult = z.infer<typeof globalInitResultSchema>;

/** The answer of checkout/submit, paypalSuccess and requestQuote. */
export const orderPlacedSchema = z.object({
  order_number: z.string(),
  /** A guest's order: the secret of its link (/account/order/{order_number}?token=…), sent once. */
  token: z.string().optional(),
});
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;
