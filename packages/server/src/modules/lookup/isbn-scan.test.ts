import { describe, expect, it } from 'vitest';
import { findIsbns, IsbnCollector } from './isbn-scan.ts';

describe('findIsbns', () => {
  it.each([
    ['an ISBN-13', 'ISBN 9780316769488.', ['9780316769488']],
    ['an ISBN-13 with hyphens', 'ISBN-13: 978-0-316-76948-8', ['9780316769488']],
    ['an ISBN-13 with spaces', '978 0 316 76948 8', ['9780316769488']],
    ['an ISBN-13 with typographic dashes', '978\u20110\u2011316\u201176948\u20118', ['9780316769488']],
    ['an ISBN-10', 'ISBN-10: 0316769487', ['9780316769488']],
    ['an ISBN-10 with hyphens and an X check digit', 'see 0-8044-2957-X here', ['9780804429573']],
    ['an ISBN inside a link', '<a href="https://shop.example/book/9780141439518?ref=x">', ['9780141439518']],
    ['an ISBN glued to letters', 'ISBN9780141439518', ['9780141439518']],
  ])('finds %s', (_case, text, expected) => {
    expect(findIsbns(text)).toEqual(expected);
  });

  it.each([
    ['a wrong check digit', '9780316769489'],
    ['an ISBN-10 with a wrong check digit', '0316769488'],
    ['a longer number', '197803167694881'],
    ['a phone number', 'Call 555-123-4567 today'],
    ['a 13-digit number not starting 978/979', '1234567890128'],
  ])('ignores %s', (_case, text) => {
    expect(findIsbns(text)).toEqual([]);
  });

  it('keeps the order of first appearance and drops repeats, ISBN-10 and -13 of one book counting once', () => {
    expect(findIsbns('9780141439518, 0316769487, 9780316769488, 978-0-14-143951-8')).toEqual([
      '9780141439518',
      '9780316769488',
    ]);
  });

  it('stops at the limit', () => {
    expect(findIsbns('9780141439518 9780316769488 9780743273565', 2)).toEqual(['9780141439518', '9780316769488']);
  });
});

describe('IsbnCollector.addNumber', () => {
  it('restores the leading zero an ISBN-10 lost in a spreadsheet cell', () => {
    const collector = new IsbnCollector();

    collector.addNumber(743273567);
    collector.addNumber(9780141439518);
    collector.addNumber(12.5);

    expect(collector.isbns).toEqual(['9780743273565', '9780141439518']);
  });
});
