import { describe, expect, it } from 'vitest';
import { TitleBitset } from './title-bitset.ts';

describe('TitleBitset', () => {
  it('combines, counts and lists sets of rowids', () => {
    const odd = TitleBitset.of(100, [1, 3, 5, 33, 99]);
    const small = TitleBitset.of(100, [1, 2, 3, 4, 5]);

    expect(odd.and(small).rowids()).toEqual([1, 3, 5]);
    expect(odd.or(small).rowids()).toEqual([1, 2, 3, 4, 5, 33, 99]);
    expect(odd.andNot(small).rowids()).toEqual([33, 99]);
    expect(odd.count()).toBe(5);
    expect(odd.count(2)).toBe(2);
    expect(odd.countAnd(small)).toBe(3);
    expect(odd.countAnd(small, 2)).toBe(2);
  });

  it('counts the titles two sets share with every bit of a word set', () => {
    const full = TitleBitset.of(
      63,
      Array.from({ length: 64 }, (_, rowid) => rowid),
    );

    expect(full.countAnd(full)).toBe(64);
  });

  it('changes a copy without changing the set it was copied from', () => {
    const original = TitleBitset.of(64, [7, 31, 32]);

    const copy = original.clone();
    copy.delete(31);
    copy.add(64);

    expect(copy.rowids()).toEqual([7, 32, 64]);
    expect(original.rowids()).toEqual([7, 31, 32]);
  });
});
