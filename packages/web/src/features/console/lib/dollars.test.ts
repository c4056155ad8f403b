import { describe, expect, it } from 'vitest';
import { centsOf, dollarsOf, priceCentsOf } from './dollars.ts';

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

describe('priceCentsOf', () => {
  it.each([
    ['18.99', 1899],
    ['$18.9', 1890],
    ['18', 1800],
    ['0', 0],
    ['18.999', null],
    ['-1', null],
    ['', null],
  ])('reads the price %s as %s cents', (text, cents) => {
    expect(priceCentsOf(text)).toBe(cents);
  });
});

describe('dollarsOf', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(dollarsOf(1890)).toBe('18.90');
    expect(dollarsOf(5)).toBe('0.05');
  });
});
