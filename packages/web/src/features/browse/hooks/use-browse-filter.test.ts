import { describe, expect, it } from 'vitest';
import { emptyBrowseFilter } from '@bookfront/contract';
import { browseLocationFromPath } from './use-browse-filter.ts';

describe('browseLocationFromPath', () => {
  it('reads the plain catalogue and /browse/{id} as no filter', () => {
    expect(browseLocationFromPath('')).toEqual({ kind: 'filter', filter: emptyBrowseFilter });
    expect(browseLocationFromPath('fiction')).toEqual({ kind: 'filter', filter: emptyBrowseFilter });
  });

  it('reads a search with encoded commas as one value', () => {
    const location = browseLocationFromPath('filter/t/war%2C%20peace/k/title/c/Tolstoy%2C%20Leo');

    expect(location).toMatchObject({ kind: 'filter', filter: { t: 'war, peace', k: 'title', c: ['Tolstoy, Leo'] } });
  });

  it('reports a malformed path instead of throwing', () => {
    expect(browseLocationFromPath('filter/zz/1')).toMatchObject({ kind: 'invalid' });
    expect(browseLocationFromPath('filter/l/7')).toMatchObject({ kind: 'invalid' });
  });
});
