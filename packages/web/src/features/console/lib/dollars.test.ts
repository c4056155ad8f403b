import { describe, expect, it } from 'vitest';
import { centsOf } from './dollars.ts';

describe('centsOf', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['$1,025.05', 102505],
    ['-4', -400],
    [' 0.01 ', 1],
  ])('reads %s as %i cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });

  it.each(['', 'ten', '1.234', '--4', '4-'])('reads %j as no amount', (text) => {
    expect(centsOf(text)).toBeNull();
  });
});
