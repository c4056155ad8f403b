import { limits } from '../limits.ts';
import type { BrowseFilter } from './filter.ts';

/**
 * The browse filter of docs/features/browse-and-search.md#filters-and-sort: `/browse/filter/{letter}/{value}/…`. Value-list letters:
 *
 * | letter | group | values |
 * |---|---|---|
 * | b | status | availability at the shopper's location: in_stock, on_order, other_locations, orderable, forthcoming |
 * | s | subject | subject code prefixes (BISAC or Thema), e.g. FIC, FIC022000 |
 * | n | special subject | the store's own subjects, ids starting with two underscores, e.g. __staff-picks |
 * | d | pub date | forthcoming, last30, last90, last365, older |
 * | f | binding | binding codes, e.g. HC, TP, MM, AU |
 * | a | audience | adult, young_adult, children, general |
 * | c | contributor | contributor names |
 * | r | price | price bands in whole dollars: 0-10, 10-20, 20-30, 30-50, 50- |
 * | g | language | language codes, e.g. eng, spa |
 * | j | publisher | publisher names |
 *
 * A value that starts with '-' excludes the option instead of requiring it. Within a segment the
 * values are URI-encoded and joined with ','. Scalars: o offset, l page length, v sort, t search
 * text, k search kind.
 */
export const filterGroupLetters = ['b', 's', 'n', 'd', 'f', 'a', 'c', 'r', 'g', 'j'] as const;
export type FilterGroupLetter = (typeof filterGroupLetters)[number];

export const filterGroupNames: Record<FilterGroupLetter, string> = {
  b: 'Status',
  s: 'Subject',
  n: 'Special subject',
  d: 'Publication date',
  f: 'Format',
  a: 'Audience',
  c: 'Contributor',
  r: 'Price',
  g: 'Language',
  j: 'Publisher',
};

export const statusValues = ['in_stock', 'on_order', 'other_locations', 'orderable', 'forthcoming'] as const;
export const pubDateValues = ['forthcoming', 'last30', 'last90', 'last365', 'older'] as const;
export const audienceValues = ['adult', 'young_adult', 'children', 'general'] as const;
export const priceBandValues = ['0-10', '10-20', '20-30', '30-50', '50-'] as const;

/** docs/features/browse-and-search.md#filters-and-sort: What's in store (the empty value), popularity, date, title, author. */
export const sortValues = ['', 'popularity', 'date', 'title', 'author'] as const;
export type BrowseSort = (typeof sortValues)[number];
export const sortLabels: Record<BrowseSort, string> = {
  '': "What's in store",
  popularity: 'Popularity',
  date: 'Publication date',
  title: 'Title',
  author: 'Author',
};

export const searchKinds = ['keyword', 'title', 'author', 'isbn', 'series', 'publisher', 'subject'] as const;
export type SearchKind = (typeof searchKinds)[number];
export const searchKindLabels: Record<SearchKind, string> = {
  keyword: 'Keyword',
  title: 'Title',
  author: 'Author',
  isbn: 'ISBN',
  series: 'Series',
  publisher: 'Publisher',
  subject: 'Subject',
};

/** The plain browse page's filter: what `browseFilterSchema` makes of no segments (a test holds them together). */
export const emptyBrowseFilter: BrowseFilter = {
  b: [],
  s: [],
  n: [],
  d: [],
  f: [],
  a: [],
  c: [],
  r: [],
  g: [],
  j: [],
  o: 0,
  l: limits.browseDefaultPageLength,
  v: '',
  t: '',
  k: 'keyword',
};

/** docs/features/browse-and-search.md#result-counts-and-paging: result counts of 1000 or 10000 are caps, shown with '+'. */
export const resultCountCaps = { facet: 1000, total: 10000 } as const;

/** An excluded option is written with a leading '-'. */
export const isExcluded = (value: string) => value.startsWith('-');
export const excludedValue = (value: string) => `-${value}`;
export const includedValue = (value: string) => (isExcluded(value) ? value.slice(1) : value);

/** The canonical path after `/browse/filter` for a filter ('' for the plain browse page). */
export function formatBrowseFilterPath(filter: BrowseFilter): string {
  const parts: string[] = [];
  if (filter.t !== '') parts.push('t', encodeURIComponent(filter.t), 'k', filter.k);
  else if (filter.k !== 'keyword') parts.push('k', filter.k);
  for (const letter of filterGroupLetters) {
    const values = filter[letter];
    if (values.length > 0) parts.push(letter, values.map(encodeURIComponent).join(','));
  }
  if (filter.v !== '') parts.push('v', filter.v);
  if (filter.l !== limits.browseDefaultPageLength) parts.push('l', String(filter.l));
  if (filter.o !== 0) parts.push('o', String(filter.o));
  return parts.length === 0 ? '' : `/${parts.join('/')}`;
}

/** The browse URL of a filter: '/browse' or '/browse/filter/…'. */
export function browseUrl(filter: BrowseFilter): string {
  const path = formatBrowseFilterPath(filter);
  return path === '' ? '/browse' : `/browse/filter${path}`;
}

/** docs/features/browse-and-search.md#filters-and-sort: choosing a filter starts again at the first page. */
export function withFilterValues(filter: BrowseFilter, letter: FilterGroupLetter, values: string[]): BrowseFilter {
  return { ...filter, [letter]: values, o: 0 };
}

/** docs/features/item-page.md#series-editions-and-related-titles: the all-editions search is a keyword search of the title and the authors. */
export function allEditionsUrl(title: string, authors: string[]): string {
  const text = [title, ...authors].join(' ').trim();
  return `/browse/filter/k/keyword/t/${encodeURIComponent(text)}`;
}
