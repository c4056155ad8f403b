/** Business constants of both specs (§9). Money is integer cents. */
export const limits = {
  quantityMin: 1,
  quantityMax: 9999,
  /** docs/features/cart.md#adding-to-the-cart: a quantity box takes 3 digits, the gift card amount box 4 characters. */
  quantityInputDigits: 3,
  giftCardAmountInputMax: 4,
  giftCardMaxCents: 999_900,
  listNameMax: 80,
  giftToFromMax: 50,
  giftMessageMax: 100,
  pageLength: 26,
  browsePageLengths: [26, 50, 100, 200],
  browseDefaultPageLength: 28,
  uploadMaxBytes: 50 * 1024 * 1024,
  /** Bodies without files; uploads have their own 50 MB limit. */
  requestBodyMaxBytes: 1024 * 1024,
  sessionCookieDays: 365,
  hashScrollDelayMs: 1000,
  storeNameHeaderMaxPx: 150,
  clientErrorFieldMax: 4000,
  promoCodeMax: 15,
  passwordMin: 8,
  /** Ours: keeps hashing cheap; far beyond any passphrase. */
  passwordMax: 200,
  textFieldMax: 80,
  postalCodeMax: 10,
  extraAccountFieldMax: 50,
  phoneInputMax: 14,
  /** Ours: verification, email change and link tokens live a week; password reset tokens a day. */
  accountTokenHours: 24 * 7,
  passwordResetTokenHours: 24,
} as const;
