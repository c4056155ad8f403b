import { z } from 'zod';
import { uploadedFileSchema } from '../actions/uploaded-file.ts';
import { singleLineTextSchema } from '../common/fields.ts';
import { urlShortcutSchema } from '../store/navigation.ts';
import { hexColourSchema, linkSettingSchema, storeLocationSchema } from '../store/schemas.ts';
import { consoleSettingsMessages as messages } from './settings-messages.ts';

/**
 * The storefront's look as the console edits it (docs/features/store-console.md#theme): the
 * colours of `styles`, and its logo and background image as links (an upload sets them too).
 */
export const consoleThemeSchema = z.object({
  primary_color: hexColourSchema,
  secondary_color: hexColourSchema,
  header_background: hexColourSchema,
  header_text: hexColourSchema,
  footer_background: hexColourSchema,
  footer_text: hexColourSchema,
  background_color: hexColourSchema,
  logo_url: linkSettingSchema,
  background_image_url: linkSettingSchema,
});
export type ConsoleTheme = z.infer<typeof consoleThemeSchema>;

/** The feature switches the console sets (docs/features/store-console.md#feature-switches), each a setting of its name. */
export const consoleSwitchesSchema = z.object({
  cart_enabled: z.boolean(),
  shipping_enabled: z.boolean(),
  gift_registry_enabled: z.boolean(),
  show_gc_balanace_checker: z.boolean(),
  guest_show_price: z.boolean(),
  guest_show_cart: z.boolean(),
  guest_allow_checkout: z.boolean(),
  show_strikethrough: z.boolean(),
  hide_sale_pricing: z.boolean(),
  hide_sales_rank: z.boolean(),
  display_carton_quantity: z.boolean(),
  tool_tips: z.boolean(),
  is_private: z.boolean(),
  is_exclusive: z.boolean(),
  account_validation_required: z.boolean(),
});
export type ConsoleSwitches = z.infer<typeof consoleSwitchesSchema>;
export type ConsoleSwitchName = keyof ConsoleSwitches;

/** The most URL shortcuts a store keeps (docs/features/store-settings.md#limits). */
export const urlShortcutsMax = 200;

/** console/settings/saveShortcuts: every URL shortcut, in order (docs/features/store-console.md#url-shortcuts). */
export const consoleShortcutsInputSchema = z.object({
  url_shortcuts: z
    .array(urlShortcutSchema)
    .max(urlShortcutsMax, messages.shortcutsTooMany(urlShortcutsMax))
    .refine(
      (shortcuts) => new Set(shortcuts.map((shortcut) => shortcut.key.toLowerCase())).size === shortcuts.length,
      messages.shortcutKeyTaken,
    ),
});
export type ConsoleShortcutsInput = z.infer<typeof consoleShortcutsInputSchema>;

/** console/settings/get: the settings the console edits, as the store has them now. */
export const consoleSettingsSchema = z.object({
  theme: consoleThemeSchema,
  switches: consoleSwitchesSchema,
  url_shortcuts: z.array(urlShortcutSchema),
});
export type ConsoleSettings = z.infer<typeof consoleSettingsSchema>;

export const consoleImageKinds = ['logo', 'background'] as const;
export const consoleImageKindSchema = z.enum(consoleImageKinds);
export type ConsoleImageKind = z.infer<typeof consoleImageKindSchema>;

/** console/settings/uploadImage: a logo or a background image for the storefront. */
export const consoleImageUploadInputSchema = z.object({
  kind: consoleImageKindSchema,
  file: uploadedFileSchema,
});

/** The largest logo or background image the console takes. */
export const consoleImageMaxBytes = 5 * 1024 * 1024;

const lineOf = (max: number) => singleLineTextSchema().max(max, messages.tooLong(max)).default('');

/**
 * A location as the console adds or changes it (docs/features/store-console.md#locations), in the
 * spec's wire names; its coordinates, SAN and HTML hours stay as the command line set them.
 */
export const consoleLocationInputSchema = z.object({
  location_id: z
    .string({ error: messages.locationIdInvalid })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, messages.locationIdInvalid),
  sc_name: singleLineTextSchema({ error: messages.locationNameRequired })
    .min(1, messages.locationNameRequired)
    .max(200, messages.tooLong(200)),
  altname: lineOf(200),
  sc_email: singleLineTextSchema()
    .toLowerCase()
    .max(200, messages.tooLong(200))
    .refine((value) => value === '' || z.email().safeParse(value).success, messages.emailInvalid)
    .default(''),
  sc_phone: lineOf(40),
  sc_phone_2: lineOf(40),
  address: lineOf(200),
  city: lineOf(80),
  prov: lineOf(80),
  postal: lineOf(10),
  country: singleLineTextSchema()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, messages.countryInvalid)
    .default(''),
  ws_hours: z.string().trim().max(2000, messages.tooLong(2000)).default(''),
  ws_contact_blurb: z.string().trim().max(5000, messages.tooLong(5000)).default(''),
});
export type ConsoleLocationInput = z.input<typeof consoleLocationInputSchema>;
export type ConsoleLocationFields = z.output<typeof consoleLocationInputSchema>;

/** console/settings/locations: the store's locations in the storefront's order. */
export const consoleStoreLocationsSchema = z.object({ locations: z.array(storeLocationSchema) });
export type ConsoleStoreLocations = z.infer<typeof consoleStoreLocationsSchema>;

/** console/settings/privacyPolicy: the store's privacy policy as the console edits it, or null when it has none. */
export const consolePrivacyPolicySchema = z.object({
  policy: z
    .object({
      title: z.string(),
      /** The Markdown it was written in; null when it was set from an HTML file. */
      markdown: z.string().nullable(),
      /** Unix seconds of the last change. */
      updated_at: z.number().int(),
    })
    .nullable(),
});
export type ConsolePrivacyPolicy = z.infer<typeof consolePrivacyPolicySchema>;

/** The longest page source the store takes (docs/features/store-settings.md#privacy-policy). */
export const storePageTextMax = 200_000;

/** console/settings/savePrivacyPolicy: the policy in Markdown, sanitised as the command line's. */
export const consolePrivacyPolicyInputSchema = z.object({
  title: singleLineTextSchema({ error: messages.privacyTitleRequired })
    .min(1, messages.privacyTitleRequired)
    .max(200, messages.tooLong(200)),
  markdown: z
    .string({ error: messages.privacyTextRequired })
    .trim()
    .min(1, messages.privacyTextRequired)
    .max(storePageTextMax, messages.tooLong(storePageTextMax)),
});
export type ConsolePrivacyPolicyInput = z.input<typeof consolePrivacyPolicyInputSchema>;
