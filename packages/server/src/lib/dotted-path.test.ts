import { describe, expect, it } from 'vitest';
import { DottedPathError, getAtPath, setAtPath } from './dotted-path.ts';

describe('setAtPath', () => {
  it('sets a nested value without touching its neighbours or the original', () => {
    const original = { styles: { primary_color: '#000000', logo_url: '/logo.svg' } };

    const updated = setAtPath(original, 'styles.primary_color', '#8a1c1c');

    expect(updated).toEqual({ styles: { primary_color: '#8a1c1c', logo_url: '/logo.svg' } });
    expect(original.styles.primary_color).toBe('#000000');
  });

  it('creates the objects on the way to a new key', () => {
    expect(setAtPath({}, 'store_info.social.bluesky', 'https://bsky.app')).toEqual({
      store_info: { social: { bluesky: 'https://bsky.app' } },
    });
  });

  it('indexes arrays with numeric segments', () => {
    expect(setAtPath({ list: [{ a: 1 }, { a: 2 }] }, 'list.1.a', 3)).toEqual({ list: [{ a: 1 }, { a: 3 }] });
  });

  it.each(['', 'a..b', '__proto__.polluted', 'constructor.prototype'])('refuses the key %j', (path) => {
    expect(() => setAtPath({}, path, 1)).toThrow(DottedPathError);
  });
});

describe('getAtPath', () => {
  it('reads nested values and arrays, and undefined for what is not there', () => {
    const value = { a: { b: [10, 20] } };

    expect(getAtPath(value, 'a.b.1')).toBe(20);
    expect(getAtPath(value, 'a.c')).toBeUndefined();
    expect(getAtPath(value, 'a.b.x')).toBeUndefined();
  });
});
