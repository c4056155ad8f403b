/** Sentences of the checkout steps' screens (docs/features/checkout.md#steps). */
export const checkoutStepMessages = {
  /** Ours: the page heading of every step. */
  heading: 'Checkout',
  back: 'Back',
  continue: 'Continue',
  cancel: 'Cancel',
  close: 'Close',
  /** Ours: the step could not be loaded. */
  loadFailed: 'We could not load your checkout. Please try again.',
  tryAgain: 'Try again',

  // Address (docs/features/checkout.md#steps /checkout/delivery)
  addressHeading: 'Shipping address',
  localDeliveryAddressHeading: 'Delivery address',
  addAddress: 'Add a new address',
  /** Ours: a customer with an empty address book. */
  noAddresses: 'You have no saved addresses yet. Add one to continue.',
  /** Ours: an address in the book the store cannot ship to. */
  cannotShipTo: 'We cannot ship to this address.',
  preferredAddress: 'Preferred',
  chooseAddress: 'Please choose an address.',
  /** docs/features/gift-registries.md#shipping-at-checkout: under a registry's address. */
  forRegistry: (registryName: string) => `For the gift registry “${registryName}”`,

  // Shipping option (docs/features/checkout.md#steps /checkout/provider)
  providerHeading: 'Shipping option',
  localDeliveryHeading: 'Local delivery',
  /** Ours: a provider that does not serve the address. */
  providerUnavailable: 'Not available for this address.',
  noProviders: 'No shipping options are available for this address.',
  chooseProvider: 'Please choose a shipping option.',
  free: 'Free',
  /** docs/features/checkout.md#limits: delivery ETA in business days (0 means none). */
  businessDays: (min: number, max: number) => {
    if (min > 0 && max > 0 && min !== max) return `${min} to ${max} business days`;
    const days = Math.max(min, max);
    return `${days} business ${days === 1 ? 'day' : 'days'}`;
  },
  /** docs/features/checkout.md#shipments. */
  batchHeading: 'When should we ship?',
  extraCost: (amount: string) => `+${amount}`,
  noExtraCost: 'No extra cost',

  // Contact (docs/features/checkout.md#steps /checkout/contact)
  contactHeading: 'Contact information',
  /** Ours: why a guest gives contact details. */
  guestContactHint: 'We will let you know when your order is ready to pick up.',
  purchaseOrder: 'Purchase order number',
  instructions: 'Instructions',
  preferredCommunication: 'How should we contact you?',
  /** Ours: the review's line for the chosen way. */
  contactBy: (way: string) => `Contact by ${way.toLowerCase()}`,
  communication: { email: 'Email', phone: 'Phone', text: 'Text message' },

  // Payment (docs/features/checkout.md#payment)
  paymentHeading: 'Payment',
  choosePayment: 'How would you like to pay?',
  paymentChoice: {
    not_required: 'No payment required',
    pickup: 'Pay in store when you pick up',
    paypal: 'PayPal',
    contact: 'Contact me for payment',
    clearent: 'Credit card',
    chase: 'Credit card',
    global: 'Credit card',
    credit_card: 'Credit card',
  },
  /** Ours: nothing is owed once gift cards and discounts are applied. */
  nothingOwed: 'Your order is fully paid. Nothing more is owed.',
  noPaymentChoices: 'No payment method is available for this order. Please contact the store.',
  savingPayment: 'Saving your choice…',

  // Review (docs/features/checkout.md#steps /checkout/review)
  reviewHeading: 'Review your order',
  placeOrder: 'Place order',
  /** Ours: the review's button when paying with PayPal (docs/features/checkout.md#payment). */
  payWithPaypal: 'Pay with PayPal',
  /** Ours: back from PayPal, while the payment is taken and the order placed. */
  paypalCompleting: 'Completing your PayPal payment…',
  /** Ours: the shopper left PayPal's page without paying. */
  paypalCancelled: 'You left PayPal before paying. Pay with PayPal to try again, or choose another payment.',
  // Hosted card forms (docs/features/checkout.md#hosted-card-forms), all ours but 'There was an error'.
  hostedCardHeading: 'Pay by card',
  hostedCardIntro: 'Your card is entered in the payment provider’s secure form; this store never sees its number.',
  hostedCardFormTitle: 'Secure card payment form',
  payByCard: 'Pay by card',
  hostedCardOpening: 'Opening the secure payment form…',
  hostedCardLeaving: 'Taking you to the secure payment page…',
  hostedCardCompleting: 'Completing your card payment…',
  hostedCardFailedDetail: 'No order was placed. Please try again, or go back and choose another payment.',
  /** Clearent's card fields on the review, while its script loads, and when it could not. */
  cardFormLoading: 'Loading the secure card form…',
  cardFormUnavailable:
    'The card form could not load, so no card can be taken here right now. Please choose another payment, or try again later.',
  chooseAnotherPayment: 'Choose another payment',
  /** The card fields gave no token: nothing was charged. */
  cardDetailsInvalid: 'Please check the card details and try again. Nothing was charged.',
  pickupAt: 'Pick up at',
  shipTo: 'Ship to',
  deliverTo: 'Deliver to',
  edit: 'Edit',
  items: 'Items',
  submitErrorHeading: 'There was an error',

  // Stock check (docs/features/checkout.md#stock-check)
  /** Ours: the explanation in the 'Cart adjustment' prompt. */
  cartAdjustmentIntro: 'Some items are no longer in stock in the quantity you asked for. We will adjust your cart:',
  adjustTo: (title: string, onHand: number) =>
    onHand === 0 ? `${title}: removed (none left in stock)` : `${title}: ${onHand} in stock`,
  adjustCart: 'Adjust cart and continue',

  // Summary
  summaryHeading: 'Order summary',
  shippingTbd: 'TBD',
  pickUpFree: 'Free',
  /** Ours: the total beside Place order. */
  orderTotal: 'Order total',
  giftCard: (number: string) => `Gift card ${number}`,
  /** Ours: what the gift cards leave to pay. */
  leftToPay: 'Left to pay',
} as const;
