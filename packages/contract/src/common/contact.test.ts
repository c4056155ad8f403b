import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, isValidPostalCode, normalizePostalCode, phonePattern, postalCodeLabel } from './contact.ts';

describe('normalizePostalCode', () => {
  it.each([
    ['Canada', 'k1a0b1', 'K1A 0B1'],
    ['Canada', 'K1A-0B1', 'K1A 0B1'],
    ['United States', '123456789', '12345-6789'],
    ['United States', ' 12345 ', '12345'],
    ['France', ' 75001 ', '75001'],
  ])('writes a %s code %j as %j', (country, input, expected) => {
    expect(normalizePostalCode(country, input)).toBe(expected);
  });
});

describe('isValidPostalCode', () => {
  it.each([
    ['Canada', 'K1A 0B1', true],
    ['Canada', 'K1A0B1', true],
    ['Canada', '12345', false],
    ['United States', '12345', true],
    ['United States', '12345-6789', true],
    ['United States', '1234', false],
    ['United States', 'K1A 0B1', false],
    ['France', '75001', true],
    ['France', '12345678901', false],
  ])('for %s, %j is valid: %s', (country, value, expected) => {
    expect(isValidPostalCode(country, value)).toBe(expected);
  });
});

describe('phonePattern', () => {
  it.each([
    ['(604) 555-0142', true],
    ['+1 604.555.0142', true],
    ['604555014', false],
    ['1234567890123456', false],
    ['604-555-O142', false],
  ])('%j matches: %s', (value, expected) => {
    expect(phonePattern.test(value)).toBe(expected);
  });
});

describe('formatPhoneNumber', () => {
  it('formats ten North American digits', () => {
    expect(formatPhoneNumber('Canada', '6045550142')).toBe('(604) 555-0142');
  });

  it('leaves other countries as typed', () => {
    expect(formatPhoneNumber('France', '0145550142')).toBe('0145550142');
  });
});

describe('postalCodeLabel', () => {
  it('says zip code for the US only', () => {
    expect(postalCodeLabel('United States', { titleCase: true })).toBe('Zip Code');
    expect(postalCodeLabel('Canada', { titleCase: false })).toBe('Postal code');
  });
});
