/** Sentences of the storefront shell (docs/features/shell-and-navigation.md#routes). */
export const shellMessages = {
  pleaseWait: 'Please wait...',
  fatalError: 'There was an error - please ensure javascript and cookies are enabled.',
  clickToRefresh: 'Click here to refresh',
  notFound: '404',
  notFoundDetail: "We couldn't find that page.",
  /** Ours: /browse/{id} for an id no browse navigation item or url shortcut has. */
  unknownBrowsePage: (id: string) => `There is no browse page called “${id}”.`,
  loginRequired: 'You must be logged in to view this site.',
  exclusiveSite: 'This site is restricted to approved customers.',
  notOpenYet: 'This part of the store is not open yet. Please check back soon.',
  chooseLocation: 'Choose your store location',
  /** What a change of location does to a cart with items (docs/features/shell-and-navigation.md#location-choice). */
  changeLocationWarning: (items: number, location: string) =>
    `Your cart keeps its ${items} ${items === 1 ? 'item' : 'items'}. Prices and stock will be those at ${location}, ` +
    `and anything ${location} cannot supply will be marked in your cart.`,
  storeNotFound: 'Store not found.',
  locationNotFound: 'That location is not part of this store.',
  locationRequired: 'Please choose a location.',
  loginOrSignUp: 'You must login or sign up to use this feature.',
} as const;

/**
 * The names the storefront's own pages are titled by when no navigation item at their path gives
 * one (docs/features/shell-and-navigation.md#page-titles-and-scrolling), by first path segment.
 */
export const shellPageNames = {
  features: 'Features',
  events: 'Events',
  'gift-registry': 'Gift Registry',
  'gift-cards': 'Gift Cards',
  checkout: 'Checkout',
  checkout2: 'Checkout',
  account: 'Account',
  'forgot-password': 'Forgot Password',
  'privacy-policy': 'Privacy Policy',
  pdf: 'Report',
  test: 'Test',
  'contact-hours': 'Contact & Hours',
} as const;

/** docs/features/store-settings.md#privacy-policy: the store's own pages. */
export const storePageMessages = {
  privacyPolicyTitle: 'Privacy Policy',
  noPrivacyPolicy: 'This store has no privacy policy.',
  noPrivacyPolicyDetail: 'The store has not published a privacy policy on this site. Please contact the store to ask.',
  loadFailed: 'There was an error loading this page.',
} as const;

/** Failure codes of the store's own pages; they never change once shipped. */
export const storePageErrorCodes = {
  privacyPolicyNotFound: 'PRIVACY_POLICY_NOT_FOUND',
} as const;

/** Failure codes of the operator's store commands (the CLI); they never change once shipped. */
export const storeAdminErrorCodes = {
  storeExists: 'STORE_EXISTS',
  basenameTaken: 'BASENAME_TAKEN',
  hostnameTaken: 'HOSTNAME_TAKEN',
  unknownSetting: 'UNKNOWN_SETTING',
  invalidSetting: 'INVALID_SETTING',
  locationExists: 'LOCATION_EXISTS',
} as const;
