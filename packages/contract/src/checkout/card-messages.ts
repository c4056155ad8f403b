/** Sentences of the card step (docs/features/checkout.md#steps). */
export const cardMessages = {
  /** Ours: docs/features/checkout.md#steps says the name on the card is required without quoting a message. */
  nameRequired: 'Name on card required',
  /** Ours: docs/features/checkout.md#limits limit without wording. */
  nameTooLong: 'At most 80 characters.',
  numberTooShort: 'Must be at least 13 digits',
  numberInvalid: 'Must be a valid credit card number',
  brandNotAccepted: 'Must be an accepted credit card',
  monthRequired: 'Month required',
  yearRequired: 'Year required',
  expiryPast: 'Must be future date',
  cvvInvalid: 'Please enter a valid CVV.',
  /** docs/features/checkout.md#messages: the modal shown when the card could not be taken. */
  cardFailed: 'There was an error',
  /** Ours: the store has not set up card payments (no public key), or credit_card is not the choice. */
  cardNotOffered: 'Card payments are not available for this order.',
  /** Ours: the browser cannot encrypt (no WebCrypto, or the store's key is not a usable public key). */
  encryptionUnavailable: 'Your card could not be encrypted in this browser. Please choose another payment method.',
  /** Field labels of the card form. */
  nameLabel: 'Name on card',
  numberLabel: 'Card number',
  monthLabel: 'Month',
  yearLabel: 'Year',
  cvvLabel: 'CVV',
  /** Ours. */
  heading: 'Credit card',
  continueLabel: 'Continue',
  backLabel: 'Back',
  closeLabel: 'Close',
  /** Ours: the brands the store takes, above the form. */
  accepted: (brands: string) => `We accept ${brands}.`,
  monthPlaceholder: 'MM',
  yearPlaceholder: 'YYYY',
  /** Ours: says where the card details go before the shopper types them. */
  encryptionNote: 'Your card details are encrypted in this browser before they are sent; only the store can read them.',
} as const;

/** How each brand a store may accept is named to the shopper. */
export const cardBrandLabels = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
} as const;

/** Stable failure codes of the card step. They never change once shipped. */
export const cardErrorCodes = {
  cardNotOffered: 'CHECKOUT_CARD_NOT_OFFERED',
  brandNotAccepted: 'CHECKOUT_CARD_BRAND_NOT_ACCEPTED',
  expiryPast: 'CHECKOUT_CARD_EXPIRED',
  /** The ciphertext is not a card envelope the store could open. */
  envelopeInvalid: 'CHECKOUT_CARD_ENVELOPE_INVALID',
} as const;
