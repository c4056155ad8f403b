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
import type {
  CandidateContributorRow,
  CandidateRow,
  CandidateStockRow,
  CandidateSubjectRow,
} from './browse-repository.ts';
import { priceBand, pubDateRange } from './browse-filters.ts';

export type FacetInput = {
  filter: BrowseFilter;
  candidates: CandidateRow[];
  subjects: CandidateSubjectRow[];
  contributors: CandidateContributorRow[];
  stock: CandidateStockRow[];
  locationId: string;
  now: number;
  /** Result size ÷ sample size: counts from a sample of a larger result are scaled up (1 = exact). */
  scale?: number;
};

/** Open-ended groups (contributors, publishers, subjects) list their most frequent options only. */
const maxOptions = 30;
const maxSubOptions = 20;

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

/** Counts of title eisbns per key; a title counts once per key however many rows it has. */
class Counter {
  private readonly sets = new Map<string, Set<string>>();
  readonly labels = new Map<string, string>();

  add(key: string, eisbn: string, label?: string) {
    let set = this.sets.get(key);
    if (!set) {
      set = new Set();
      this.sets.set(key, set);
    }
    set.add(eisbn);
    if (label !== undefined && !this.labels.has(key)) this.labels.set(key, label);
  }

  count = (key: string) => this.sets.get(key)?.size ?? 0;
  keys = () => [...this.sets.keys()];
}

type OptionMaker = (m: FilterGroupLetter, k: string, e: string, c: number) => FilterOption;

/** Options whose counts are scaled from the sample to the result, then capped at 1000. */
const optionMaker =
  (scale: number): OptionMaker =>
  (m, k, e, c) => ({ k, e, c: Math.min(Math.round(c * scale), resultCountCaps.facet), n: true, m, subfilter: [] });

/** Options of a fixed list in its order, those with titles (or selected) only. */
function fixedOptions(
  option: OptionMaker,
  m: FilterGroupLetter,
  values: readonly string[],
  labels: Record<string, string>,
  counter: Counter,
  selected: Set<string>,
): FilterOption[] {
  return values
    .filter((value) => counter.count(value) > 0 || selected.has(value))
    .map((value) => option(m, value, labels[value] ?? value, counter.count(value)));
}

/** The most frequent options, then any selected ones the cut left out. */
function topOptions(
  option: OptionMaker,
  m: FilterGroupLetter,
  counter: Counter,
  selected: Set<string>,
  limit: number,
  label: (key: string) => string,
): FilterOption[] {
  const keys = counter
    .keys()
    .sort((a, b) => counter.count(b) - counter.count(a) || a.localeCompare(b))
    .slice(0, limit);
  for (const value of selected) if (!keys.includes(value)) keys.push(value);
  return keys.map((key) => option(m, key, label(key), counter.count(key)));
}

/** BISAC codes are three letters then digits (FIC022000 under FIC); Thema's top level is its first letter. */
const topLevelCode = (code: string, scheme: string) => (scheme === 'THEMA' ? code.slice(0, 1) : code.slice(0, 3));
const topLevelLabel = (label: string) => label.split(' / ')[0]?.trim() ?? label;

/**
 * filter_info over a result (docs/features/browse-and-search.md#filters-and-sort "Filter option"): for each group, its options with the
 * number of titles of the result that have them (capped at 1000, shown as '1000+'). The options a
 * filter selected (or excluded) are always listed, so they can be cleared.
 */
