/** Sentences of adding to the cart, which every page with an add-to-cart control carries (docs/features/cart.md#adding-to-the-cart). */
export const cartMessages = {
  /** Ours: docs/features/cart.md#adding-to-the-cart allows 1–9999 and resets anything else. */
  quantityInvalid: 'Please enter a quantity from 1 to 9999.',
  onlyInStock: (onhand: number) => `We only have ${onhand} in stock`,
  /** docs/features/cart.md#adding-to-the-cart: the choices of the quantity-exceeds-stock dialog. */
  takeOnHand: (onhand: number) => `Take ${onhand}`,
  takeOnHandAndOrderRest: (onhand: number) => `Take ${onhand} and order the rest`,
  /** docs/features/cart.md#adding-to-the-cart: Add to cart, then Adding.., then '{n} in cart' with Go to Cart. */
  adding: 'Adding..',
  inCart: (quantity: number) => `${quantity} in cart`,
  goToCart: 'Go to Cart',
  /** Ours: docs/features/cart.md#adding-to-the-cart asks confirmation before adding a large print edition without wording it. */
  largePrintHeading: 'Large print edition',
  largePrintConfirm: 'This is a large print edition. Add it to your cart?',
  /** Ours. */
  titleNotFound: 'That title is not in our catalogue.',
  /** Ours. */
  lineNotFound: 'That item is no longer in your cart.',
  added: 'Added to cart successfully.',
  emailInvalid: 'Please enter a valid email address.',
  giftCardAmountRequired: 'Amount required.',
  /** Ours: docs/features/gift-cards.md#buying-a-gift-card caps a gift card at $9999.00. */
  giftCardAmountTooHigh: 'A gift card is at most $9999.00.',
  giftCardBelowMinimum: (minimum: string) => `A gift card is at least ${minimum}.`,
  giftToFromTooLong: 'At most 50 characters.',
  giftMessageTooLong: 'At most 100 characters.',
  /** Ours: gift cards are sold only where the store turned them on. */
  giftCardsDisabled: 'This store does not sell gift cards online.',
  /** Ours: docs/features/cart.md#promo-codes gives the promo code box 15 characters. */
  promoCodeRequired: 'Please enter a promo code.',
  promoCodeTooLong: 'A promo code is at most 15 characters.',
} as const;

/** Stable failure codes of the cart. They never change once shipped. */
export const cartErrorCodes = {
  stockLimit: 'STOCK_LIMIT',
  lineQuantityLimit: 'LINE_QUANTITY_LIMIT',
  titleNotFound: 'TITLE_NOT_FOUND',
  notOrderable: 'NOT_ORDERABLE',
  lineNotFound: 'CART_LINE_NOT_FOUND',
  cartDisabled: 'CART_DISABLED',
  emptyCart: 'CART_EMPTY',
  giftCardsDisabled: 'GIFT_CARDS_DISABLED',
  promoCodeUnknown: 'PROMO_CODE_UNKNOWN',
  promoCodeExpired: 'PROMO_CODE_EXPIRED',
  promoCodeNotYet: 'PROMO_CODE_NOT_ACTIVE',
  promoCodeBelowMinimum: 'PROMO_CODE_BELOW_MINIMUM',
  importHeadersMissing: 'IMPORT_HEADERS_MISSING',
  importTooManyRows: 'IMPORT_TOO_MANY_ROWS',
} as const;
