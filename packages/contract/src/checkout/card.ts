import { z } from 'zod';
import { addressMessages } from '../address/messages.ts';
import { isValidPostalCode, normalizePostalCode } from '../common/contact.ts';
import { cardMessages } from './card-messages.ts';
import { ccInfoSchema, checkoutStateSchema } from './schemas.ts';
import { cardBrandSchema, type CardBrand } from './settings.ts';

/** docs/features/checkout.md#card-entry: at least 13 digits, typed into an input of at most 25 characters. */
export const cardLimits = {
  numberMinDigits: 13,
  numberMaxDigits: 19,
  numberInputMax: 25,
  nameMax: 80,
  postalCodeMax: 10,
  /** docs/features/checkout.md#card-entry: the current year plus 9. */
  expiryYearsAhead: 9,
} as const;

type IinRange = readonly [from: string, to: string];

/**
 * Issuer identification ranges of the brands a store may accept, with the lengths each issues.
 * Only these six brands can be accepted, so a short table serves better than a dependency the
 * contract may not import (docs/decisions/0013-card-payments.md).
 */
const brandTable: readonly { brand: CardBrand; ranges: readonly IinRange[]; lengths: readonly number[] }[] = [
  { brand: 'visa', ranges: [['4', '4']], lengths: [13, 16, 19] },
  {
    brand: 'amex',
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
  },
  {
    brand: 'mastercard',
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  },
  {
    brand: 'discover',
    ranges: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
      ['622126', '622925'],
    ],
    lengths: [16, 17, 18, 19],
  },
  { brand: 'jcb', ranges: [['3528', '3589']], lengths: [16, 17, 18, 19] },
  {
    brand: 'diners',
    ranges: [
      ['300', '305'],
      ['3095', '3095'],
      ['36', '36'],
      ['38', '39'],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
  },
];

const inRange = (digits: string, [from, to]: IinRange) => {
  if (digits.length < from.length) return false;
  const prefix = Number(digits.slice(0, from.length));
  return prefix >= Number(from) && prefix <= Number(to);
};

/** The brand of a card number (digits only) by its issuer range and length; null when none fits. */
export function detectCardBrand(digits: string): CardBrand | null {
  const row = brandTable.find(
    ({ ranges, lengths }) => lengths.includes(digits.length) && ranges.some((range) => inRange(digits, range)),
  );
  return row?.brand ?? null;
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** docs/features/checkout.md#steps: the number is spaced as it is typed (American Express 4-6-5, the others in fours). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, cardLimits.numberMaxDigits);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** What the shopper and the store may see of a number: its last four digits. */
export const maskCardNumber = (digits: string) => `•••• ${digits.slice(-4)}`;

/** docs/features/checkout.md#card-entry: the expiry years offered, the current year and the nine after it. */
export function cardExpiryYears(now: Date): number[] {
  const year = now.getFullYear();
  return Array.from({ length: cardLimits.expiryYearsAhead + 1 }, (_, offset) => year + offset);
}

/** docs/features/checkout.md#card-entry: a card is good through the last day of its expiry month. */
export function isExpiryPast(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getMonth() + 1);
}

