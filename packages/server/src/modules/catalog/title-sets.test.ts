import { describe, expect, it } from 'vitest';
import { TitleBitset } from './title-bitset.ts';
import { keepSet, type KeptSet } from './title-sets.ts';

const settled = (rowids: number[]): KeptSet => ({ set: Promise.resolve(TitleBitset.of(10, rowids)), stockRevision: 0 });

describe('keepSet', () => {
  it('forgets a set whose read failed, so the next browse reads it again', async () => {
    const sets = new Map<string, KeptSet>();
    const failed = keepSet(sets, 'FIC', () => ({ set: Promise.reject(new Error('read failed')), stockRevision: 0 }));
    await expect(failed).rejects.toThrow('read failed');
    expect(sets.has('FIC')).toBe(false);
  });

  it('keeps a newer set that took the place of one whose read then failed', async () => {
    const sets = new Map<string, KeptSet>();
    let failRead: (error: Error) => void = () => {};
    const failing = keepSet(sets, 'FIC', () => ({
      set: new Promise<TitleBitset>((_, reject) => (failRead = reject)),
      stockRevision: 1,
    }));
    keepSet(sets, 'FIC', () => settled([1, 2]));
    failRead(new Error('read failed'));
    await expect(failing).rejects.toThrow('read failed');
    expect((await sets.get('FIC')?.set)?.rowids()).toEqual([1, 2]);
  });
});
