import { z } from 'zod';
import { navigationItemSchema, urlShortcutSchema } from './navigation.ts';
import { defaultStoreStyles } from './default-styles.ts';
import { specialHoursSchema } from './special-hours.ts';
import { checkoutSettingsSchema, hostedCardSettingsSchema, paypalSettingsSchema } from '../checkout/settings.ts';
import { customElementSettingSchema, giftCardPageLimits, storeGiftCardSettingSchema } from '../giftcard/page.ts';
import { singleLineTextSchema } from '../common/fields.ts';
import { isHttpUrl, isSitePathOrHttpUrl } from '../common/links.ts';

export const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written #rrggbb.');
const linkInvalid = "A link is an http(s) address or a path on this site starting with a single '/'.";
const httpUrlInvalid = 'An address is written http(s)://host/….';
/**
 * A link setting (docs/features/store-settings.md#links): empty, a path on this site starting with a single '/',
 * or an http(s) address; never javascript: or a '//host' shortcut.
 */
export const linkSettingSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || isSitePathOrHttpUrl(value), linkInvalid);
/** An address on another server (a base URL, a social profile): empty or an http(s) address. */
export const httpUrlSettingSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || isHttpUrl(value), httpUrlInvalid);
const urlOrPathSchema = linkSettingSchema;
const cents = z.number().int().nonnegative();

export const storeIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'A store id is lower-case letters, digits and -.');

/**
 * First path segments the storefront routes use (docs/features/shell-and-navigation.md#routes); a store served under a basename may not
 * take one, or its pages and the app's routes would collide.
 */
export const reservedBasenames = [
  'api',
  'console',
  'browse',
  'item',
  'lists',
  'features',
  'events',
  'gift-registry',
  'gift-cards',
  'checkout',
  'checkout2',
  'account',
  'privacy-policy',
  'pdf',
  'test',
  'r',
  'files',
  'assets',
  'contact-hours',
  'forgot-password',
  'home',
] as const;

/** The path segment a store is served under, e.g. 'riverbend' for /riverbend/browse. */
export const basenameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'A basename is lower-case letters, digits and -.')
  .refine((value) => !(reservedBasenames as readonly string[]).includes(value), {
    message: 'That basename is used by the storefront itself.',
  });

export const storeStylesSchema = z.object({
  primary_color: hexColourSchema.default(defaultStoreStyles.primary_color),
  secondary_color: hexColourSchema.default(defaultStoreStyles.secondary_color),
  header_background: hexColourSchema.default(defaultStoreStyles.header_background),
  header_text: hexColourSchema.default(defaultStoreStyles.header_text),
  footer_background: hexColourSchema.default(defaultStoreStyles.footer_background),
  footer_text: hexColourSchema.default(defaultStoreStyles.footer_text),
  background_color: hexColourSchema.default(defaultStoreStyles.background_color),
  background_image_url: urlOrPathSchema.default(defaultStoreStyles.background_image_url),
  logo_url: urlOrPathSchema.default(defaultStoreStyles.logo_url),
  fullscreen_banner: z.boolean().default(defaultStoreStyles.fullscreen_banner),
  show_browse: z.boolean().default(defaultStoreStyles.show_browse),
  show_features: z.boolean().default(defaultStoreStyles.show_features),
});
export type StoreStyles = z.infer<typeof storeStylesSchema>;

