import {
  audienceValues,
  type BrowseFilter,
  catalogErrorCodes,
  catalogMessages,
  type FilterGroupLetter,
  filterGroupLetters,
  includedValue,
  isExcluded,
  priceBandValues,
  pubDateValues,
  statusValues,
} from '@bookfront/contract';
import { BadRequestError } from '../../lib/errors.ts';
import { secondsPerDay } from '../../lib/time.ts';
import type { BrowseScope, PriceBand } from './browse-repository.ts';
import type { TextQuery } from './search-query.ts';

/**
 * The conditions a filter is made of, built as SQL (browse-repository.ts) or as sets of titles in
 * memory (title-sets-sqlite.ts); both mean the same titles.
 */
export type ConditionBuilder<C> = {
  none: C;
  and: (conditions: C[]) => C;
  or: (conditions: C[]) => C;
  not: (condition: C) => C;
  inStockHere: (scope: BrowseScope) => C;
  onOrderHere: (scope: BrowseScope) => C;
  inStockElsewhere: (scope: BrowseScope) => C;
  orderableHere: (scope: BrowseScope) => C;
  notInStockHere: (scope: BrowseScope) => C;
  notInStockInStore: (scope: BrowseScope) => C;
  priceBetween: (scope: BrowseScope, bands: PriceBand[]) => C;
  releasedBetween: (from: number | null, to: number | null) => C;
  subjectPrefix: (prefixes: string[]) => C;
  subjectCode: (codes: string[]) => C;
  contributor: (names: string[]) => C;
  columnIn: (column: 'binding_code' | 'audience' | 'language' | 'publisher', values: string[]) => C;
  text: (query: TextQuery) => C;
  /** Titles among a few eisbns (the store's hidden titles, or those with one of its store subjects). */
  eisbnIn: (eisbns: readonly string[]) => C;
};

const subjectCodePattern = /^[A-Za-z0-9._-]{1,16}$/;
const storeSubjectPattern = /^__[A-Za-z0-9._-]{1,62}$/;

const allowed: Partial<Record<FilterGroupLetter, (value: string) => boolean>> = {
  b: (value) => (statusValues as readonly string[]).includes(value),
  d: (value) => (pubDateValues as readonly string[]).includes(value),
  a: (value) => (audienceValues as readonly string[]).includes(value),
  r: (value) => (priceBandValues as readonly string[]).includes(value),
  s: (value) => subjectCodePattern.test(value),
  n: (value) => storeSubjectPattern.test(value),
};

/** Values the contract's shape allows but no option has: a 400 naming the group, never a 500. */
export function assertKnownFilterValues(filter: BrowseFilter): void {
  const fields: Record<string, string> = {};
  for (const letter of filterGroupLetters) {
    const isAllowed = allowed[letter];
    if (isAllowed && filter[letter].some((value) => !isAllowed(includedValue(value)))) {
      fields[letter] = catalogMessages.unknownFilterValue;
    }
  }
  if (Object.keys(fields).length > 0)
    throw new BadRequestError(catalogErrorCodes.malformedFilter, catalogMessages.malformedFilter, fields);
}

/** Publication date buckets (d) as (after, upTo] in unix seconds; they overlap, as "last 90 days" holds "last 30". */
export function pubDateRange(value: string, now: number): { after: number | null; upTo: number | null } {
  const daysAgo = (days: number) => now - days * secondsPerDay;
  switch (value) {
    case 'forthcoming':
      return { after: now, upTo: null };
    case 'last30':
      return { after: daysAgo(30), upTo: now };
    case 'last90':
      return { after: daysAgo(90), upTo: now };
    case 'last365':
      return { after: daysAgo(365), upTo: now };
    default:
      return { after: null, upTo: daysAgo(365) };
  }
}

/** Price bands (r) in whole dollars, '10-20' → [1000, 2000) cents, '50-' → 5000 and up. */
export function priceBand(value: string): { from: number; to: number | null } {
  const [from = '0', to = ''] = value.split('-');
  return { from: Number(from) * 100, to: to === '' ? null : Number(to) * 100 };
}

function valueCondition<C>(
  conditions: ConditionBuilder<C>,
  scope: BrowseScope,
  letter: FilterGroupLetter,
  values: string[],
): C {
  switch (letter) {
    case 'b':
      return conditions.or(
        values.map((value) => {
          if (value === 'in_stock') return conditions.inStockHere(scope);
          if (value === 'on_order') return conditions.onOrderHere(scope);
          if (value === 'other_locations') return conditions.inStockElsewhere(scope);
          if (value === 'orderable') return conditions.orderableHere(scope);
          return conditions.releasedBetween(scope.now, null);
        }),
      );
    case 's':
      return conditions.subjectPrefix(values);
    case 'n': {
      // The store's own subjects are rows of the store's: their titles, by eisbn, count as having them.
      const own = (scope.storeSubjects ?? []).filter((row) => values.includes(row.code)).map((row) => row.eisbn);
      const shared = conditions.subjectCode(values);
      return own.length === 0 ? shared : conditions.or([shared, conditions.eisbnIn(own)]);
    }
    case 'd':
      return conditions.or(
        values.map((value) => {
          const range = pubDateRange(value, scope.now);
          return conditions.releasedBetween(range.after, range.upTo);
        }),
      );
    case 'f':
      return conditions.columnIn('binding_code', values);
    case 'a':
      return conditions.columnIn('audience', values);
    case 'c':
      return conditions.contributor(values);
    case 'r':
      return conditions.priceBetween(scope, values.map(priceBand));
    case 'g':
      return conditions.columnIn('language', values);
    case 'j':
      return conditions.columnIn('publisher', values);
  }
}

/**
 * The conditions of a filter's value lists: within a group the included values are alternatives
 * (any of them), each excluded value ('-value') must not hold; groups combine with AND.
 */
export function filterConditions<C>(conditions: ConditionBuilder<C>, scope: BrowseScope, filter: BrowseFilter): C[] {
  const result: C[] = [];
  // docs/features/store-console.md#catalogue-and-stock: a hidden title is in no result of its store.
  if (scope.hidden && scope.hidden.length > 0) result.push(conditions.not(conditions.eisbnIn(scope.hidden)));
  for (const letter of filterGroupLetters) {
    const included = filter[letter].filter((value) => !isExcluded(value));
    const excluded = filter[letter].filter(isExcluded).map(includedValue);
    if (included.length > 0) result.push(valueCondition(conditions, scope, letter, included));
    for (const value of excluded) result.push(conditions.not(valueCondition(conditions, scope, letter, [value])));
  }
  return result;
}
