/**
 * Sentences of gift card redemption and balances (docs/features/gift-cards.md#balance-checker,
 * docs/features/gift-cards.md#redeeming-at-checkout).
 */
export const giftCardMessages = {
  /** docs/features/gift-cards.md#balance-checker. */
  numberRequired: 'A gift card number is required to check a balance.',
  /** docs/features/gift-cards.md#buying-a-gift-card. */
  amountRequired: 'Amount required.',
  /** docs/features/gift-cards.md#balance-checker: this error resets the redeem form. */
  zeroBalance: 'This card has a balance of $0',
  /**
   * Ours: the one answer for an unknown number, a wrong PIN and too many tries, so that a guesser
   * learns nothing about which numbers exist.
   */
  notAccepted: 'We could not accept that gift card number and PIN. Please check them, or try again later.',
  /** Ours: docs/features/gift-cards.md#card-numbers asks for a hint about where the card number is. */
  numberHint: 'The gift card number is on the back of your card, or in the email that came with it.',
  /** docs/features/gift-cards.md#balance-checker. */
  balanceIs: (amount: string) => `Your balance is ${amount}`,
  neverExpire: 'Gift cards never expire.',
  /** Ours. */
  amountAboveBalance: (balance: string) => `This card has a balance of ${balance}.`,
  amountAboveOwing: (owing: string) => `Only ${owing} is left to pay.`,
  alreadyApplied: 'That gift card is already applied to this order.',
  notApplied: 'That gift card is not applied to this order.',
  nothingOwing: 'There is nothing left to pay on this order.',
  /** Ours: docs/features/gift-cards.md#redeeming-at-checkout, only logged-in customers redeem gift cards. */
  loginRequired: 'Please log in to redeem a gift card.',
  /** Ours: at submit, a card no longer holds what was applied (spent in another order meanwhile). */
  balanceChanged:
    'A gift card on this order no longer holds the amount applied. Please check your gift cards and try again.',
  /** Labels of the redeem form and the balance checker (ours: the spec names the fields only). */
  redeemHeading: 'Gift cards',
  numberLabel: 'Gift card number',
  pinLabel: 'PIN (optional)',
  amountLabel: 'Amount to use',
  add: 'Add',
  save: 'Save',
  edit: 'Edit',
  remove: 'Remove',
  cancel: 'Cancel',
  applied: (number: string, amount: string) => `${number}: ${amount}`,
  balanceHeading: 'Check your balance',
  checkBalance: 'Check balance',
} as const;

/** Stable failure codes of gift cards. They never change once shipped. */
export const giftCardErrorCodes = {
  /** Unknown number, wrong PIN or too many tries: deliberately one code. */
  notAccepted: 'GIFT_CARD_NOT_ACCEPTED',
  zeroBalance: 'GIFT_CARD_ZERO_BALANCE',
  amountAboveBalance: 'GIFT_CARD_AMOUNT_ABOVE_BALANCE',
  amountAboveOwing: 'GIFT_CARD_AMOUNT_ABOVE_OWING',
  alreadyApplied: 'GIFT_CARD_ALREADY_APPLIED',
  notApplied: 'GIFT_CARD_NOT_APPLIED',
  nothingOwing: 'GIFT_CARD_NOTHING_OWING',
  /** Thrown by redemption at submit: the order's gift cards must be reviewed. */
  balanceChanged: 'GIFT_CARD_BALANCE_CHANGED',
} as const;
