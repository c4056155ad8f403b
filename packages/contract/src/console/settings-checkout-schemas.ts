import { z } from 'zod';
import {
  cardBrandSchema,
  checkoutSettingsMessages,
  localDeliverySettingSchema,
  offerablePaymentChoices,
  shippingProviderSettingSchema,
  shippingRegionSchema,
} from '../checkout/settings.ts';
import { singleLineTextSchema } from '../common/fields.ts';
import { isHttpUrl } from '../common/links.ts';
import { consoleCheckoutSettingsMessages as messages } from './settings-checkout-messages.ts';

/** The most taxes and shipping providers a store keeps (docs/features/store-settings.md#limits). */
export const consoleTaxesMax = 20;
export const consoleShippingProvidersMax = 20;

const hasAtMostThreeDecimals = (value: number) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6;

/** A tax rate as checkout applies it (docs/features/store-console.md#taxes), with the console's sentences. */
export const consoleTaxRateSchema = z.object({
  type: singleLineTextSchema({ error: messages.taxTypeRequired })
    .min(1, messages.taxTypeRequired)
    .max(20, messages.taxTypeTooLong),
  rate_percent: z
    .number({ error: messages.taxRateInvalid })
    .min(0, messages.taxRateInvalid)
    .max(100, messages.taxRateInvalid)
    .refine(hasAtMostThreeDecimals, messages.taxRateTooPrecise),
  regions: z.array(z.string().trim().min(1, messages.regionInvalid).max(80, messages.regionInvalid)).max(100),
});
export type ConsoleTaxRate = z.infer<typeof consoleTaxRateSchema>;

/** console/settings/saveTaxes: every tax of the store, in the order the summary lists them. */
export const consoleTaxesInputSchema = z.object({
  taxes: z.array(consoleTaxRateSchema).max(consoleTaxesMax, messages.taxesTooMany(consoleTaxesMax)),
});
export type ConsoleTaxesInput = z.infer<typeof consoleTaxesInputSchema>;

const centsSchema = z
  .number({ error: messages.amountInvalid })
  .int(messages.amountInvalid)
  .min(0, messages.amountInvalid)
  .max(100_000_000, messages.amountInvalid);
const businessDaysSchema = z
  .number({ error: messages.daysInvalid })
  .int(messages.daysInvalid)
  .min(0, messages.daysInvalid)
  .max(90, messages.daysInvalid);

/** At most 0 means no estimate; otherwise it is not below at least. */
const daysInOrder = (days: { delivery_min: number; delivery_max: number }) =>
  days.delivery_max === 0 || days.delivery_max >= days.delivery_min;

/** A shipping provider as the console edits it: the setting checkout reads, with the console's sentences. */
export const consoleShippingProviderSchema = shippingProviderSettingSchema
  .extend({
    enabled: z.boolean(),
    label: singleLineTextSchema({ error: messages.providerLabelRequired })
      .min(1, messages.providerLabelRequired)
      .max(80, messages.providerLabelRequired),
    base_cents: centsSchema,
    per_item_cents: centsSchema,
    per_kg_cents: centsSchema,
    regions: z
      .array(
        shippingRegionSchema.extend({
          country: z
            .string()
            .trim()
            .toUpperCase()
            .regex(/^[A-Z]{2}$/, messages.countryInvalid),
        }),
      )
      .max(100),
    delivery_min: businessDaysSchema,
    delivery_max: businessDaysSchema,
    second_shipment_cents: centsSchema,
  })
  .refine(daysInOrder, { message: messages.daysOrder, path: ['delivery_max'] });
export type ConsoleShippingProvider = z.infer<typeof consoleShippingProviderSchema>;

/** Local delivery as the console edits it (docs/features/checkout.md#local-delivery). */
export const consoleLocalDeliverySchema = localDeliverySettingSchema
  .extend({
    enabled: z.boolean(),
    label: singleLineTextSchema({ error: messages.labelRequired })
      .min(1, messages.labelRequired)
      .max(80, messages.labelRequired),
    postal_prefixes: z
      .array(z.string().trim().toUpperCase().min(1, messages.postalInvalid).max(10, messages.postalInvalid))
      .max(500),
    radius_km: z
      .number({ error: messages.radiusInvalid })
      .positive(messages.radiusInvalid)
      .max(500, messages.radiusInvalid)
      .nullable(),
    fee_cents: centsSchema,
    min_cents: centsSchema,
    free_min_cents: centsSchema,
    free_delivery: z.boolean(),
    availability_text: z.string().trim().max(500, messages.availabilityTooLong),
    delivery_min: businessDaysSchema,
    delivery_max: businessDaysSchema,
  })
  .refine(daysInOrder, { message: messages.daysOrder, path: ['delivery_max'] });
