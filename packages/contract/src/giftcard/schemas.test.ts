import { describe, expect, it } from 'vitest';
import { giftCardMessages } from './messages.ts';
import {
  addGiftCardInputSchema,
  editGiftCardInputSchema,
  giftCardAmountFormSchema,
  giftCardBalanceInputSchema,
  giftCardRedeemFormSchema,
  normalizeGiftCardNumber,
} from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('normalizeGiftCardNumber', () => {
  it.each([
    ['read 2025 gftc ards 0100', 'READ2025GFTCARDS0100'],
    ['READ-2025-GFTC-ARDS-0100', 'READ2025GFTCARDS0100'],
    ['REAd 2O25 GFTC ARDS Ol00', 'READ2025GFTCARDS0100'],
    ['  1234 5678  ', '12345678'],
  ])('reads %j as %j', (typed, expected) => {
    expect(normalizeGiftCardNumber(typed)).toBe(expected);
  });
});

describe('gift card amount (docs/features/gift-cards.md#buying-a-gift-card)', () => {
  it.each([
    ['25', 2500],
    ['$25', 2500],
    ['25.00', 2500],
    ['$ 25.5', 2550],
    [' 1 000.01 ', 100001],
    [12.34, 1234],
  ])('reads %j as %i cents', (amount, cents) => {
    expect(editGiftCardInputSchema.parse({ gift_card_number: 'ABCDE', amount }).amount).toBe(cents);
  });

  it.each([[''], ['abc'], ['25.001'], ['$$25'], ['-5'], ['0'], ['0.00'], [undefined]])(
    "refuses %j with 'Amount required.'",
    (amount) => {
      const result = editGiftCardInputSchema.safeParse({ gift_card_number: 'ABCDE', amount });

      expect(firstMessage(result)).toBe(giftCardMessages.amountRequired);
    },
  );

  it('checks the same rule in the edit form', () => {
    expect(giftCardAmountFormSchema.safeParse({ amount: '$4.50' }).success).toBe(true);
    expect(firstMessage(giftCardAmountFormSchema.safeParse({ amount: '4.5.0' }))).toBe(giftCardMessages.amountRequired);
  });
});

describe('gift card number and pin', () => {
  it('takes the pin as optional', () => {
    expect(addGiftCardInputSchema.parse({ gift_card_number: 'ab cde' })).toEqual({
      gift_card_number: 'ABCDE',
      pin: '',
    });
    expect(addGiftCardInputSchema.parse({ gift_card_number: 'ABCDE', pin: null }).pin).toBe('');
    expect(addGiftCardInputSchema.parse({ gift_card_number: 'ABCDE', pin: ' 4321 ' }).pin).toBe('4321');
  });

  it.each([[{}], [{ number: '' }], [{ number: '   ' }]])('asks for a number to check a balance: %j', (input) => {
    expect(firstMessage(giftCardBalanceInputSchema.safeParse(input))).toBe(giftCardMessages.numberRequired);
  });

  it.each([
    ['ABCD', false],
    ['AB CD', false],
    ['ABCDE', true],
    ['AB CD E', true],
  ])('enables Add for %j: %s (more than 4 characters, spaces stripped)', (typed, isValid) => {
    expect(giftCardRedeemFormSchema.safeParse({ gift_card_number: typed, pin: '' }).success).toBe(isValid);
  });
});
