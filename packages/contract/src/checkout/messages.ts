/** Sentences of checkout (docs/features/checkout.md#steps). */
export const checkoutMessages = {
  /** Step names of the step bar (docs/features/checkout.md#steps). */
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
  /** docs/features/checkout.md#guest-checkout: guests may only pick up. */
  guestPickupOnly: 'Please log in to have your order shipped.',
  /** Ours: the store has not turned shipping (or local delivery) on. */
  shippingDisabled: 'This store does not ship orders.',
  localDeliveryDisabled: 'This store does not offer local delivery.',
  /** docs/features/item-page.md#availability: unavailable items block checkout. */
  containsUnavailable: 'Some items in your cart cannot be ordered as they are. Remove them to continue.',
  /** Ours: guests need an account for gift cards and other 'Requires account' lines. */
  loginRequired: 'You must login or sign up to use this feature.',
  /** docs/features/checkout.md#guest-checkout. */
  nameRequired: 'Please input your name.',
  emailRequired: 'Please input your email address.',
  phoneRequired: 'Please input your phone number.',
  /** Ours: docs/features/checkout.md#limits limits without wording. */
  purchaseOrderTooLong: 'At most 10 characters.',
  instructionsTooLong: 'At most 1000 characters.',
  quoteMessageRequired: 'Please enter a message.',
  quoteMessageTooLong: 'At most 1000 characters.',
  /** docs/features/checkout.md#payment: the button when nothing is owed. */
  continueFree: "Continue (it's free!)",
  /** Ours: a payment choice the store does not offer for this delivery. */
  paymentChoiceUnavailable: 'That payment method is not available for this order.',
  /** Ours: a payment choice must be made before review. */
  paymentRequired: 'Please choose how you would like to pay.',
  /** docs/features/checkout.md#stock-check. */
  cartAdjustmentHeading: 'Cart adjustment',
  /** docs/features/checkout.md#stock-check. */
  inventoryGone: 'We no longer have the inventory to fulfill this order.',
  returnToCart: 'Return to cart',
  /** docs/features/store-console.md#promo-code-limits: a code's last use went to another order. */
  promoCodeUsedUp: (code: string) =>
    `The promo code ${code} has been used as many times as it may be. Remove it from your cart to place the order.`,
  /** docs/features/store-console.md#promo-code-limits: a code once per customer, which this email has used. */
  promoCodeUsedByYou: (code: string) =>
    `You have already used the promo code ${code}, which may be used once per customer. Remove it from your cart to place the order.`,
  /** docs/features/checkout.md#review-and-submit: a failed submit ("There was an error: (…)"). */
  submitFailed: (detail: string) => `There was an error: (${detail})`,
  /** docs/features/checkout.md#paypal PayPal failure. */
  paypalFailedHeading: 'There was an error processing your order.',
  paypalFailedDetail:
    'No funds were removed from your PayPal account - Please ensure you start and complete your checkout in a single browser tab.',
  startOver: 'Start Over',
  /** docs/features/checkout.md#payment. */
  cardPaymentFailed: 'There was an error',
  /** Ours: a preferred communication the store does not offer (docs/features/accounts.md#address-book: text only when texting is on). */
  communicationUnavailable: 'Please choose one of the ways this store can contact you.',
  /** Ours: docs/features/checkout.md#cart-checksum: the cart changed since the review showed it; the client returns to the cart. */
  cartChanged: 'Your cart has changed. Please review it before you order.',
  /** Ours: the delivery costs something else now than the review showed (the client returns to the cart). */
  shippingCostChanged: 'The cost of delivery has changed. Please review your order.',
  /** Ours: submit reached before the contact step. */
  contactRequired: 'Please give your contact details.',
  /** Ours: submit reached before the address and provider were chosen. */
  shippingRequired: 'Please choose where to send your order and how.',
  /** Ours: a quote asked for where the store does not take them. */
  quoteDisabled: 'This store does not take quote requests.',
  /** Ours: a submit without its request id (the client always sends one). */
  requestIdRequired: 'This order could not be sent. Please try again.',
  /** Ours: the same request id used for another shopper's order. */
  requestIdTaken: 'This order could not be sent. Please reload the page and try again.',
} as const;

