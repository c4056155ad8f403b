import { describe, expect, it } from 'vitest';
import { resolveIdentifiers, toEisbn } from './identifiers.ts';

const none = { isbn13: null, gtin13: null, isbn10: null, upc: null };

describe('toEisbn', () => {
  it.each([
    ['an ISBN-13', '9780439023481', '9780439023481'],
    ['a hyphenated ISBN-13', '978-0-439-02348-1', '9780439023481'],
    ['an ISBN-10', '0439023483', '9780439023481'],
    ['an ISBN-10 ending in X', '155192370X', '9781551923703'],
    ['an EAN-13 that is not an ISBN', '4006381333931', '4006381333931'],
    ['a UPC-A, with a leading 0', '036000291452', '0036000291452'],
    ['an ISBN-13 with a wrong check digit', '9780439023482', null],
    ['an ISBN-10 with a wrong check digit', '0439023484', null],
    ['a UPC with a wrong check digit', '036000291453', null],
    ['something else', '12345', null],
  ])('files %s under its eisbn', (_case, value, eisbn) => {
    expect(toEisbn(value)).toBe(eisbn);
  });
});

describe('resolveIdentifiers', () => {
  it('prefers the ISBN-13 and derives the ISBN-10 of a 978 ISBN', () => {
    expect(resolveIdentifiers({ ...none, isbn13: '9780439023481', upc: '036000291452' })).toEqual({
      eisbn: '9780439023481',
      isbn10: '0439023483',
      upc: '036000291452',
    });
  });

  it('refuses a record when any identifier it gives is wrong', () => {
    expect(resolveIdentifiers({ ...none, isbn13: '9780439023481', isbn10: '0439023484' })).toEqual({
      reason: "ISBN-10 '0439023484' is not valid (check digit or format)",
    });
  });

  it('refuses a record without any identifier', () => {
    expect(resolveIdentifiers(none)).toEqual({ reason: 'has no ISBN, EAN or UPC' });
  });
});
