import {
  audienceValues,
  commonLanguageName,
  includedValue,
  priceBandValues,
  pubDateValues,
  resultCountCaps,
  statusValues,
  type BrowseFilter,
  type FilterGroupLetter,
  type FilterOption,
} from '@bookfront/contract';
import { FacetGroup, type FacetIndex, type TitleGroupName } from './facet-index.ts';
import { mostFrequentOptions } from './most-frequent-options.ts';
import type { OptionNames } from './store-subject-facets.ts';

/** The exact counts of a result's options, each capped at resultCountCaps.facet. */
export type FacetCounts = {
  filter: BrowseFilter;
  index: FacetIndex;
  /** Per title group, the count of each of its options (FacetGroup.count). */
  groups: Record<TitleGroupName, Int32Array>;
  statuses: Map<string, number>;
  prices: Map<string, number>;
  pubDates: Map<string, number>;
  /**
   * The special subject options (group n) the storeSubject counts are of: the index's, with the
   * store's own subjects after them (store-subject-facets.ts); the index's when not given.
   */
  specialSubjects?: OptionNames;
};

/**
 * Open-ended groups (contributors, publishers, the codes under a subject) list their most
 * frequent options only: a result of a million titles has tens of thousands of authors.
 */
const maxOpenOptions = 100;

const statusLabels: Record<string, string> = {
  in_stock: 'In stock',
  on_order: 'On order',
  other_locations: 'At other locations',
  orderable: 'Available to order',
  forthcoming: 'Forthcoming',
};
const pubDateLabels: Record<string, string> = {
  forthcoming: 'Coming soon',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  last365: 'Last 12 months',
  older: 'Older',
};
const audienceLabels: Record<string, string> = {
  adult: 'Adult',
  young_adult: 'Young adult',
  children: 'Children',
  general: 'General',
};
const priceLabels: Record<string, string> = {
  '0-10': 'Under $10',
  '10-20': '$10 to $20',
  '20-30': '$20 to $30',
  '30-50': '$30 to $50',
  '50-': '$50 and over',
};

type OptionMaker = (m: FilterGroupLetter, k: string, e: string, c: number) => FilterOption;

const option: OptionMaker = (m, k, e, c) => ({
  k,
  e,
  c: Math.min(c, resultCountCaps.facet),
  n: true,
  m,
  subfilter: [],
});

/** Options of a fixed list in its order, those with titles (or selected) only. */
function fixedOptions(
  m: FilterGroupLetter,
  values: readonly string[],
  labels: Record<string, string>,
  counts: Map<string, number>,
  selected: Set<string>,
): FilterOption[] {
  return values
    .filter((value) => (counts.get(value) ?? 0) > 0 || selected.has(value))
    .map((value) => option(m, value, labels[value] ?? value, counts.get(value) ?? 0));
}

/**
 * A group's options with titles in the result, the most frequent first (then by label), at most
 * `limit`, then any selected ones left out; `only` keeps the options it accepts.
 */
function groupOptions(
  m: FilterGroupLetter,
  group: OptionNames,
  counts: Int32Array,
  selected: Set<string>,
  limit: number,
  label: (key: string, stored: string) => string,
  only?: (key: string) => boolean,
): FilterOption[] {
  const chosen = only
    ? mostFrequentOptions(counts, limit, (at) => only(group.keys[at] ?? ''))
    : group instanceof FacetGroup
      ? [...group.mostFrequent(counts, limit)] // a copy: it is sorted below
      : mostFrequentOptions(counts, limit);
  chosen.sort(
    (a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || (group.labels[a] ?? '').localeCompare(group.labels[b] ?? ''),
  );
  const options = chosen.map((at) =>
    option(m, group.keys[at] ?? '', label(group.keys[at] ?? '', group.labels[at] ?? ''), counts[at] ?? 0),
  );
  for (const value of selected) {
    if (options.some((candidate) => candidate.k === value)) continue;
    const at = group.keys.indexOf(value);
    options.push(option(m, value, at < 0 ? value : label(value, group.labels[at] ?? value), counts[at] ?? 0));
  }
  return options;
}

/**
 * filter_info over a result (docs/features/browse-and-search.md#filter-counts): for each group,
 * every option some title of the result has, with how many titles of the whole result have it
 * (capped at 1000, shown as '1,000+'). The options a filter selected (or excluded) are always
 * listed, so they can be cleared.
 */
export function toFilterInfo(input: FacetCounts): FilterOption[] {
  const { filter, index, groups } = input;
  const selected = (letter: FilterGroupLetter) => new Set(filter[letter].map(includedValue));
  const stored = (_key: string, label: string) => label;
  const asKey = (key: string) => key;

  const selectedSubjects = selected('s');
  const tops = new Set<string>();
  // A selected code (FIC or FIC022000) keeps its top-level option listed.
  for (const value of selectedSubjects)
    tops.add(index.subjectParents.get(value) ?? (value.length <= 3 ? value : value.slice(0, 3)));
  const subjectOptions = groupOptions(
    's',
    index.groups.subjectTop,
    groups.subjectTop,
    tops,
    Number.POSITIVE_INFINITY,
    stored,
  );
  for (const top of subjectOptions) {
    const chosen = new Set([...selectedSubjects].filter((value) => value !== top.k && value.startsWith(top.k)));
    top.subfilter = groupOptions(
      's',
      index.groups.subjectCode,
      groups.subjectCode,
      chosen,
      maxOpenOptions,
      stored,
      (code) => index.subjectParents.get(code) === top.k,
    );
  }

  const all = Number.POSITIVE_INFINITY;
  const grouped: FilterOption[][] = [
    fixedOptions('b', statusValues, statusLabels, input.statuses, selected('b')),
    subjectOptions,
    groupOptions(
      'n',
      input.specialSubjects ?? index.groups.storeSubject,
      groups.storeSubject,
      selected('n'),
      all,
      stored,
    ),
    fixedOptions('d', pubDateValues, pubDateLabels, input.pubDates, selected('d')),
    groupOptions('f', index.groups.binding, groups.binding, selected('f'), all, stored),
    fixedOptions(
      'a',
      audienceValues,
      audienceLabels,
      countsByKey(index.groups.audience, groups.audience),
      selected('a'),
    ),
    groupOptions('c', index.groups.contributor, groups.contributor, selected('c'), maxOpenOptions, asKey),
    fixedOptions('r', priceBandValues, priceLabels, input.prices, selected('r')),
    groupOptions('g', index.groups.language, groups.language, selected('g'), all, languageLabel),
    groupOptions('j', index.groups.publisher, groups.publisher, selected('j'), maxOpenOptions, asKey),
  ];
  return grouped.flat();
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
/** A language code's English name: the contract's common ones, else Intl's (ind: Indonesian), else the code. */
function languageLabel(code: string): string {
  const common = commonLanguageName(code);
  if (common) return common;
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const countsByKey = (group: FacetGroup, counts: Int32Array) =>
  new Map(group.keys.map((key, at) => [key, counts[at] ?? 0]));
