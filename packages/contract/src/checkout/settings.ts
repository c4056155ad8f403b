import { z } from 'zod';
import { isHttpUrl } from '../common/links.ts';

/**
 * Sentences of the checkout settings a bookseller sets (`settings:set`). Apart from the card form's
 * messages, which every page would otherwise carry with the settings schema.
 */
export const checkoutSettingsMessages = {
  /** Ours: told to the bookseller who sets checkout.card_public_key to a private key. */
  privateKeyRefused:
    'This is a private key: upload only public.pem from card:keygen, and keep private.pem off the server.',
} as const;

const cents = z.number().int().min(0).max(100_000_000);
const businessDays = z.number().int().min(0).max(90);

/** docs/features/checkout.md#payment. clearent, chase and global are the hosted card forms (docs/features/checkout.md#hosted-card-forms). */
export const paymentChoiceSchema = z.enum([
  'not_required',
  'pickup',
  'paypal',
  'contact',
  'clearent',
  'chase',
  'global',
  'credit_card',
]);
export type PaymentChoice = z.infer<typeof paymentChoiceSchema>;

/** The choices a store may offer (not_required is the server's own, when nothing is owed). */
export const offerablePaymentChoices = [
  'pickup',
  'paypal',
  'contact',
  'clearent',
  'chase',
  'global',
  'credit_card',
] as const;
const offerablePaymentChoiceSchema = z.enum(offerablePaymentChoices);

/** Card brands a store may accept (docs/features/checkout.md#card-entry: 'Must be an accepted credit card'). */
export const cardBrandSchema = z.enum(['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners']);
export type CardBrand = z.infer<typeof cardBrandSchema>;

/** Where a provider ships: a country (ISO 3166-1 alpha-2) and optionally only some of its provinces or states. */
export const shippingRegionSchema = z.object({
  country: z.string().length(2).toUpperCase(),
  /** Names or codes as the address book spells them; empty means the whole country. */
  provinces: z.array(z.string().trim().min(1).max(80)).max(100).default([]),
});
export type ShippingRegion = z.infer<typeof shippingRegionSchema>;

/**
 * A shipping provider of the store (docs/features/checkout.md#shipping-providers "Shipping option"), priced flat, by quantity or by
 * weight; every amount in cents.
 */
export const shippingProviderSettingSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'A provider id is lower-case letters, digits, - and _.'),
  label: z.string().trim().min(1).max(80),
  /** Off keeps the provider's rates but checkout no longer offers it. */
  enabled: z.boolean().default(true),
  pricing: z.enum(['flat', 'quantity', 'weight']),
  /** The whole cost of a flat provider; the first copy (quantity) or the first kilogram (weight) otherwise. */
  base_cents: cents.default(0),
  /** Quantity pricing: each copy after the first. */
  per_item_cents: cents.default(0),
  /** Weight pricing: each kilogram (or part) after the first. */
  per_kg_cents: cents.default(0),
  /** Empty: the store's own country. */
  regions: z.array(shippingRegionSchema).max(100).default([]),
  delivery_min: businessDays.default(0),
  delivery_max: businessDays.default(0),
  /** Bindings this provider will not carry (e.g. 'Hardcover' for a letter-mail service). */
  excluded_bindings: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  /** What a second shipment costs when the shopper has what is in stock sent first (batched). */
  second_shipment_cents: cents.default(0),
});
export type ShippingProviderSetting = z.infer<typeof shippingProviderSettingSchema>;

/** Local delivery by the store itself (docs/features/checkout.md#local-delivery: fee, minimum and free minimum in cents). */
export const localDeliverySettingSchema = z.object({
  enabled: z.boolean().default(false),
  label: z.string().trim().min(1).max(80).default('Local Delivery'),
  /** Postal or zip code prefixes of the area ('K1A', '902'); an address qualifies by prefix or by radius. */
  postal_prefixes: z.array(z.string().trim().toUpperCase().min(1).max(10)).max(500).default([]),
  /** A radius around the store's latitude and longitude, in kilometres; null for none. */
  radius_km: z.number().positive().max(500).nullable().default(null),
  fee_cents: cents.default(0),
  /** The smallest subtotal delivered. */
  min_cents: cents.default(0),
  /** From this subtotal delivery is free; 0 for never. */
  free_min_cents: cents.default(0),
  /** Delivery is always free. */
  free_delivery: z.boolean().default(false),
  /** docs/features/checkout.md#local-delivery 'Local delivery failed': the stated availability area. */
  availability_text: z.string().trim().max(500).default(''),
  delivery_min: businessDays.default(0),
  delivery_max: businessDays.default(0),
});
export type LocalDeliverySetting = z.infer<typeof localDeliverySettingSchema>;

