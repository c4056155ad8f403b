import { describe, expect, it } from 'vitest';
import { groupThousands } from './format-number.ts';

describe('groupThousands', () => {
  it('writes whole numbers as Intl does in en-US', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const whole of [0, 7, 999, 1000, 9_973, 10_000, 123_456, 1_234_567, 100_000_000_000]) {
      expect(groupThousands(whole)).toBe(intl.format(whole));
    }
  });
});
