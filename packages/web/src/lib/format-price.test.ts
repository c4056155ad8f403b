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
});