export const socialLinksSchema = z.object({
  facebook: httpUrlSettingSchema.default(''),
  instagram: httpUrlSettingSchema.default(''),
  twitter: httpUrlSettingSchema.default(''),
  tiktok: httpUrlSettingSchema.default(''),
  youtube: httpUrlSettingSchema.default(''),
  bluesky: httpUrlSettingSchema.default(''),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const communicationPreferenceSchema = z.enum(['email', 'phone', 'text']);
export type CommunicationPreference = z.infer<typeof communicationPreferenceSchema>;

/** What a bookseller sets about the store; the rest of store_info is derived from its rows. */
export const storeInfoSettingsSchema = z.object({
  country: z.string().length(2).default('US'), // ISO 3166-1 alpha-2
  currency: z.enum(['USD', 'CAD']).default('USD'),
  base_url: httpUrlSettingSchema.default(''),
  giftcard_minimum: z.number().int().min(1).default(5), // whole dollars, at least 1 (docs/features/gift-cards.md#buying-a-gift-card)
  giftcards_enabled: z.boolean().default(false),
  address: singleLineTextSchema().max(200).default(''),
  city: singleLineTextSchema().max(80).default(''),
  province: singleLineTextSchema().max(80).default(''),
  postal_code: singleLineTextSchema().max(10).default(''),
  phone: singleLineTextSchema().max(40).default(''),
  phone_2: singleLineTextSchema().max(40).default(''),
  toll_free: singleLineTextSchema().max(40).default(''),
  email: singleLineTextSchema().max(200).default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  social: socialLinksSchema.default(socialLinksSchema.parse({})),
  footer_message: z.string().max(2000).default(''),
  alternate_home: linkSettingSchema.default(''),
  hide_footer_address: z.boolean().default(false),
  prominent_librofm: z.boolean().default(false),
  contact_us_url: linkSettingSchema.default(''),
  google_analytics_code: z.string().max(40).default(''),
  allowed_comm_prefs: z.array(communicationPreferenceSchema).min(1).default(['email', 'phone']),
  texting_enabled: z.boolean().default(false),
  /**
   * A multistore whose locations share one storefront: the shopper picks a location (docs/features/shell-and-navigation.md#location-choice
   * "Location dialog"). Only takes effect when the store has more than one location.
   */
  consolidated_multistore: z.boolean().default(false),
});

/** Where title/getLibroAudiobooks looks: the catalogue's own audiobook editions, or a Libro.fm-style service. */
export const audiobookSettingsSchema = z.object({
  provider: z.enum(['catalogue', 'http']).default('catalogue'),
  /** The service's base address; the lookup is GET {http_base_url}/search?isbn={eisbn}. */
  http_base_url: httpUrlSettingSchema.default(''),
  /** Sent as a bearer token; a secret, so never part of the site settings a browser sees. */
  http_api_key: z.string().max(500).default(''),
});
export type AudiobookSettings = z.infer<typeof audiobookSettingsSchema>;

/** docs/features/accounts.md#sign-up: a field the store asks for at sign-up (e.g. a school board number). */
export const extraAccountFieldSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'A field name is lower-case letters, digits and _.'),
  label: z.string().trim().min(1).max(80),
});
export type ExtraAccountField = z.infer<typeof extraAccountFieldSchema>;

/**
 * A sales tax the store charges (GST, PST, HST, state sales tax), as a percent of the taxable
 * subtotal; `regions` names the provinces or states (name or code) where it applies, empty for all.
 * Books are taxed; gift cards never are.
 */
