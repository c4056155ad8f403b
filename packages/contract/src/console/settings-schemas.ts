import { z } from 'zod';
import { uploadedFileSchema } from '../actions/uploaded-file.ts';
import { hexColourSchema, linkSettingSchema } from '../store/schemas.ts';

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

/** console/settings/get: the settings the console edits, as the store has them now. */
export const consoleSettingsSchema = z.object({
  theme: consoleThemeSchema,
  switches: consoleSwitchesSchema,
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
