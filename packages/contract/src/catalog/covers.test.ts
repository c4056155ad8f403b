import { describe, expect, it } from 'vitest';
import { coverUrl, interiorImageUrl, parseCoverFileName, parseInteriorRequest, placeholderCoverUrl } from './covers.ts';

describe('coverUrl', () => {
  it('points at the stored image, keyed by the cover cache key', () => {
    expect(coverUrl({ eisbn: '9780439023481', cover_image_cache: 'a1b2c3' })).toBe('/covers/9780439023481-a1b2c3');
  });

  it('points at the placeholder when the title has no stored image', () => {
    expect(coverUrl({ eisbn: '9780439023481', cover_image_cache: '' })).toBe('/covers/9780439023481.svg');
  });

  it('is absolute when given an origin, without doubling the slash', () => {
    expect(placeholderCoverUrl('9780439023481', { origin: 'https://books.example/' })).toBe(
      'https://books.example/covers/9780439023481.svg',
    );
  });

  it('reads back what it builds', () => {
    const url = coverUrl({ eisbn: '043902348X', cover_image_cache: 'k_9-z' });

    expect(parseCoverFileName(url.slice('/covers/'.length))).toEqual({
      eisbn: '043902348X',
      kind: 'image',
      cacheKey: 'k_9-z',
    });
  });
});

describe('parseCoverFileName', () => {
  it.each([
    ['9780439023481.svg', { eisbn: '9780439023481', kind: 'placeholder' }],
    ['9780439023481-abc.jpg', { eisbn: '9780439023481', kind: 'image', cacheKey: 'abc' }],
    ['9780439023481-abc', { eisbn: '9780439023481', kind: 'image', cacheKey: 'abc' }],
  ])('reads %s', (fileName, expected) => {
    expect(parseCoverFileName(fileName)).toEqual(expected);
  });

  it.each([
    '..%2f..%2fetc%2fpasswd',
    '../9780439023481.svg',
    '9780439023481-..',
    '978043902348.svg',
    '9780439023481-a.b',
    '',
  ])('refuses %j', (fileName) => {
    expect(parseCoverFileName(fileName)).toBeNull();
  });
});

describe('interiorImageUrl', () => {
  it('points under the title’s covers and reads back only names the importer writes', () => {
    const url = interiorImageUrl('9780679783268', '2-3f2a9c0d1e4b.jpg');

    expect(url).toBe('/covers/9780679783268/interiors/2-3f2a9c0d1e4b.jpg');
    expect(parseInteriorRequest('9780679783268', '2-3f2a9c0d1e4b.jpg')).toEqual({
      eisbn: '9780679783268',
      name: '2-3f2a9c0d1e4b.jpg',
    });
    expect(parseInteriorRequest('9780679783268', '../2-3f2a9c0d1e4b.jpg')).toBeNull();
    expect(parseInteriorRequest('9780679783268', '2-3f2a9c0d1e4b.svg')).toBeNull();
  });
});
