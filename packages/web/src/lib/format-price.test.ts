import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('shows integer cents as dollars and cents in the store currency', () => {
    expect(formatPrice(1299, 'USD')).toBe('$12.99');
    expect(formatPrice(100000, 'USD')).toBe('$1,000.00');
    expect(formatPrice(0, 'USD')).toBe('$0.00');
  });

  it('uses the dollar sign for Canadian dollars in a Canadian store', () => {
    expect(formatPrice(2450, 'CAD', 'en-CA')).toBe('$24.50');
  });

  it.each(['en-US', 'en-CA'])('writes every dollar amount as Intl does in %s', (locale) => {
    const amounts = [0, 1, 5, 10, 99, 100, 101, 999, 1000, 1299, 99_999, 100_000, 123_456_789, 100_000_000_000];
    for (const currency of ['USD', 'CAD']) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
      for (const cents of [...amounts, ...amounts.filter((amount) => amount > 0).map((amount) => -amount)]) {
        expect(formatPrice(cents, currency, locale), `${cents} ${currency}`).toBe(intl.format(cents / 100));
      }
    }
  });

  it('leaves other currencies to Intl', () => {
    expect(formatPrice(1299, 'EUR', 'en-US')).toBe('€12.99');
  });
});