const numberFieldSchema = (acceptedCards: readonly CardBrand[]) =>
  z
    .string({ error: cardMessages.numberTooShort })
    .max(cardLimits.numberInputMax, cardMessages.numberInvalid)
    .transform((value, context) => {
      const compact = value.replace(/[\s-]/g, '');
      const digitCount = compact.replace(/\D/g, '').length;
      const fail = (message: string) => {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      // docs/features/checkout.md#card-entry: a number with letters in it is not numeric, however many digits it has.
      if (compact !== '' && !/^\d+$/.test(compact)) return fail(cardMessages.numberInvalid);
      if (digitCount < cardLimits.numberMinDigits) return fail(cardMessages.numberTooShort);
      if (compact.length > cardLimits.numberMaxDigits || !passesLuhn(compact)) {
        return fail(cardMessages.numberInvalid);
      }
      const brand = detectCardBrand(compact);
      if (!brand || !acceptedCards.includes(brand)) return fail(cardMessages.brandNotAccepted);
      return compact;
    });

const monthFieldSchema = z
  .string({ error: cardMessages.monthRequired })
  .trim()
  .min(1, cardMessages.monthRequired)
  .regex(/^(0?[1-9]|1[0-2])$/, cardMessages.monthRequired)
  .transform(Number);

const yearFieldSchema = z
  .string({ error: cardMessages.yearRequired })
  .trim()
  .min(1, cardMessages.yearRequired)
  .regex(/^\d{4}$/, cardMessages.yearRequired)
  .transform(Number);

/**
 * The card form (docs/features/accounts.md#profile-fields), run in the browser before the card is encrypted. Its postal
 * code follows the rules of `country` (the order's address, else the store's country), as a name
 * the way addresses spell it ('Canada', 'United States').
 */
export function cardFormSchema({
  acceptedCards,
  country,
  now,
}: {
  acceptedCards: readonly CardBrand[];
  country: string;
  now: Date;
}) {
  return z
    .object({
      name: z
        .string({ error: cardMessages.nameRequired })
        .trim()
        .min(1, cardMessages.nameRequired)
        .max(cardLimits.nameMax, cardMessages.nameTooLong),
      number: numberFieldSchema(acceptedCards),
      expiry_month: monthFieldSchema,
      expiry_year: yearFieldSchema,
      cvv: z
        .string({ error: cardMessages.cvvInvalid })
        .trim()
        .regex(/^\d{3,4}$/, cardMessages.cvvInvalid),
      postal_code: z
        .string()
        .trim()
        .max(cardLimits.postalCodeMax, addressMessages.postalCodeInvalid)
        .refine((value) => isValidPostalCode(country, value), addressMessages.postalCodeInvalid)
        .transform((value) => normalizePostalCode(country, value)),
    })
    .superRefine((card, context) => {
      if (isExpiryPast({ month: card.expiry_month, year: card.expiry_year }, now)) {
        context.addIssue({ code: 'custom', path: ['expiry_month'], message: cardMessages.expiryPast });
      }
    });
}
export type CardFormValues = z.input<ReturnType<typeof cardFormSchema>>;
export type CardForm = z.output<ReturnType<typeof cardFormSchema>>;

/** What the encrypted envelope holds; only the store, with its private key, ever reads it. */
export const cardDetailsSchema = z.object({
  number: z.string().regex(/^\d{13,19}$/),
  cvv: z.string().regex(/^\d{3,4}$/),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int().min(2000).max(2100),
  name: z.string().max(cardLimits.nameMax),
  postal_code: z.string().max(cardLimits.postalCodeMax),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

/** What `encrypted_cc_info` holds: the card without its CVV, which is sealed apart so it can be erased alone. */
export const sealedCardSchema = cardDetailsSchema.omit({ cvv: true });
export type SealedCard = z.infer<typeof sealedCardSchema>;
/** What `encrypted_cvv` holds. */
export const sealedCvvSchema = cardDetailsSchema.pick({ cvv: true });
export type SealedCvv = z.infer<typeof sealedCvvSchema>;

/** The two envelopes the card step sends (docs/decisions/0013-card-payments.md). */
export type SealedCardEnvelopes = { encrypted_cc_info: string; encrypted_cvv: string };

/** The plain card details of a valid form, in the order the store reads them. */
export const cardDetailsOf = (card: CardForm): CardDetails => ({
  number: card.number,
  cvv: card.cvv,
  expiry_month: card.expiry_month,
  expiry_year: card.expiry_year,
  name: card.name,
  postal_code: card.postal_code,
});

/** Standard base64 of the envelope; a 4096-bit key and the longest card stay well under the bound. */
const encryptedCardSchema = z
  .string()
  .min(100)
  .max(4000)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/);

/**
 * checkout/setCreditCard (docs/features/checkout.md#card-entry): the card and its CVV as two
 * envelopes plus what may be shown of the card. The object is strict, so a payload that carries a
 * plain `number` or `cvv` is refused rather than stored by accident.
 */
export const setCreditCardInputSchema = z
  .object({
    encrypted_cc_info: encryptedCardSchema,
    encrypted_cvv: encryptedCardSchema,
    masked_number: z.string().regex(/^•••• \d{4}$/),
    brand: cardBrandSchema,
    expiry_month: z.coerce.number().int().min(1).max(12),
    expiry_year: z.coerce.number().int().min(2000).max(2100),
    name: z.string().trim().min(1, cardMessages.nameRequired).max(cardLimits.nameMax, cardMessages.nameTooLong),
    postal_code: z.string().trim().max(cardLimits.postalCodeMax).optional(),
  })
  .strict();
export type SetCreditCardInput = z.infer<typeof setCreditCardInputSchema>;

/** The answer of checkout/setCreditCard: the checkout state, the card as it may be shown, and the cart's checksum. */
export const setCreditCardResultSchema = checkoutStateSchema.extend({
  cc_info: ccInfoSchema,
  checksum: z.string(),
});
export type SetCreditCardResult = z.infer<typeof setCreditCardResultSchema>;
