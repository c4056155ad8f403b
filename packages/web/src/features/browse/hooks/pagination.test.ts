import { describe, expect, it } from 'vitest';
import { offsetOfPage, pageInfo, pageItems, showingText } from './pagination.ts';

describe('pageInfo', () => {
  it('counts the pages of a short result', () => {
    expect(pageInfo({ offset: 0, length: 28, rowCount: 60, maxOffset: 9972 })).toEqual({ page: 1, pageCount: 3 });
    expect(pageInfo({ offset: 56, length: 28, rowCount: 60, maxOffset: 9972 })).toEqual({ page: 3, pageCount: 3 });
  });

  it('has one page for an exact fit and for no results', () => {
    expect(pageInfo({ offset: 0, length: 28, rowCount: 28, maxOffset: 9972 }).pageCount).toBe(1);
    expect(pageInfo({ offset: 0, length: 28, rowCount: 0, maxOffset: 0 }).pageCount).toBe(1);
  });

  it('stops at the server max_offset even when there are more results', () => {
    const info = pageInfo({ offset: 0, length: 100, rowCount: 10000, maxOffset: 5000 });

    expect(info.pageCount).toBe(51);
    expect(offsetOfPage(info.pageCount, 100)).toBeLessThanOrEqual(5000);
  });

  it('never offers a last page past max_offset when it is not a multiple of the page length', () => {
    const info = pageInfo({ offset: 0, length: 28, rowCount: 10000, maxOffset: 9990 });

    expect(offsetOfPage(info.pageCount, 28)).toBeLessThanOrEqual(9990);
    expect(offsetOfPage(info.pageCount + 1, 28)).toBeGreaterThan(9990);
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts gaps between the ends and the pages around the current one', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('fills a gap of a single page with that page', () => {
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
  });
});

describe('showingText', () => {
  it('shows the range and the total with + at the cap', () => {
    expect(showingText({ offset: 0, shown: 28, rowCount: 10000 })).toBe('Showing 1–28 of 10,000+');
    expect(showingText({ offset: 28, shown: 5, rowCount: 33 })).toBe('Showing 29–33 of 33');
  });

  it('groups thousands of the range as en-US numbers are written', () => {
    expect(showingText({ offset: 9_972, shown: 28, rowCount: 10000 })).toBe('Showing 9,973–10,000 of 10,000+');
    expect(showingText({ offset: 999, shown: 1, rowCount: 1000 })).toBe('Showing 1,000–1,000 of 1,000+');
  });
});
