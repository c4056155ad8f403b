/** Sentences of checkout (spec 2 §2 "Checkout and cart", §5 "Cart and checkout", §8 "Cart and checkout"). */
export const checkoutMessages = {
  /** Step names of the step bar (spec 2 §2 "Checkout step bar"). */
  stepCart: 'Cart',
  stepAddress: 'Address',
  stepShipping: 'Shipping',
  stepPickUp: 'Pick up',
  stepLocalDelivery: 'Local Delivery',
  stepContact: 'Contact',
  stepPayment: 'Payment',
  stepReview: 'Review',
  /** Ours: a checkout action reached with nothing in the cart. */
  emptyCart: 'There are no items in your cart.',
  /** Ours: a checkout step reached before the cart's delivery was chosen. */
  deliveryRequired: 'Please choose how you would like to receive your order.',
  /** Spec 2 §6: guests may only pick up. */
  guestPickupOnly: 'Please log in to have your order shipped.',
  /** Ours: the store has not turned shipping (or local delivery) on. */
  shippingDisabled: 'This store does not ship orders.',
  localDeliveryDisabled: 'This store does not offer local delivery.',
  /** Spec 2 §6: unavailable items block checkout. */
  containsUnavailable: 'Some items in your cart cannot be ordered as they are. Remove them to continue.',
  /** Ours: guests need an account for gift cards and other 'Requires account' lines. */
  loginRequired: 'You must login or sign up to use this feature.',
} as const;

/** Stable failure codes of checkout. They never change once shipped. */
export const checkoutErrorCodes = {
  emptyCart: 'CHECKOUT_CART_EMPTY',
  deliveryRequired: 'CHECKOUT_DELIVERY_REQUIRED',
  guestPickupOnly: 'CHECKOUT_GUEST_PICKUP_ONLY',
  shippingDisabled: 'CHECKOUT_SHIPPING_DISABLED',
  localDeliveryDisabled: 'CHECKOUT_LOCAL_DELIVERY_DISABLED',
  containsUnavailable: 'CHECKOUT_CONTAINS_UNAVAILABLE',
  belowOrderMinimum: 'CHECKOUT_BELOW_ORDER_MINIMUM',
  /** The cart changed since the page showed it (spec 2 §4 "Checksum"): the client goes back to the cart. */
  checksumMismatch: 'CART_CHECKSUM_MISMATCH',
} as const;
