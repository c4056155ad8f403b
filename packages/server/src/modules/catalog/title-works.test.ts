import { describe, expect, it } from 'vitest';
import { TitleBitset } from './title-bitset.ts';
import { TitleWorks } from './title-works.ts';

/** Titles 1–3 one work in three editions, 4 and 5 another, 6 and 7 without a key, 9 a work alone; no title 8. */
const titles = [
  { id: 1, eisbn: '9780000000001', workKey: 'walk' },
  { id: 2, eisbn: '9780000000002', workKey: 'walk' },
  { id: 3, eisbn: '9780000000003', workKey: 'walk' },
  { id: 4, eisbn: '9780000000004', workKey: 'harbour' },
  { id: 5, eisbn: '9780000000005', workKey: 'harbour' },
  { id: 6, eisbn: '9780000000006', workKey: null },
  { id: 7, eisbn: '9780000000007', workKey: null },
  { id: 9, eisbn: '9780000000009', workKey: 'river' },
];
const works = TitleWorks.build(titles, 9);
const setOf = (...ids: number[]) => TitleBitset.of(9, ids);

describe('TitleWorks', () => {
  it('counts the works of a result once each, a title without a key as a work of its own', () => {
    expect(works.count(setOf(1, 2, 3, 4, 5, 6, 7, 9))).toBe(5);
    expect(works.count(setOf(2, 5))).toBe(2);
    expect(works.count(setOf(1, 3, 6))).toBe(2);
    expect(works.count(setOf())).toBe(0);
  });

  it('counts no further than the cap', () => {
    expect(works.count(setOf(1, 2, 3, 4, 5, 6, 7, 9), 3)).toBe(3);
    expect(works.count(setOf(1, 2, 3), 3)).toBe(1);
  });

  it('leaves out a number no title has', () => {
    expect(works.count(setOf(8, 9))).toBe(1);
    expect(works.keyOf(8)).toBeUndefined();
  });

  it('gives each title’s work key, null for a title without one', () => {
    expect(works.keyOf(2)).toBe('walk');
    expect(works.keyOf(6)).toBeNull();
  });

  it('lists the editions of a title’s work that are in the result', () => {
    expect(works.editionsIn(2, setOf(1, 2, 4)).sort()).toEqual(['9780000000001', '9780000000002']);
    expect(works.editionsIn(5, setOf(4, 5, 9)).sort()).toEqual(['9780000000004', '9780000000005']);
    expect(works.editionsIn(9, setOf(9))).toEqual(['9780000000009']);
    expect(works.editionsIn(6, setOf(6, 7))).toEqual([]);
  });
});
