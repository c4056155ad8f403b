import { describe, expect, it } from 'vitest';
import { memoized, withRequestMemo } from './request-memo.ts';

function countingRead() {
  let reads = 0;
  return {
    read: async () => {
      reads += 1;
      return 'row';
    },
    reads: () => reads,
  };
}

describe('memoized', () => {
  it('reads a key once within one page request, however many ask for it at once', async () => {
    const source = countingRead();

    const answers = await withRequestMemo(() =>
      Promise.all([memoized('title:1', source.read), Promise.resolve().then(() => memoized('title:1', source.read))]),
    );

    expect(answers).toEqual(['row', 'row']);
    expect(source.reads()).toBe(1);
  });

  it('reads again in another page request and outside any', async () => {
    const source = countingRead();

    await withRequestMemo(() => memoized('title:1', source.read));
    await withRequestMemo(() => memoized('title:1', source.read));
    await memoized('title:1', source.read);
    await memoized('title:1', source.read);

    expect(source.reads()).toBe(4);
  });
});