export type ConsoleLocalDelivery = z.infer<typeof consoleLocalDeliverySchema>;

/** console/settings/saveShipping: the providers (each id once) and local delivery. */
export const consoleShippingInputSchema = z.object({
  shipping_providers: z
    .array(consoleShippingProviderSchema)
    .max(consoleShippingProvidersMax, messages.providersTooMany(consoleShippingProvidersMax))
    .refine(
      (providers) => new Set(providers.map((provider) => provider.id)).size === providers.length,
      messages.providerIdTaken,
    ),
  local_delivery: consoleLocalDeliverySchema,
});
export type ConsoleShippingInput = z.infer<typeof consoleShippingInputSchema>;

/** console/settings/checkout: the taxes and shipping as the store has them now, and where its locations are. */
export const consoleCheckoutSettingsSchema = z.object({
  taxes: z.array(consoleTaxRateSchema),
  shipping_enabled: z.boolean(),
  shipping_providers: z.array(shippingProviderSettingSchema),
  local_delivery: localDeliverySettingSchema,
  /** The provinces or states of the store's locations, where pick-up orders are taxed. */
  location_regions: z.array(z.string()),
});
export type ConsoleCheckoutSettings = z.infer<typeof consoleCheckoutSettingsSchema>;

/** A stored key as the console shows it: whether it is set and its last four characters, never the rest. */
export const consoleSecretStateSchema = z.object({ is_set: z.boolean(), last4: z.string() });
export type ConsoleSecretState = z.infer<typeof consoleSecretStateSchema>;

/** The keys of payment settings never shown back (docs/features/store-console.md#payment). */
export const consolePaymentSecretKeys = {
  paypal: ['client_secret'],
  clearent: ['api_key'],
  chase: ['secure_id', 'api_token'],
  global: ['app_id', 'app_key'],
} as const;

const baseUrlSchema = z.string().trim().max(2000).refine(isHttpUrl, messages.baseUrlInvalid);
const keySchema = z.string().trim().max(500, messages.keyTooLong);
/** A secret as typed: empty or left out keeps the stored one. */
const newSecretSchema = keySchema.optional();

const choicesSchema = z.array(z.enum(offerablePaymentChoices)).max(8, messages.choicesTooMany);

/** console/settings/payments (owners only): what checkout offers and the keys it needs, secrets as their state. */
export const consolePaymentSettingsSchema = z.object({
  payment_choices: z.object({ pickup: choicesSchema, ship: choicesSchema }),
  accepted_cards: z.array(cardBrandSchema),
  card_public_key: z.string(),
  paypal: z.object({ base_url: z.string(), client_id: z.string(), client_secret: consoleSecretStateSchema }),
  hosted_cards: z.object({
    clearent: z.object({ base_url: z.string(), public_key: z.string(), api_key: consoleSecretStateSchema }),
    chase: z.object({ base_url: z.string(), secure_id: consoleSecretStateSchema, api_token: consoleSecretStateSchema }),
    global: z.object({ base_url: z.string(), app_id: consoleSecretStateSchema, app_key: consoleSecretStateSchema }),
  }),
  /** Whether each choice that needs keys has them all, so checkout offers it. */
  has_keys: z.object({
    paypal: z.boolean(),
    credit_card: z.boolean(),
    clearent: z.boolean(),
    chase: z.boolean(),
    global: z.boolean(),
  }),
});
export type ConsolePaymentSettings = z.infer<typeof consolePaymentSettingsSchema>;

/** console/settings/savePayments (owners only): a secret replaces the stored one only when typed. */
export const consolePaymentsInputSchema = z.object({
  payment_choices: z.object({ pickup: choicesSchema, ship: choicesSchema }),
  accepted_cards: z.array(cardBrandSchema).min(1, messages.acceptedCardsRequired).max(6),
  card_public_key: z
    .string()
    .trim()
    .max(5000, messages.keyTooLong)
    // Every browser is sent this key: a private key pasted by mistake is refused.
    .refine((pem) => !/PRIVATE KEY/i.test(pem), checkoutSettingsMessages.privateKeyRefused),
  paypal: z.object({ base_url: baseUrlSchema, client_id: keySchema, client_secret: newSecretSchema }),
  hosted_cards: z.object({
    clearent: z.object({ base_url: baseUrlSchema, public_key: keySchema, api_key: newSecretSchema }),
    chase: z.object({ base_url: baseUrlSchema, secure_id: newSecretSchema, api_token: newSecretSchema }),
    global: z.object({ base_url: baseUrlSchema, app_id: newSecretSchema, app_key: newSecretSchema }),
  }),
});
export type ConsolePaymentsInput = z.infer<typeof consolePaymentsInputSchema>;
