import { describe, expect, it } from 'vitest';
import { emptyBrowseFilter } from '@bookfront/contract';
import { searchResponseFixture } from '../../../test/catalog-fixtures.ts';
import { optionState, selectedValues, withOptionState, withoutFilters } from './filter-values.ts';

describe('filter values', () => {
  it('includes, excludes and clears one option and starts again at the first page', () => {
    const start = { ...emptyBrowseFilter, o: 56, f: ['MM'] };

    const included = withOptionState(start, 'f', 'HC', 'included');
    const excluded = withOptionState(included, 'f', 'HC', 'excluded');
    const cleared = withOptionState(excluded, 'f', 'HC', 'none');

    expect(included).toMatchObject({ f: ['MM', 'HC'], o: 0 });
    expect(excluded.f).toEqual(['MM', '-HC']);
    expect(optionState(excluded, 'f', 'HC')).toBe('excluded');
    expect(cleared.f).toEqual(['MM']);
  });

  it('clears every group but keeps the search, sort and page length', () => {
    const filter = { ...emptyBrowseFilter, t: 'fire', v: 'title' as const, l: 50, o: 100, f: ['HC'], s: ['-FIC'] };

    expect(withoutFilters(filter)).toEqual({ ...emptyBrowseFilter, t: 'fire', v: 'title', l: 50 });
  });

  it('labels chosen values from the counts, nested ones too, and falls back to the key', () => {
    const filter = { ...emptyBrowseFilter, s: ['FIC000000'], f: ['-HC'], j: ['Owl & Lamp'] };

    expect(selectedValues(filter, searchResponseFixture().filter_info)).toEqual([
      { letter: 's', key: 'FIC000000', label: 'General', excluded: false },
      { letter: 'f', key: 'HC', label: 'Hardcover', excluded: true },
      { letter: 'j', key: 'Owl & Lamp', label: 'Owl & Lamp', excluded: false },
    ]);
  });
});
