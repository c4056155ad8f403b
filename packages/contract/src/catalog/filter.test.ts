import { describe, expect, it } from 'vitest';
import { browseUrl, emptyBrowseFilter, formatBrowseFilterPath, withFilterValues } from './browse-paths.ts';
import { BrowsePathError, browseFilterSchema, parseBrowseFilterPath, type BrowseFilter } from './filter.ts';

const filter = (fields: Partial<BrowseFilter>): BrowseFilter => ({ ...emptyBrowseFilter, ...fields });

describe('the plain browse filter', () => {
  it('is what the filter schema makes of no segments', () => {
    expect(emptyBrowseFilter).toEqual(browseFilterSchema.parse({}));
  });
});

describe('browse filter paths', () => {
  const cases: [string, BrowseFilter][] = [
    ['the plain browse page', emptyBrowseFilter],
    ['a subject', filter({ s: ['FIC'] })],
    [
      'every value-list group',
      filter({
        b: ['in_stock'],
        s: ['FIC022000'],
        n: ['__staff-picks'],
        d: ['last30'],
        f: ['HC', 'TP'],
        a: ['children'],
        c: ['Ada Fields'],
        r: ['10-20', '50-'],
        g: ['spa'],
        j: ['Cedar & Quill'],
      }),
    ],
    ['excluded values', filter({ f: ['-HC'], c: ['-Ben Ortiz'] })],
    ['a search with its kind', filter({ t: 'the river', k: 'title' })],
    ['the exact-word marker', filter({ t: '!run home', k: 'keyword' })],
    ['a kind without text', filter({ k: 'author' })],
    ['sort, page length and offset', filter({ v: 'date', l: 50, o: 100 })],
    [
      'values with the separators / , % and unicode',
      filter({ c: ['Brontë, Anne', 'AC/DC'], j: ['100% Press'], t: 'café/bar, ok?' }),
    ],
  ];

  it.each(cases)('reads back %s from the path it writes', (_name, original) => {
    const path = formatBrowseFilterPath(original);

    expect(parseBrowseFilterPath(path)).toEqual(original);
  });

  it.each([
    [filter({ t: 'river', k: 'keyword' }), '/t/river/k/keyword'],
    [filter({ s: ['FIC', 'JUV'], v: 'title' }), '/s/FIC,JUV/v/title'],
    [filter({ f: ['-HC'], o: 56 }), '/f/-HC/o/56'],
    [filter({ l: 28 }), ''],
  ])('writes the canonical path', (value, expected) => {
    expect(formatBrowseFilterPath(value)).toBe(expected);
  });

  it('reads the spec routes, whichever order the segments come in', () => {
    expect(parseBrowseFilterPath('/k/keyword/t/The%20River%20Road%20Ada%20Fields')).toEqual(
      filter({ t: 'The River Road Ada Fields', k: 'keyword' }),
    );
    expect(parseBrowseFilterPath('o/26/s/FIC/l/26')).toEqual(filter({ s: ['FIC'], l: 26, o: 26 }));
  });

  it.each([
    ['an unknown letter', '/x/1'],
    ['a letter without a value', '/s'],
    ['a page length not offered', '/l/27'],
    ['a negative offset', '/o/-5'],
    ['an unknown sort', '/v/price'],
    ['a broken escape', '/t/%E0%A4%A'],
  ])('refuses %s', (_name, path) => {
    expect(() => parseBrowseFilterPath(path)).toThrow(BrowsePathError);
  });

  it('starts a new filter selection at the first page', () => {
    expect(withFilterValues(filter({ o: 112 }), 'f', ['HC'])).toEqual(filter({ f: ['HC'], o: 0 }));
  });

  it('gives /browse for the empty filter and /browse/filter/… otherwise', () => {
    expect(browseUrl(emptyBrowseFilter)).toBe('/browse');
    expect(browseUrl(filter({ b: ['in_stock'] }))).toBe('/browse/filter/b/in_stock');
  });
});
