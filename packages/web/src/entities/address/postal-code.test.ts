import { describe, expect, it } from 'vitest';
import { formatPostalCodeAsTyped } from './postal-code.ts';

describe('formatPostalCodeAsTyped', () => {
  it.each([
    ['Canada', 'v6b', 'V6B'],
    ['Canada', 'v6b1', 'V6B 1'],
    ['Canada', 'v6b-1a1', 'V6B 1A1'],
    ['Canada', 'v6b 1a1x', 'V6B 1A1'],
    ['United States', '98101', '98101'],
    ['United States', '981011', '98101-1'],
    ['United States', '98101-12345', '98101-1234'],
    ['United States', '98a1', '981'],
    ['France', '75001 Paris', '75001 Paris'],
  ])('%s: %j becomes %j', (country, typed, shown) => {
    expect(formatPostalCodeAsTyped(country, typed)).toBe(shown);
  });
});
