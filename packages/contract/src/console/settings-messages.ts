/** Sentences of the console's storefront settings (docs/features/store-console.md#settings). */
export const consoleSettingsMessages = {
  heading: 'Settings',
  themeHeading: 'Theme',
  switchesHeading: 'Feature switches',
  saved: 'Saved. The storefront shows it now.',
  saveFailed: 'The settings could not be saved.',
  loadFailed: 'The settings could not be loaded.',
  colours: {
    primary_color: 'Primary colour (buttons, links)',
    secondary_color: 'Secondary colour',
    header_background: 'Header background',
    header_text: 'Header text',
    footer_background: 'Footer background',
    footer_text: 'Footer text',
    background_color: 'Page background',
  },
  logoUrl: 'Logo',
  backgroundImageUrl: 'Background image',
  imageUrlHint: "A path on this site starting with '/', or an http(s) address. Empty for none.",
  uploadLogo: 'Upload a logo',
  uploadBackground: 'Upload a background image',
  uploaded: 'Uploaded. The storefront shows it now.',
  imageRefused: 'An image is a PNG, JPEG or WebP file of at most 5 MB.',
  removeImage: 'Remove',
  previewHeading: 'Preview',
  previewNav: 'Browse',
  previewButton: 'Add to cart',
  previewLink: 'Gift cards',
  locationsHeading: 'Locations',
  newLocation: 'New location',
  chooseLocation: 'Location to edit',
  location: {
    location_id: 'Location id',
    sc_name: 'Name',
    altname: 'Other name',
    sc_email: 'Email',
    sc_phone: 'Phone',
    sc_phone_2: 'Second phone',
    address: 'Street address',
    city: 'City',
    prov: 'Province or state',
    postal: 'Postal or zip code',
    country: 'Country (two letters)',
    ws_hours: 'Hours',
    ws_contact_blurb: 'About this location',
  },
  hoursHint: 'One line per day or range, e.g. "Mon–Fri: 9am – 6pm". The home page reads today’s hours from it.',
  locationIdHint: 'Lower-case letters, digits and -; it cannot change once the location is saved.',
  locationIdInvalid: 'A location id is lower-case letters, digits and -, at most 64.',
  locationNameRequired: "Enter the location's name.",
  countryInvalid: 'A country is two letters, e.g. US or CA.',
  emailInvalid: 'Enter an email address, or leave it empty.',
  tooLong: (max: number) => `At most ${max} characters.`,
  privacyHeading: 'Privacy policy',
  privacyTitle: 'Title',
  privacyText: 'Policy (Markdown)',
  privacyHint:
    'Headings (#), paragraphs, lists, emphasis, quotes and links are kept; anything else is dropped. The footer links to the page.',
  privacyFromFile: 'The policy on the storefront was set from an HTML file; saving here replaces it.',
  privacyNone: 'The store has no privacy policy: the storefront shows no page or footer link for one.',
  privacyPublished: (day: string) => `Published, last updated ${day}.`,
  privacyTitleRequired: 'Enter the page’s title.',
  privacyTextRequired: 'Write the policy.',
  privacyNoText: 'The page has no text to show.',
  takeDown: 'Take the policy down',
  takenDown: 'The policy is down. The storefront shows no privacy policy now.',
  shortcutsHeading: 'URL shortcuts',
  shortcutsHint: 'A shortcut sends /{key} on this site to a path on this site or an http(s) address.',
  shortcutKey: 'Key',
  shortcutPath: 'Goes to',
  addShortcut: 'Add a shortcut',
  removeShortcut: (key: string) => `Remove the shortcut ${key || 'without a key'}`,
  noShortcuts: 'No shortcuts yet.',
  shortcutsTooMany: (max: number) => `At most ${max} shortcuts.`,
  shortcutKeyTaken: 'Each shortcut needs a key of its own.',
  /** WCAG 2 AA asks 4.5:1 for body text (docs/features/store-console.md#theme). */
  lowContrast: (ratio: string) =>
    `Text on this primary colour reads at ${ratio}:1, below the 4.5:1 that WCAG AA asks for. Choose a darker or lighter colour.`,
} as const;

/**
 * The storefront's feature switches the console sets, grouped, each with one sentence saying what it
 * does (docs/features/store-settings.md#feature-switches).
 */
export const consoleSwitchGroups = [
  {
    heading: 'Selling',
    switches: {
      cart_enabled: 'Shoppers can fill a cart and order online.',
      shipping_enabled: 'Orders may be shipped, besides being picked up.',
      gift_registry_enabled: 'Customers can open gift registries for others to buy from.',
      show_gc_balanace_checker: 'The gift cards page offers a balance checker.',
    },
  },
  {
    heading: 'Guests',
    switches: {
      guest_show_price: 'Shoppers who have not logged in see prices.',
      guest_show_cart: 'Shoppers who have not logged in see the cart.',
      guest_allow_checkout: 'Shoppers who have not logged in may check out for pick-up.',
    },
  },
  {
    heading: 'Prices and titles',
    switches: {
      show_strikethrough: 'A discounted price shows the list price struck through.',
      hide_sale_pricing: 'Discounts are not shown as sales.',
      hide_sales_rank: 'Titles show no sales rank badge.',
      display_carton_quantity: 'Titles show how many copies come in a carton.',
      tool_tips: 'Controls explain themselves in tooltips.',
    },
  },
  {
    heading: 'Access',
    switches: {
      is_private: 'Only logged-in customers can see the store.',
      is_exclusive: 'A new customer sees the store only once the store approves them.',
      account_validation_required: 'A new customer confirms their email address before the account opens.',
    },
  },
] as const;

/** The switch's label, as the console names it. */
export const consoleSwitchLabels = {
  cart_enabled: 'Cart and online orders',
  shipping_enabled: 'Shipping',
  gift_registry_enabled: 'Gift registries',
  show_gc_balanace_checker: 'Gift card balance checker',
  guest_show_price: 'Guests see prices',
  guest_show_cart: 'Guests see the cart',
  guest_allow_checkout: 'Guests may check out',
  show_strikethrough: 'Strike through list prices',
  hide_sale_pricing: 'Hide sale pricing',
  hide_sales_rank: 'Hide sales rank',
  display_carton_quantity: 'Show carton quantity',
  tool_tips: 'Tooltips',
  is_private: 'Private site',
  is_exclusive: 'Approved customers only',
  account_validation_required: 'Confirm new customers’ email',
} as const;

/** Stable codes of the settings' failures. */
export const consoleSettingsErrorCodes = {
  imageRefused: 'SETTINGS_IMAGE_REFUSED',
  pageEmpty: 'SETTINGS_PAGE_EMPTY',
  locationNotFound: 'SETTINGS_LOCATION_NOT_FOUND',
} as const;