/** Ours: the sentences of the order and quote emails (docs/features/cart.md#quotes "/account/order/{order_number}"). */
export const orderMailMessages = {
  confirmationSubject: (storeName: string, orderNumber: string) => `Your order ${orderNumber} at ${storeName}`,
  quoteConfirmationSubject: (storeName: string, orderNumber: string) =>
    `Your quote request ${orderNumber} at ${storeName}`,
  confirmationHeading: 'Thank you for your order',
  quoteConfirmationHeading: 'We received your quote request',
  orderNumber: (orderNumber: string) => `Order number: ${orderNumber}`,
  line: (quantity: number, name: string, price: string) => `${quantity} × ${name}: ${price}`,
  lineWithoutPrice: (quantity: number, name: string) => `${quantity} × ${name}`,
  backordered: (quantity: number) => `(${quantity} on order)`,
  subtotal: (amount: string) => `Subtotal: ${amount}`,
  discounts: (amount: string) => `Discounts: -${amount}`,
  tax: (type: string, amount: string) => `${type}: ${amount}`,
  shipping: (amount: string) => `Shipping: ${amount}`,
  giftCards: (amount: string) => `Gift cards: -${amount}`,
  total: (amount: string) => `Total: ${amount}`,
  totalOwing: (amount: string) => `Total owing: ${amount}`,
  pickUpAt: (location: string) => `Pick up at: ${location}`,
  /** The pick up location's street address, under its name. */
  pickUpAddress: (address: string) => `Address: ${address}`,
  shipTo: (address: string) => `Ship to: ${address}`,
  deliverTo: (address: string) => `Deliver to: ${address}`,
  provider: (label: string) => `Shipping with: ${label}`,
  payment: (method: string) => `Payment: ${method}`,
  paymentNames: {
    not_required: 'Nothing to pay',
    pickup: 'Pay when you pick up',
    paypal: 'PayPal',
    contact: 'The store will contact you about payment',
    clearent: 'Credit card',
    chase: 'Credit card',
    global: 'Credit card',
    credit_card: 'Credit card',
    quote: 'Quote',
  },
  purchaseOrder: (number: string) => `Purchase order: ${number}`,
  instructions: (text: string) => `Instructions: ${text}`,
  quoteMessage: (text: string) => `Message: ${text}`,
  viewOrder: 'View your order',
  viewQuote: 'View your quote request',
  confirmationFootnote: 'We will let you know when your order is ready.',
  quoteFootnote: 'We will reply with a quote soon.',
  storeSubject: (orderNumber: string, name: string) => `New order ${orderNumber} from ${name}`,
  storeQuoteSubject: (orderNumber: string, name: string) => `New quote request ${orderNumber} from ${name}`,
  storeHeading: 'A new order was placed',
  storeQuoteHeading: 'A new quote was requested',
  customer: (name: string, email: string, phone: string) =>
    `Customer: ${[name, email, phone].filter(Boolean).join(', ')}`,
  communication: (preference: string) => `Preferred communication: ${preference}`,
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
  /** The cart changed since the page showed it (docs/features/checkout.md#cart-checksum): the client goes back to the cart. */
  checksumMismatch: 'CART_CHECKSUM_MISMATCH',
  /** docs/features/checkout.md#stock-check 'We no longer have the inventory…': stock ran out between review and submit. */
  inventoryGone: 'CHECKOUT_INVENTORY_GONE',
  /** docs/features/store-console.md#promo-code-limits: a promo code in the cart may not be used again. */
  promoCodeUsedUp: 'CHECKOUT_PROMO_CODE_USED_UP',
  paymentChoiceUnavailable: 'CHECKOUT_PAYMENT_UNAVAILABLE',
  paymentRequired: 'CHECKOUT_PAYMENT_REQUIRED',
  /** Delivery chosen but not complete (no address or provider yet). */
  shippingRequired: 'CHECKOUT_SHIPPING_REQUIRED',
  quoteDisabled: 'CHECKOUT_QUOTE_DISABLED',
  /** docs/features/checkout.md#paypal: the PayPal order could not be created, captured or placed; no money was kept. */
  paypalFailed: 'CHECKOUT_PAYPAL_FAILED',
  /** docs/features/checkout.md#hosted-card-forms: the hosted card payment was declined, failed or did not match what is owed. */
  cardPaymentFailed: 'CHECKOUT_CARD_PAYMENT_FAILED',
  communicationUnavailable: 'CHECKOUT_COMMUNICATION_UNAVAILABLE',
  contactRequired: 'CHECKOUT_CONTACT_REQUIRED',
  /** checkout/submit needs the request's uuid: it is what makes a retry answer the same order. */
  requestIdRequired: 'CHECKOUT_REQUEST_ID_REQUIRED',
  requestIdTaken: 'CHECKOUT_REQUEST_ID_TAKEN',
} as const;