export function toFilterInfo(input: FacetInput): FilterOption[] {
  const option = optionMaker(input.scale ?? 1);
  const selected = (letter: FilterGroupLetter) => new Set(input.filter[letter].map(includedValue));
  const { now, locationId } = input;

  const statuses = new Counter();
  const prices = new Counter();
  const stockByEisbn = new Map<string, CandidateStockRow[]>();
  for (const row of input.stock) {
    const rows = stockByEisbn.get(row.eisbn);
    if (rows) rows.push(row);
    else stockByEisbn.set(row.eisbn, [row]);
  }

  // The bands and date ranges once, not once per title.
  const bands = priceBandValues.map((band) => ({ band, ...priceBand(band) }));
  const dateRanges = pubDateValues.map((bucket) => ({ bucket, ...pubDateRange(bucket, now) }));
  const pubDates = new Counter();
  const bindings = new Counter();
  const audiences = new Counter();
  const languages = new Counter();
  const publishers = new Counter();
  for (const title of input.candidates) {
    const rows = stockByEisbn.get(title.eisbn) ?? [];
    const here = rows.filter((row) => row.locationId === locationId);
    if (here.some((row) => row.onhand > 0)) statuses.add('in_stock', title.eisbn);
    if (here.some((row) => row.onorder > 0)) statuses.add('on_order', title.eisbn);
    if (rows.some((row) => row.locationId !== locationId && row.onhand > 0))
      statuses.add('other_locations', title.eisbn);
    if (here.some((row) => row.onhand > 0 || row.isExtraOrderable === 1)) statuses.add('orderable', title.eisbn);
    if (title.releaseDate !== null && title.releaseDate > now) statuses.add('forthcoming', title.eisbn);
    // A price of 0 is no price: in no band (docs/features/browse-and-search.md#filters-and-sort).
    for (const { band, from, to } of bands) {
      if (here.some((row) => row.priceCents > 0 && row.priceCents >= from && (to === null || row.priceCents < to)))
        prices.add(band, title.eisbn);
    }
    if (title.releaseDate !== null) {
      const released = title.releaseDate;
      for (const { bucket, after, upTo } of dateRanges) {
        if ((after === null || released > after) && (upTo === null || released <= upTo))
          pubDates.add(bucket, title.eisbn);
      }
    }
    if (title.bindingCode) bindings.add(title.bindingCode, title.eisbn, title.binding ?? title.bindingCode);
    if (title.audience) audiences.add(title.audience, title.eisbn);
    if (title.language) languages.add(title.language, title.eisbn);
    if (title.publisher) publishers.add(title.publisher, title.eisbn);
  }

  const subjectTops = new Counter();
  const subjectCodes = new Map<string, Counter>();
  const storeSubjects = new Counter();
  for (const subject of input.subjects) {
    if (subject.scheme === 'STORE' || subject.code.startsWith('__')) {
      storeSubjects.add(subject.code, subject.eisbn, subject.label);
      continue;
    }
    const top = topLevelCode(subject.code, subject.scheme);
    subjectTops.add(top, subject.eisbn, topLevelLabel(subject.label));
    let codes = subjectCodes.get(top);
    if (!codes) {
      codes = new Counter();
      subjectCodes.set(top, codes);
    }
    if (subject.code !== top) codes.add(subject.code, subject.eisbn, subject.label);
  }
  const contributors = new Counter();
  for (const contributor of input.contributors) contributors.add(contributor.name, contributor.eisbn);

  const selectedSubjects = selected('s');
  const subjectOptions = topOptions(
    option,
    's',
    subjectTops,
    new Set(),
    maxOptions,
    (key) => subjectTops.labels.get(key) ?? key,
  );
  // A selected code (FIC or FIC022000) keeps its top-level option listed.
  for (const value of selectedSubjects) {
    const top = value.length <= 3 ? value : value.slice(0, 3);
    if (!subjectOptions.some((candidate) => candidate.k === top)) subjectOptions.push(option('s', top, top, 0));
  }
  for (const top of subjectOptions) {
    const codes = subjectCodes.get(top.k) ?? new Counter();
    const chosen = new Set([...selectedSubjects].filter((value) => value !== top.k && value.startsWith(top.k)));
    top.subfilter = topOptions(option, 's', codes, chosen, maxSubOptions, (key) => codes.labels.get(key) ?? key);
  }

  const groups: FilterOption[][] = [
    fixedOptions(option, 'b', statusValues, statusLabels, statuses, selected('b')),
    subjectOptions,
    topOptions(option, 'n', storeSubjects, selected('n'), maxOptions, (key) => storeSubjects.labels.get(key) ?? key),
    fixedOptions(option, 'd', pubDateValues, pubDateLabels, pubDates, selected('d')),
    topOptions(option, 'f', bindings, selected('f'), maxOptions, (key) => bindings.labels.get(key) ?? key),
    fixedOptions(option, 'a', audienceValues, audienceLabels, audiences, selected('a')),
    topOptions(option, 'c', contributors, selected('c'), maxOptions, (key) => key),
    fixedOptions(option, 'r', priceBandValues, priceLabels, prices, selected('r')),
    topOptions(option, 'g', languages, selected('g'), maxOptions, (key) => commonLanguageName(key) ?? key),
    topOptions(option, 'j', publishers, selected('j'), maxOptions, (key) => key),
  ];
  return groups.flat();
}
