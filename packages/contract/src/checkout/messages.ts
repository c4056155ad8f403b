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
  /** Spec 2 §5 "Guest pickup contact". */
  nameRequired: 'Please input your name.',
  emailRequired: 'Please input your email address.',
  phoneRequired: 'Please input your phone number.',
  /** Ours: spec 2 §9 limits without wording. */
  purchaseOrderTooLong: 'At most 10 characters.',
  instructionsTooLong: 'At most 1000 characters.',
  quoteMessageRequired: 'Please enter a message.',
  quoteMessageTooLong: 'At most 1000 characters.',
  /** Spec 2 §4 "Payment choices": the button when nothing is owed. */
  continueFree: "Continue (it's free!)",
  /** Ours: a payment choice the store does not offer for this delivery. */
  paymentChoiceUnavailable: 'That payment method is not available for this order.',
  /** Ours: a payment choice must be made before review. */
  paymentRequired: 'Please choose how you would like to pay.',
  /** Spec 2 §4 "Stock check". */
  cartAdjustmentHeading: 'Cart adjustment',
  /** Spec 2 §8 "Stock". */
  inventoryGone: 'We no longer have the inventory to fulfill this order.',
  returnToCart: 'Return to cart',
  /** Spec 2 §8: a failed submit ("There was an error: (…)"). */
  submitFailed: (detail: string) => `There was an error: (${detail})`,
  /** Spec 2 §8 PayPal failure. */
  paypalFailedHeading: 'There was an error processing your order.',
  paypalFailedDetail:
    'No funds were removed from your PayPal account - Please ensure you start and complete your checkout in a single browser tab.',
  startOver: 'Start Over',
  /** Spec 2 §8 "Card payment failure". */
  cardPaymentFailed: 'There was an error',
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
  /** Spec 2 §8 'We no longer have the inventory…': stock ran out between review and submit. */
  inventoryGone: 'CHECKOUT_INVENTORY_GONE',
  paymentChoiceUnavailable: 'CHECKOUT_PAYMENT_UNAVAILABLE',
  paymentRequired: 'CHECKOUT_PAYMENT_REQUIRED',
  /** Delivery chosen but not complete (no address or provider yet). */
  shippingRequired: 'CHECKOUT_SHIPPING_REQUIRED',
  quoteDisabled: 'CHECKOUT_QUOTE_DISABLED',
} as const;
