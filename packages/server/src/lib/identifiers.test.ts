import { describe, expect, it } from 'vitest';
import {
  checkedEisbn,
  hyphenatedIsbn13,
  isbn10ToIsbn13,
  isbn13ToIsbn10,
  normaliseIsbn13,
  resolveIdentifiers,
  toEisbn,
  toIsbn13,
  uncheckedEisbn,
} from './identifiers.ts';

const none = { isbn13: null, gtin13: null, isbn10: null, upc: null };

describe('checkedEisbn', () => {
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
    expect(checkedEisbn(value)).toBe(eisbn);
  });
});

describe('uncheckedEisbn and toEisbn', () => {
  it.each([
    ['an ISBN-13', '9780439023481', '9780439023481'],
    ['a hyphenated ISBN-13', '978-0-439-02348-1', '9780439023481'],
    ['an ISBN-13 with a wrong check digit, as it is', '9780439023482', '9780439023482'],
    ['an ISBN-10', '0439023483', '9780439023481'],
    ['an ISBN-10 with a lower-case x', '155192370x', '9781551923703'],
    ['an ISBN-10 with a wrong check digit, by its first nine digits', '0439023484', '9780439023481'],
    ['a UPC-A, with a leading 0', '036000291452', '0036000291452'],
  ])('reads %s', (_case, value, eisbn) => {
    expect(uncheckedEisbn(value)).toBe(eisbn);
    expect(toEisbn(value)).toBe(eisbn);
  });

  it('leaves what is not shaped like an identifier as it is, or null', () => {
    expect(uncheckedEisbn('12345')).toBeNull();
    expect(toEisbn('12345')).toBe('12345');
  });
});

describe('toIsbn13', () => {
  it.each([
    ['an ISBN-13', '9780306406157', '9780306406157'],
    ['an ISBN-10', '0306406152', '9780306406157'],
    ['an ISBN-10 grouped by en dashes', '0\u2013306\u201340615\u20132', '9780306406157'],
    ['an ISBN-10 with a wrong check digit', '0306406153', null],
    ['an EAN-13 that is not an ISBN', '4006381333931', null],
    ['a UPC-A', '036000291452', null],
  ])('reads %s', (_case, value, isbn13) => {
    expect(toIsbn13(value)).toBe(isbn13);
  });
});

describe('ISBN-10 and ISBN-13', () => {
  it('converts an ISBN-10 to its ISBN-13 and refuses a wrong check digit', () => {
    expect(isbn10ToIsbn13('155192370X')).toBe('9781551923703');
    expect(isbn10ToIsbn13('0439023484')).toBeNull();
  });

  it('gives the ISBN-10 of a 978 ISBN-13 only', () => {
    expect(isbn13ToIsbn10('9781551923703')).toBe('155192370X');
    expect(isbn13ToIsbn10('9791091146135')).toBeNull();
  });

  it('keeps an ISBN-13 with a right check digit, hyphenated or not', () => {
    expect(normaliseIsbn13('978-0-439-02348-1')).toBe('9780439023481');
    expect(normaliseIsbn13('9780439023482')).toBeNull();
    expect(normaliseIsbn13('4006381333931')).toBeNull();
  });
});

describe('hyphenatedIsbn13', () => {
  it('hyphenates an ISBN-13 where its ranges are known', () => {
    expect(hyphenatedIsbn13('9780306406157')).toBe('978-0-306-40615-7');
    expect(hyphenatedIsbn13('9780000000011')).toBe('9780000000011');
  });

  it('leaves an EAN that is not an ISBN as it is', () => {
    expect(hyphenatedIsbn13('0036000291452')).toBe('0036000291452');
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
