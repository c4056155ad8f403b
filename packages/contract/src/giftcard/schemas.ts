import { z } from 'zod';
import { giftCardMessages } from './messages.ts';

/**
 * A gift card number as typed: spaces (docs/features/gift-cards.md#card-numbers) and dashes dropped, upper case, and the
 * letters Crockford base32 reads as digits (I and L as 1, O as 0) taken as those digits, so a
 * number read aloud or copied from an email finds its card.
 */
export function normalizeGiftCardNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
}

/** docs/features/gift-cards.md#card-numbers: the Add button enables when the number exceeds 4 characters. */
export const giftCardNumberMinLength = 5;

const giftCardNumberSchema = z
  .string({ error: giftCardMessages.numberRequired })
  .transform(normalizeGiftCardNumber)
  .pipe(z.string().min(1, giftCardMessages.numberRequired).max(40, giftCardMessages.notAccepted));

/** docs/features/gift-cards.md#gift-cards-page: the pin is optional. */
const pinSchema = z
  .string()
  .trim()
  .max(20, giftCardMessages.notAccepted)
  .nullish()
  .transform((pin) => pin ?? '');

/** docs/features/gift-cards.md#buying-a-gift-card: digits with an optional $ and two decimals, spaces stripped; read as cents. */
export const giftCardAmountPattern = /^\$?\d+(\.\d{1,2})?$/;
const giftCardAmountSchema = z
  .union([z.string(), z.number()], { error: giftCardMessages.amountRequired })
  .transform((value) => (typeof value === 'number' ? String(value) : value.replace(/\s/g, '')))
  .pipe(z.string().regex(giftCardAmountPattern, giftCardMessages.amountRequired))
  .transform((text) => Math.round(Number(text.replace('$', '')) * 100))
  // No card holds a million dollars; the bound keeps the cents a safe integer.
  .pipe(z.number().int().positive(giftCardMessages.amountRequired).max(100_000_000, giftCardMessages.amountRequired));

/** giftcard/balance (docs/features/gift-cards.md#balance-checker). */
export const giftCardBalanceInputSchema = z.object({ number: giftCardNumberSchema });
export type GiftCardBalanceInput = z.infer<typeof giftCardBalanceInputSchema>;
/** The balance in cents. */
export const giftCardBalanceSchema = z.object({ balance: z.number().int().nonnegative() });
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

/** checkout/addGiftCard (docs/features/gift-cards.md#redeeming-at-checkout): applies what the card holds, up to what is owed. */
export const addGiftCardInputSchema = z.object({ gift_card_number: giftCardNumberSchema, pin: pinSchema });
export type AddGiftCardInput = z.infer<typeof addGiftCardInputSchema>;

/** checkout/editGiftCard (docs/features/gift-cards.md#redeeming-at-checkout): the amount (dollars) to take from a card already applied. */
export const editGiftCardInputSchema = z.object({
  gift_card_number: giftCardNumberSchema,
  amount: giftCardAmountSchema,
  pin: pinSchema,
});
export type EditGiftCardInput = z.infer<typeof editGiftCardInputSchema>;
export type EditGiftCardRequest = z.input<typeof editGiftCardInputSchema>;

/** checkout/removeGiftCard (docs/features/gift-cards.md#redeeming-at-checkout). */
export const removeGiftCardInputSchema = z.object({ gift_card_number: giftCardNumberSchema });
export type RemoveGiftCardInput = z.infer<typeof removeGiftCardInputSchema>;

/** The redeem form of the payment step: the number and an optional pin. */
export const giftCardRedeemFormSchema = z.object({
  gift_card_number: z
    .string()
    .refine(
      (typed) => normalizeGiftCardNumber(typed).length >= giftCardNumberMinLength,
      giftCardMessages.numberRequired,
    ),
  pin: z.string().max(20, giftCardMessages.notAccepted),
});
export type GiftCardRedeemForm = z.infer<typeof giftCardRedeemFormSchema>;

/** The edit form of an applied card: the amount in dollars as typed. */
export const giftCardAmountFormSchema = z.object({
  amount: z
    .string()
    .transform((typed) => typed.replace(/\s/g, ''))
    .pipe(z.string().regex(giftCardAmountPattern, giftCardMessages.amountRequired)),
});
export type GiftCardAmountForm = z.input<typeof giftCardAmountFormSchema>;
