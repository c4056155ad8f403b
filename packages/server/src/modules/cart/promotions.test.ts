import { cartMessages, promoCodeSettingSchema } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import { applyPromoCodes, promoCodeProblem } from './promotions.ts';

const promo = (input: Record<string, unknown>) => promoCodeSettingSchema.parse(input);
const tenOff = promo({ code: 'TENOFF', type: 'percent', value: 10, description: '10% off' });
const fiveDollars = promo({ code: 'FIVE', type: 'amount', value: 500, min_subtotal: 2000 });
const summer = promo({ code: 'SUMMER', type: 'percent', value: 15, starts_at: 1000, ends_at: 2000 });
const welcome = promo({ code: 'WELCOME', type: 'amount', value: 100, automatic: true });

describe('promoCodeProblem', () => {
  it.each([
    ['an unknown code', undefined, 5000, 1500, cartMessages.promoCodeUnknown],
    ['a code before its start', summer, 5000, 999, cartMessages.promoCodeNotYet],
    ['a code after its end', summer, 5000, 2000, cartMessages.promoCodeExpired],
    ['a subtotal below the minimum', fiveDollars, 1999, 1500, cartMessages.promoCodeBelowMinimum('$20.00')],
  ])('refuses %s', (_case, setting, subtotal, now, message) => {
    expect(promoCodeProblem(setting, subtotal, now)?.message).toBe(message);
  });

  it('accepts a code in its dates above its minimum', () => {
    expect(promoCodeProblem(summer, 5000, 1500)).toBeNull();
  });
});

describe('applyPromoCodes', () => {
  it('applies entered and automatic codes in order, never below zero', () => {
    const result = applyPromoCodes({
      promoCodes: [tenOff, fiveDollars, welcome],
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
