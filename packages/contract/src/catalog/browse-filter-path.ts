import { limits } from '../limits.ts';
import {
  emptyBrowseFilter,
  filterGroupLetters,
  searchKinds,
  sortValues,
  type BrowseSort,
  type FilterGroupLetter,
  type SearchKind,
} from './browse-paths.ts';
import type { BrowseFilter } from './filter.ts';

/**
 * The browse page's address read without zod, so the page that reads it loads no schema library
 * (docs/decisions/0068-render-blocking-css.md). Its rules are `browseFilterSchema`'s, which
 * browse/get's input keeps: a test reads many paths both ways and expects the same filters and
 * the same refusals.
 */

export class BrowsePathError extends Error {}

const scalarLetters = ['o', 'l', 'v', 't', 'k'] as const;
const allLetters = new Set<string>([...filterGroupLetters, ...scalarLetters]);
const isGroupLetter = (letter: string): letter is FilterGroupLetter =>
  (filterGroupLetters as readonly string[]).includes(letter);

/** The sort a value names, or null: the sort select and the address give strings. */
export const sortOf = (value: string): BrowseSort | null => sortValues.find((sort) => sort === value) ?? null;
/** The search kind a value names, or null. */
export const searchKindOf = (value: string): SearchKind | null => searchKinds.find((kind) => kind === value) ?? null;

const filterValueMax = 200;
const filterValuesMax = 50;
const searchTextMax = 500;
const offsetMax = 1_000_000;

function groupValues(values: string[]): string[] {
  if (values.length > filterValuesMax) throw new BrowsePathError(`At most ${filterValuesMax} values in a filter.`);
  return values.map((value) => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.length > filterValueMax)
      throw new BrowsePathError('A filter value is empty or too long.');
    return trimmed;
  });
}

/** A whole number in the path as `z.coerce.number().int()` reads it (Number's rules), or null. */
function wholeNumber(value: string): number | null {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

function withScalar(filter: BrowseFilter, letter: (typeof scalarLetters)[number], value: string): BrowseFilter {
  switch (letter) {
    case 'o': {
      const offset = wholeNumber(value);
      if (offset === null || offset < 0 || offset > offsetMax) throw new BrowsePathError('The offset is not valid.');
      return { ...filter, o: offset };
    }
    case 'l': {
      const length = wholeNumber(value);
      const isOffered =
        length === limits.browseDefaultPageLength || limits.browsePageLengths.some((allowed) => allowed === length);
      if (length === null || !isOffered) throw new BrowsePathError('Page length must be 26, 50, 100 or 200.');
      return { ...filter, l: length };
    }
    case 'v': {
      const sort = sortOf(value);
      if (sort === null) throw new BrowsePathError(`Unknown sort '${value}'.`);
      return { ...filter, v: sort };
    }
    case 't': {
      const text = value.trim();
      if (text.length > searchTextMax) throw new BrowsePathError('The search text is too long.');
      return { ...filter, t: text };
    }
    case 'k': {
      const kind = searchKindOf(value);
      if (kind === null) throw new BrowsePathError(`Unknown search kind '${value}'.`);
      return { ...filter, k: kind };
    }
  }
}

/** Reads the segments after `/browse/filter/`; throws BrowsePathError on a malformed path. */
export function parseBrowseFilterPath(path: string): BrowseFilter {
  const segments = path.split('/').filter((segment) => segment !== '');
  // A letter given twice counts once, its last value, as in an object of the letters.
  const raw = new Map<string, string[]>();
  for (let index = 0; index < segments.length; index += 2) {
    const letter = segments[index] ?? '';
    const value = segments[index + 1];
    if (!allLetters.has(letter) || value === undefined)
      throw new BrowsePathError(`Unknown filter segment '${letter}'.`);
    try {
      raw.set(
        letter,
        value.split(',').map((part) => decodeURIComponent(part)),
      );
    } catch {
      throw new BrowsePathError('The filter path is not correctly encoded.');
    }
  }
  let filter: BrowseFilter = { ...emptyBrowseFilter };
  for (const [letter, decoded] of raw) {
    if (isGroupLetter(letter)) filter = { ...filter, [letter]: groupValues(decoded) };
    else filter = withScalar(filter, letter as (typeof scalarLetters)[number], decoded.join(','));
  }
  for (const letter of filterGroupLetters) if (filter[letter] === emptyBrowseFilter[letter]) filter[letter] = [];
  return filter;
}
