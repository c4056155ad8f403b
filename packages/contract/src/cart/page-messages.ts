/**
 * Sentences of the cart page, checkout and the server (docs/features/cart.md#cart-page), apart from
 * cartMessages (messages.ts), which the add-to-cart control on every page carries: a module of their own,
 * so the pages that never show the cart do not carry them.
 */
export const cartPageMessages = {
  /** Ours: repeated adds stop at the most one line holds (docs/features/cart.md#limits). */
  lineQuantityLimit: (inCart: number) =>
    `A cart line holds at most 9999 copies, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart.`,
  /** docs/features/checkout.md#stock-check: the prompt before checkout when stock fell, and a line's own offer. */
  cartAdjustment: 'Cart adjustment',
  noLongerInStock: 'We no longer have the inventory to fulfill this order.',
  /** Ours: what the cart adjustment prompt does, and its button. */
  cartAdjustmentHelp:
    'Some items in your cart are no longer in stock as ordered. We can adjust your cart to what we have.',
  adjustCart: 'Adjust cart and continue',
  returnToCart: 'Return to cart',
  /** docs/features/cart.md#summary-and-pricing: a line's saving, as the item page words it. */
  save: (percent: number) => `Save ${percent}%`,
  youSave: 'You save',
  /** Ours: docs/features/cart.md#who-sees-the-cart login merges a guest's cart into the customer's and says what changed. */
  mergeHeading: 'Your cart changed when you logged in',
  mergeReduced: (title: string, quantity: number) => `${title}: reduced to ${quantity}, as many as we can take now.`,
  /** Ours: a guest's promo code left out of the merged cart, as typing it would be refused (docs/features/cart.md#login). */
  mergePromoCodeUsedUp: (code: string) => `${code}: removed, as it has been used as many times as it may be.`,
  mergePromoCodeUsedByYou: (code: string) =>
    `${code}: removed, as you have already used it and it may be used once per customer.`,
  /** docs/features/cart.md#cart-page: the cart could not be loaded. */
  loadFailed: 'Error',
  /** Ours. */
  loadFailedDetail: 'Your cart could not be loaded. Please try again.',
  tryAgain: 'Try again',
  /** Ours. */
  notOrderable: 'This title cannot be ordered.',
  removedUnavailable: 'Unavailable items removed from cart',
  removeUnavailableFailed: 'Error removing unavailable items',
  empty: 'There are no items in your cart.',
  orderingDisabled: 'Online ordering is disabled.',
  requiresAccount: 'Requires account',
  /** Ours: a line bought for a gift registry names it. */
  forRegistry: (name: string, occasion: string) => `For the registry “${name}” (${occasion})`,
  /** Ours: a guest is told to log in when registry items want shipping (docs/features/gift-registries.md#in-the-cart). */
  registryShippingLogin:
    'A gift registry in your cart asks for its gifts to be shipped. Log in to ship them; guests can only pick up in store.',
  /** Ours: spec 1 does not word the success. */
  emailSent: (email: string) => `Your cart was sent to ${email}.`,
  giftCardTitle: 'Gift card',
  /** Ours: a gift card line is changed in the gift card dialog. */
  edit: 'Edit',
  editGiftCard: 'Edit gift card',
  /** Ours: a gift card line needs no stock. */
  giftCardReady: 'Issued when your order is placed',
  promoCodeUnknown: 'That promo code is not valid.',
  promoCodeExpired: 'That promo code has expired.',
  promoCodeNotYet: 'That promo code is not active yet.',
  promoCodeBelowMinimum: (minimum: string) => `That promo code needs a subtotal of at least ${minimum}.`,
  /** Ours: docs/features/cart.md#promo-codes applies one code at a time unless the store marks codes stackable. */
  promoCodeReplaced: (code: string, replaced: readonly string[]) =>
    `${code} replaces ${replaced.join(', ')}: only one promo code applies at a time.`,
  promoCodeApplied: (code: string) => `${code} applied.`,
  /** docs/features/cart.md#order-minimum; `minimum` is already formatted ('$25.00'). */
  belowOrderMinimum: (minimum: string) => `Your order subtotal is below the minimum order requirement (${minimum})`,
  /** Ours: the confirmation of Remove all. */
  removeAllConfirm: 'Remove every item from your cart?',
  /** Ours: why Remove unavailable items is offered. */
  containsUnavailable: 'Some items in your cart cannot be ordered as they are. Remove them to continue.',
  /** Ours: the backorder note of a line ordering more than the store has on hand. */
  backordered: (quantity: number) => `${quantity} to be ordered in`,
  /** docs/features/cart.md#import-to-cart: the import-to-cart dialog. */
  importFailed: 'Import failed',
  importFailedDetail: 'There was an error processing the file.',
  importNothingToAdd: 'No rows can be processed. Try another file.',
  importAdd: (count: number) => `Add ${count} ${count === 1 ? 'item' : 'items'} to cart`,
  /** Ours: docs/features/cart.md#import-to-cart needs 'qty' and 'isbn' headers in a spreadsheet without wording the refusal. */
  importHeadersMissing: "The file needs an 'isbn' column and a 'qty' column, each named in a header row.",
  /** Ours: the reasons a row of an imported file is not added. */
  importIsbnMissing: 'No ISBN on this row.',
  importIsbnInvalid: 'Not a valid ISBN.',
  /** Ours: a file longer than one import reads. */
  importTooManyRows: (max: number) => `A file can list at most ${max} titles. Please split it and import each part.`,
  importAddedCount: (count: number) => `Added ${count} ${count === 1 ? 'item' : 'items'} to your cart.`,
  /** Ours: what the import-to-cart dialog reads. */
  importHelp:
    "Choose a spreadsheet (.csv, .xlsx or .xls) with an 'isbn' column and a 'qty' column, or a .txt, .html or .pdf file: one copy of each ISBN in it is added.",
  importPreviewCount: (ready: number, total: number) =>
    `${ready} of ${total} ${total === 1 ? 'row' : 'rows'} can be added to your cart.`,
  importNoRows: 'The file lists no ISBNs.',
  importRowReady: 'Ready',
  importRowAdded: 'Added',
  importRowFailed: 'Not added',
  /** docs/features/cart.md#guest-checkout-gate checkout buttons. */
  logInToCheckout: 'Log in & proceed to checkout',
  checkoutAsGuest: 'Checkout as Guest',
  loginAndCheckout: 'Login and checkout',
  pickUpInStore: 'Pick up in store',
  ship: 'Ship',
  localDelivery: 'Local delivery',
  /** Ours: docs/features/cart.md#guest-checkout-gate has the guest checkout dialog explain the refusal without wording it. */
  guestRefusedUnavailable:
    'Some items in your cart need an account or cannot be ordered as they are. Please log in to check out, or remove them first.',
  guestRefusedPickUp:
    'Guests can check out only when everything in the cart is in stock for pick up at your location. Please log in to check out, or change your cart.',
  /** docs/features/cart.md#quotes; ours: what the quote dialog reads, and its failure heading (docs/features/cart.md#quotes: an error modal). */
  requestQuote: 'Request a quote',
  quoteHelp:
    'Tell us what you need, such as quantities or a date, and we will reply with a quote for the items in your cart.',
  quoteFailed: 'There was an error',
} as const;
