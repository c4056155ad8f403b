import {
  excludedValue,
  filterGroupLetters,
  includedValue,
  isExcluded,
  withFilterValues,
  type BrowseFilter,
  type FilterGroupLetter,
  type FilterOption,
} from '@bookfront/contract';

export type OptionState = 'included' | 'excluded' | 'none';

export function optionState(filter: BrowseFilter, letter: FilterGroupLetter, key: string): OptionState {
  const values = filter[letter];
  if (values.includes(key)) return 'included';
  if (values.includes(excludedValue(key))) return 'excluded';
  return 'none';
}

/** The filter with one option set to a state; choosing a filter starts again at the first page. */
export function withOptionState(
  filter: BrowseFilter,
  letter: FilterGroupLetter,
  key: string,
  state: OptionState,
): BrowseFilter {
  const others = filter[letter].filter((value) => includedValue(value) !== key);
  const next =
    state === 'included' ? [...others, key] : state === 'excluded' ? [...others, excludedValue(key)] : others;
  return withFilterValues(filter, letter, next);
}

/** Every filter group emptied; the search text, sort and page length stay. */
export function withoutFilters(filter: BrowseFilter): BrowseFilter {
  let next = filter;
  for (const letter of filterGroupLetters) next = withFilterValues(next, letter, []);
  return next;
}

export interface SelectedValue {
  letter: FilterGroupLetter;
  key: string;
  label: string;
  excluded: boolean;
}

/** The server's name for an option (a subject's name for its code), wherever it is nested. */
export function findOptionLabel(options: FilterOption[], letter: FilterGroupLetter, key: string): string | null {
  for (const option of options) {
    if (option.m === letter && option.k === key) return option.e;
    const nested = findOptionLabel(option.subfilter, letter, key);
    if (nested) return nested;
  }
  return null;
}

/** The chosen values in URL order, labelled from the filter counts when the server named them. */
export function selectedValues(filter: BrowseFilter, options: FilterOption[]): SelectedValue[] {
  return filterGroupLetters.flatMap((letter) =>
    filter[letter].map((value) => {
      const key = includedValue(value);
      return { letter, key, label: findOptionLabel(options, letter, key) ?? key, excluded: isExcluded(value) };
    }),
  );
}

/** The filter options grouped by letter in the contract's order, groups without options left out. */
export function optionGroups(options: FilterOption[]) {
  return filterGroupLetters
    .map((letter) => ({ letter, options: options.filter((option) => option.m === letter) }))
    .filter((group) => group.options.length > 0);
}