/** What a store sets about checkout; store/getSettings sends all of it (nothing here is secret). */
export const checkoutSettingsSchema = z.object({
  shipping_providers: z.array(shippingProviderSettingSchema).max(20).default([]),
  local_delivery: localDeliverySettingSchema.default(localDeliverySettingSchema.parse({})),
  /** The payment choices offered per delivery type (docs/features/checkout.md#payment checkout/getPaymentChoices). */
  payment_choices: z
    .object({
      pickup: z.array(offerablePaymentChoiceSchema).max(8).default(['pickup']),
      ship: z.array(offerablePaymentChoiceSchema).max(8).default(['contact']),
    })
    .default({ pickup: ['pickup'], ship: ['contact'] }),
  accepted_cards: z.array(cardBrandSchema).max(6).default(['visa', 'mastercard']),
  /**
   * The store's RSA-OAEP public key (PEM, SPKI) the browser encrypts card details with; the private
   * key never reaches the web server (`bookfront card:keygen`).
   */
  card_public_key: z
    .string()
    .max(5000)
    // Every browser is sent this setting: a private key pasted here by mistake is refused.
    .refine((pem) => !/PRIVATE KEY/i.test(pem), checkoutSettingsMessages.privateKeyRefused)
    .default(''),
  quote_enabled: z.boolean().default(false),
  /** Where new orders and quotes are announced; empty: the store's own email. */
  order_email: z.string().trim().max(254).default(''),
});
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;

/** The PayPal REST credentials of a store (server only: the secret never reaches a browser). */
export const paypalSettingsSchema = z.object({
  base_url: z
    .string()
    .trim()
    .max(2000)
    .refine(isHttpUrl, 'An address is written http(s)://host/….')
    .default('https://api-m.paypal.com'),
  client_id: z.string().max(200).default(''),
  client_secret: z.string().max(200).default(''),
});
export type PaypalSettings = z.infer<typeof paypalSettingsSchema>;

const providerUrl = (fallback: string) =>
  z.string().trim().max(2000).refine(isHttpUrl, 'An address is written http(s)://host/….').default(fallback);
const secret = z.string().trim().max(500).default('');

/** Clearent's hosted payments: the REST API key; the public key lets the browser's form make a token. */
const clearentSettingsSchema = z.object({
  base_url: providerUrl('https://gateway.clearent.net'),
  api_key: secret,
  public_key: secret,
});
/** Chase Orbital's hosted payment form: the secure id and API token of the hosted account. */
const chaseSettingsSchema = z.object({
  base_url: providerUrl('https://www.chasepaymentechhostedpay.com'),
  secure_id: secret,
  api_token: secret,
});
/** Global Payments' GP API hosted payment page: the app id and app key of the account. */
const globalSettingsSchema = z.object({
  base_url: providerUrl('https://apis.globalpay.com'),
  app_id: secret,
  app_key: secret,
});

/**
 * The hosted card forms' credentials (server only: docs/features/checkout.md#hosted-card-forms). A provider is offered once
 * every key of it is set; each base URL defaults to the provider's live API.
 */
export const hostedCardSettingsSchema = z.object({
  clearent: clearentSettingsSchema.default(clearentSettingsSchema.parse({})),
  chase: chaseSettingsSchema.default(chaseSettingsSchema.parse({})),
  global: globalSettingsSchema.default(globalSettingsSchema.parse({})),
});
export type HostedCardSettings = z.infer<typeof hostedCardSettingsSchema>;
export type HostedCardProviderName = keyof HostedCardSettings;
