import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultCache } from './result-cache.ts';

const byLength = (value: string) => value.length;

describe('ResultCache', () => {
  afterEach(() => vi.useRealTimers());

  it('drops the least recently used entries once the values exceed its size', () => {
    const cache = new ResultCache<string>(10, 60_000, byLength);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now the most recently used
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    expect(cache.bytes).toBe(8);
  });

  it('counts a replaced value once, at its new size', () => {
    const cache = new ResultCache<string>(10, 60_000, byLength);
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaaa');
    expect(cache.bytes).toBe(6);
    expect(cache.get('a')).toBe('aaaaaa');
  });

  it('keeps no value larger than the whole cache, and keeps what it had', () => {
    const cache = new ResultCache<string>(10, 60_000, byLength);
    cache.set('a', 'aaaa');
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
  });

  it('forgets an entry after its time limit', () => {
    vi.useFakeTimers();
    const cache = new ResultCache<string>(10, 1000, byLength);
    cache.set('a', 'aaaa');
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBe('aaaa');
    vi.advanceTimersByTime(1001);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('holds nothing when its size is 0', () => {
    const cache = new ResultCache<string>(0, 60_000, byLength);
    cache.set('a', 'a');
    expect(cache.get('a')).toBeUndefined();
  });
});
