import { describe, expect, it } from 'vitest';
import { formatResultCount, groupThousands } from './format-number.ts';

describe('groupThousands', () => {
  it('writes whole numbers as Intl does in en-US', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const whole of [0, 7, 999, 1000, 9_973, 10_000, 123_456, 1_234_567, 100_000_000_000]) {
      expect(groupThousands(whole)).toBe(intl.format(whole));
    }
  });
});

describe('formatResultCount', () => {
  it('groups thousands and marks the caps of 1,000 options and 10,000 results with a plus', () => {
    expect(formatResultCount(9_277)).toBe('9,277');
    expect(formatResultCount(999)).toBe('999');
    expect(formatResultCount(1_000)).toBe('1,000+');
    expect(formatResultCount(10_000)).toBe('10,000+');
    expect(formatResultCount(1_001)).toBe('1,001');
  });
});