export const taxRateSchema = z.object({
  type: z.string().trim().min(1).max(20),
  rate_percent: z.number().min(0).max(100),
  regions: z.array(z.string().trim().min(1).max(80)).max(100).default([]),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/**
 * A promo code (docs/features/cart.md#promo-codes "Cart summary" promo_codes): a percentage or an amount off the
 * subtotal, or free shipping; optionally dated, with a minimum subtotal, or applied automatically.
 */
export const promoCodeSettingSchema = z.object({
  code: singleLineTextSchema().toUpperCase().min(1).max(15),
  description: z.string().trim().max(200).default(''),
  type: z.enum(['percent', 'amount', 'free_shipping']),
  /** Percent off for 'percent', cents off for 'amount', unused for 'free_shipping'. */
  value: z.number().int().min(0).max(10_000_000).default(0),
  /** Unix seconds; null means no limit. */
  starts_at: z.number().int().nullable().default(null),
  ends_at: z.number().int().nullable().default(null),
  min_subtotal: cents.default(0),
  /** Applied without typing whenever the cart qualifies. */
  automatic: z.boolean().default(false),
  /**
   * May be combined with other codes (docs/features/cart.md#promo-codes); otherwise it applies alone, and a new
   * code replaces it.
   */
  stackable: z.boolean().default(false),
  /** A deactivated code no longer applies; it is kept so the orders that used it still count (docs/features/store-console.md#promo-codes). */
  active: z.boolean().default(true),
  /**
   * How many orders may use it in total, null for no limit; and whether a customer (by email) may use
   * it once only (docs/features/store-console.md#promo-code-limits).
   */
  max_uses: z.number().int().min(1).max(1_000_000).nullable().default(null),
  once_per_customer: z.boolean().default(false),
});
export type PromoCodeSetting = z.infer<typeof promoCodeSettingSchema>;

/** The settings JSON kept per store and changed with `bookfront settings:set`. */
export const storeSettingsSchema = z.object({
  styles: storeStylesSchema.default(storeStylesSchema.parse({})),
  store_info: storeInfoSettingsSchema.default(storeInfoSettingsSchema.parse({})),
  gift_registry_enabled: z.boolean().default(false),
  /** docs/features/gift-cards.md#buying-a-gift-card: shows the balance checker; the name is spelled as the spec spells it. */
  show_gc_balanace_checker: z.boolean().default(false),
  /** docs/features/gift-cards.md#gift-cards-page: the store's gift cards the page presents, in order. */
  store_giftcards: z.array(storeGiftCardSettingSchema).max(giftCardPageLimits.giftCardsMax).default([]),
  /** docs/features/gift-cards.md#gift-cards-page: blocks of the store's own words on the page, in order. */
  webstore_custom_elements: z.array(customElementSettingSchema).max(giftCardPageLimits.customElementsMax).default([]),
  cart_enabled: z.boolean().default(true),
  guest_show_price: z.boolean().default(true),
  guest_show_cart: z.boolean().default(true),
  guest_allow_checkout: z.boolean().default(false),
  show_strikethrough: z.boolean().default(true),
  hide_sale_pricing: z.boolean().default(false),
  hide_sales_rank: z.boolean().default(false),
  display_carton_quantity: z.boolean().default(false),
  tool_tips: z.boolean().default(true),
  bm_class_name: z.string().max(80).default(''),
  has_privacy_policy_page: z.boolean().default(false),
  is_private: z.boolean().default(false),
  is_exclusive: z.boolean().default(false),
  /** Shown on the private-site gate; docs/features/shell-and-navigation.md#private-and-exclusive-sites: a custom message when the site is exclusive. */
  private_message: z.string().max(2000).default(''),
  custom_head: z.string().max(20000).default(''),
  custom_body: z.string().max(20000).default(''),
  shipping_enabled: z.boolean().default(false),
  /** docs/features/accounts.md#sign-up Signup: a new customer proves the email address before the account is created. */
  account_validation_required: z.boolean().default(true),
  extra_account_fields: z.array(extraAccountFieldSchema).max(10).default([]),
  /** The store's previous web site: v1/transfer moves a user there; empty hides that option. */
  legacy_site_url: httpUrlSettingSchema.default(''),
  /**
   * The secret the previous site shares with this one: when set, v1/transfer signs who is moving
   * there (docs/features/accounts.md#the-transfer-token). Empty sends the address alone.
   */
  legacy_site_transfer_secret: z
    .string()
    .trim()
    .max(200)
    .refine((secret) => secret === '' || secret.length >= 32, 'A transfer secret is at least 32 characters.')
    .default(''),
  /** Hides the banner that moves a customer to the previous site (docs/features/accounts.md#switching-accounts). */
  hide_v3_banner: z.boolean().default(false),
  order_min: cents.default(0),
  checkout: checkoutSettingsSchema.default(checkoutSettingsSchema.parse({})),
  paypal: paypalSettingsSchema.default(paypalSettingsSchema.parse({})),
  hosted_cards: hostedCardSettingsSchema.default(hostedCardSettingsSchema.parse({})),
  taxes: z.array(taxRateSchema).max(20).default([]),
  promo_codes: z.array(promoCodeSettingSchema).max(500).default([]),
  /**
   * Titles the store sells to customers only (docs/features/cart.md#who-sees-the-cart): every title in these
   * conditions (e.g. 'SIGNED'), and these eisbns in any condition. A guest's cart marks them "Requires account".
   */
  customers_only: z
    .object({
      conditions: z.array(z.string().trim().toUpperCase().min(1).max(32)).max(50).default([]),
      eisbns: z.array(z.string().trim().min(1).max(20)).max(5000).default([]),
    })
    .default({ conditions: [], eisbns: [] }),
  /** docs/features/custom-pages.md#featured-lists: how the features page sorts until the shopper chooses. */
  features_sort: z.enum(['name', 'lastupdate', 'dateposted']).default('dateposted'),
  site_navigation: z.array(navigationItemSchema).max(50).default([]),
  extra_navigation: z.array(navigationItemSchema).max(50).default([]),
  url_shortcuts: z.array(urlShortcutSchema).max(200).default([]),
  audiobooks: audiobookSettingsSchema.default(audiobookSettingsSchema.parse({})),
  /**
   * Host names (or IP addresses) browse/url may fetch even though they resolve to private, loopback
   * or link-local addresses, e.g. the store's own intranet page. Empty: only public addresses.
   */
  url_search_allowlist: z.array(z.string().trim().toLowerCase().min(1).max(253)).max(100).default([]),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;

export const multistoreInfoSchema = z.object({ id: z.string(), name: z.string() });

/** docs/features/store-settings.md#how-settings-are-kept "Site settings" store_info, with the fields docs/features/store-settings.md#store-info "Store info" adds. */
export const storeInfoSchema = storeInfoSettingsSchema.extend({
  id: storeIdSchema,
  name: z.string(),
  is_american: z.boolean(),
  is_canadian: z.boolean(),
  is_multistore: z.boolean(),
  is_consolidated_multistore: z.boolean(),
  multistore_info: z.array(multistoreInfoSchema),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

/** Settings only the server uses; store/getSettings leaves them out (service keys and promo codes are secrets). */
export const serverOnlySettingKeys = {
  audiobooks: true,
  url_search_allowlist: true,
  promo_codes: true,
  customers_only: true,
  paypal: true,
  hosted_cards: true,
  legacy_site_transfer_secret: true,
  // Answered by giftcard/get to the gift cards page only.
  store_giftcards: true,
  webstore_custom_elements: true,
} as const;

/** The answer of store/getSettings. */
export const siteSettingsSchema = storeSettingsSchema.omit(serverOnlySettingKeys).extend({
  basename: z.string(), // '' for a store served at the root, else '/{basename}'
  store_info: storeInfoSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const getSettingsInputSchema = z.object({
  /** The first path segment of the page, which may name a store served under a basename. */
  webstore_name: z.string().max(200).optional(),
});
export type GetSettingsInput = z.infer<typeof getSettingsInputSchema>;

/** docs/features/contact-and-hours.md#locations "Store location". */
export const storeLocationSchema = z.object({
  location_id: z.string(),
  san: z.string(),
  altname: z.string(),
  sc_name: z.string(),
  sc_email: z.string(),
  sc_phone: z.string(),
  sc_phone_2: z.string(),
  address: z.string(),
  city: z.string(),
  prov: z.string(),
  postal: z.string(),
  country: z.string(),
  lat_lng: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  ws_hours: z.string(),
  ws_htmlhours: z.string(),
  ws_contact_blurb: z.string(),
});
export type StoreLocation = z.infer<typeof storeLocationSchema>;

/** A location as the contact and hours page shows it: with its special hours of the current and next month. */
export const contactLocationSchema = storeLocationSchema.extend({
  special_hours: z.array(specialHoursSchema).default([]),
});
export type ContactLocation = z.infer<typeof contactLocationSchema>;

export const contactAndHoursSchema = z.object({ locations: z.array(contactLocationSchema) });
export type ContactAndHours = z.infer<typeof contactAndHoursSchema>;

/** docs/features/store-settings.md#privacy-policy: webstore/getPrivacyPolicyPage's answer; `html` is sanitised. */
export const privacyPolicyPageSchema = z.object({
  title: z.string(),
  html: z.string(),
  /** Unix seconds of the last change. */
  updated_at: z.number().int(),
});
export type PrivacyPolicyPage = z.infer<typeof privacyPolicyPageSchema>;
