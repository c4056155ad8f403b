import { describe, expect, it } from 'vitest';
import { filterGroupLetters } from './browse-paths.ts';
import { browseFilterSchema, type BrowseFilter } from './filter.ts';
import { BrowsePathError, parseBrowseFilterPath, searchKindOf, sortOf } from './browse-filter-path.ts';

/** The path read through browseFilterSchema, as the browse page read it before it left zod out. */
function schemaReading(path: string): BrowseFilter | 'refused' {
  const raw: Record<string, unknown> = {};
  const segments = path.split('/').filter((segment) => segment !== '');
  for (let index = 0; index < segments.length; index += 2) {
    const letter = segments[index] ?? '';
    const value = segments[index + 1];
    if (!/^[bsndfacrgjolvtk]$/.test(letter) || value === undefined) return 'refused';
    let decoded: string[];
    try {
      decoded = value.split(',').map((part) => decodeURIComponent(part));
    } catch {
      return 'refused';
    }
    raw[letter] = (filterGroupLetters as readonly string[]).includes(letter) ? decoded : decoded.join(',');
  }
  const parsed = browseFilterSchema.safeParse(raw);
  return parsed.success ? parsed.data : 'refused';
}

function readingOf(path: string): BrowseFilter | 'refused' {
  try {
    return parseBrowseFilterPath(path);
  } catch (error) {
    if (error instanceof BrowsePathError) return 'refused';
    throw error;
  }
}

/** A small deterministic generator, so every run reads the same paths. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const letters = [...'bsndfacrgjolvtkxy', ''];
const values = [
  'FIC',
  '-HC',
  'in_stock',
  ' spaced ',
  '%20',
  '%20%20',
  'a,b',
  'a,,b',
  'Bront%C3%AB',
  'AC%2FDC',
  '%E0%A4%A',
  '100%25',
  '0',
  '-0',
  '26',
  '27',
  '28',
  '50',
  '200',
  '1e2',
  '0x1A',
  ' 5',
  '-5',
  '1000000',
  '1000001',
  '3.5',
  'Infinity',
  'NaN',
  'popularity',
  'date',
  'price',
  'keyword',
  'author',
  'isbn',
  'KEYWORD',
  'x'.repeat(200),
  'x'.repeat(201),
  'y'.repeat(500),
  'y'.repeat(501),
  ` ${'z'.repeat(500)} `,
  Array.from({ length: 51 }, (_, i) => `v${i}`).join(','),
  Array.from({ length: 50 }, (_, i) => `v${i}`).join(','),
];

describe('the browse path reader', () => {
  it('reads every path as browseFilterSchema does: the same filter, or a refusal', () => {
    const random = seededRandom(2026);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const paths = [''];
    for (let index = 0; index < 3000; index += 1) {
      const parts: string[] = [];
      const pairs = 1 + Math.floor(random() * 4);
      for (let pair = 0; pair < pairs; pair += 1) parts.push(pick(letters), pick(values));
      if (random() < 0.05) parts.pop();
      paths.push(`${random() < 0.5 ? '/' : ''}${parts.join('/')}`);
    }
    const differing = paths.filter((path) => JSON.stringify(readingOf(path)) !== JSON.stringify(schemaReading(path)));
    expect(differing).toEqual([]);
    // Both readings are compared; enough of them are filters for the comparison to mean something.
    expect(paths.filter((path) => readingOf(path) !== 'refused').length).toBeGreaterThan(300);
  });

  it('gives each letter its own copy of the empty lists', () => {
    const first = parseBrowseFilterPath('');
    first.s.push('FIC');
    expect(parseBrowseFilterPath('').s).toEqual([]);
  });

  it('names the sorts and search kinds it knows, and nothing else', () => {
    expect(sortOf('title')).toBe('title');
    expect(sortOf('')).toBe('');
    expect(sortOf('price')).toBeNull();
    expect(searchKindOf('isbn')).toBe('isbn');
    expect(searchKindOf('Title')).toBeNull();
  });
});
