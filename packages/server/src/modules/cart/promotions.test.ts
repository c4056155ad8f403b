import { promoCodeSettingSchema, cartPageMessages } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import { applyPromoCodes, enterPromoCode, promoCodeProblem } from './promotions.ts';

const promo = (input: Record<string, unknown>) => promoCodeSettingSchema.parse(input);
const tenOff = promo({ code: 'TENOFF', type: 'percent', value: 10, description: '10% off' });
const fiveDollars = promo({ code: 'FIVE', type: 'amount', value: 500, min_subtotal: 2000 });
const summer = promo({ code: 'SUMMER', type: 'percent', value: 15, starts_at: 1000, ends_at: 2000 });
const welcome = promo({ code: 'WELCOME', type: 'amount', value: 100, automatic: true });

describe('promoCodeProblem', () => {
  it.each([
    ['an unknown code', undefined, 5000, 1500, cartPageMessages.promoCodeUnknown],
    ['a code before its start', summer, 5000, 999, cartPageMessages.promoCodeNotYet],
    ['a code after its end', summer, 5000, 2000, cartPageMessages.promoCodeExpired],
    ['a subtotal below the minimum', fiveDollars, 1999, 1500, cartPageMessages.promoCodeBelowMinimum('$20.00')],
  ])('refuses %s', (_case, setting, subtotal, now, message) => {
    expect(promoCodeProblem(setting, subtotal, now)?.message).toBe(message);
  });

  it('accepts a code in its dates above its minimum', () => {
    expect(promoCodeProblem(summer, 5000, 1500)).toBeNull();
  });
});

describe('applyPromoCodes', () => {
  it('applies stackable entered and automatic codes together, in order, never below zero', () => {
    const stackable = [tenOff, fiveDollars, welcome].map((setting) => ({ ...setting, stackable: true }));
    const result = applyPromoCodes({
      promoCodes: stackable,
      entered: ['TENOFF', 'FIVE'],
      subtotal: 2500,
      now: 1500,
    });

    expect(result.applied.map((applied) => [applied.code, applied.amount, applied.automatic])).toEqual([
      ['TENOFF', 250, false],
      ['FIVE', 500, false],
      ['WELCOME', 100, true],
    ]);
    expect(result.discount).toBe(850);
  });

  it('takes off at most the subtotal', () => {
    const result = applyPromoCodes({ promoCodes: [welcome], entered: [], subtotal: 60, now: 0 });

    expect(result.discount).toBe(60);
  });

  it('drops an entered code that no longer qualifies', () => {
    const result = applyPromoCodes({ promoCodes: [fiveDollars], entered: ['FIVE'], subtotal: 1000, now: 0 });

    expect(result.applied).toEqual([]);
  });
});

describe('one promo code at a time', () => {
  it('applies only the last entered of the codes that do not stack, beside the stackable ones', () => {
    const member = promo({ code: 'MEMBER', type: 'amount', value: 100, stackable: true });

    const result = applyPromoCodes({
      promoCodes: [tenOff, summer, member, welcome],
      entered: ['TENOFF', 'SUMMER', 'MEMBER'],
      subtotal: 2000,
      now: 1500,
    });

    expect(result.applied.map((applied) => applied.code)).toEqual(['SUMMER', 'MEMBER']);
  });

  it('replaces the code entered before, unless one of the two is stackable', () => {
    const member = promo({ code: 'MEMBER', type: 'amount', value: 100, stackable: true });
    const settings = [tenOff, summer, member];

    expect(enterPromoCode(settings, ['TENOFF', 'MEMBER'], 'SUMMER')).toEqual({
      entered: ['MEMBER', 'SUMMER'],
      replaced: ['TENOFF'],
    });
    expect(enterPromoCode(settings, ['TENOFF'], 'MEMBER')).toEqual({ entered: ['TENOFF', 'MEMBER'], replaced: [] });
  });
});
