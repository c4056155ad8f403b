import { randomBytes } from 'node:crypto';

/**
 * Crockford's base32 alphabet: digits and upper-case letters without I, L, O and U, so a number
 * read aloud or copied by hand cannot be mistaken for another (the contract maps I/L to 1, O to 0).
 */
const crockfordAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 20 characters of 5 bits each: 100 bits of randomness. */
export const giftCardNumberLength = 20;

/**
 * A new gift card number: 20 Crockford base32 characters, each from its own random byte of
 * crypto.randomBytes (256 is a multiple of 32, so `byte % 32` is uniform), 100 bits in all.
 * Balance look-ups and redemptions are rate limited as well, but the number alone is already
 * far beyond guessing: even a billion guesses find a card among a million with odds of 1 in 10^15.
 * A 16-digit number would give only 53 bits.
 */
export function newGiftCardNumber(): string {
  const bytes = randomBytes(giftCardNumberLength);
  return Array.from(bytes, (byte) => crockfordAlphabet[byte % crockfordAlphabet.length]).join('');
}

/** The number grouped by four for reading, e.g. '7KQ2 M9XD 4HTR 0WPB 3N8F'; spaces are ignored when typed. */
export const groupedGiftCardNumber = (number: string): string => number.replace(/(.{4})(?=.)/g, '$1 ');

/** What a shopper sees of a card number on screen once applied: its last four characters. */
export const maskedGiftCardNumber = (number: string): string => `•••• ${number.slice(-4)}`;
