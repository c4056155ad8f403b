/** Sentences of the cart (spec 1 §4, §5; spec 2 §2 "Cart screen", §5, §8 "Cart and checkout"). */
export const cartMessages = {
  /** Ours: spec 1 §5 allows 1–9999 and resets anything else. */
  quantityInvalid: 'Please enter a quantity from 1 to 9999.',
  onlyInStock: (onhand: number) => `We only have ${onhand} in stock`,
  /** Ours. */
  titleNotFound: 'That title is not in our catalogue.',
  /** Ours. */
  notOrderable: 'This title cannot be ordered.',
  /** Ours. */
  lineNotFound: 'That item is no longer in your cart.',
  removedUnavailable: 'Unavailable items removed from cart',
  removeUnavailableFailed: 'Error removing unavailable items',
  empty: 'There are no items in your cart.',
  orderingDisabled: 'Online ordering is disabled.',
  requiresAccount: 'Requires account',
  added: 'Added to cart successfully.',
} as const;

/** Stable failure codes of the cart. They never change once shipped. */
export const cartErrorCodes = {
  stockLimit: 'STOCK_LIMIT',
  titleNotFound: 'TITLE_NOT_FOUND',
  notOrderable: 'NOT_ORDERABLE',
  lineNotFound: 'CART_LINE_NOT_FOUND',
  cartDisabled: 'CART_DISABLED',
} as const;
