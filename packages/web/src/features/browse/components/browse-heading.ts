import {
  emptyBrowseFilter,
  filterGroupLetters,
  formatBrowseFilterPath,
  isExcluded,
  type BrowseFilter,
  type FilterOption,
  type NavigationItem,
  type NavigationSubitem,
} from '@bookfront/contract';
import { findOptionLabel } from './filter-values.ts';
import { browseLocationFromPath } from '../hooks/use-browse-filter.ts';

/** What a browse page shows, leaving out how it is paged and sorted. */
const choiceOf = (filter: BrowseFilter) =>
  formatBrowseFilterPath({ ...filter, o: emptyBrowseFilter.o, l: emptyBrowseFilter.l, v: emptyBrowseFilter.v });

const entriesOf = (items: NavigationItem[]): NavigationSubitem[] => items.flatMap((item) => [item, ...item.submenu]);

/** The label of the menu entry whose saved search this page is, paged or sorted any way. */
function navigationLabel(filter: BrowseFilter, navigation: NavigationItem[]): string | null {
  const choice = choiceOf(filter);
  for (const entry of entriesOf(navigation)) {
    const match = /^\/browse(?:\/(.*))?$/.exec(entry.search ?? entry.path);
    if (!match) continue;
    const location = browseLocationFromPath(match[1] ?? '');
    if (location.kind === 'filter' && choiceOf(location.filter) === choice) return entry.label;
  }
  return null;
}

/** The subject's name when one subject, and nothing else, is chosen. */
function subjectName(filter: BrowseFilter, options: FilterOption[]): string | null {
  const [subject, ...others] = filter.s;
  if (subject === undefined || others.length > 0 || isExcluded(subject)) return null;
  if (filterGroupLetters.some((letter) => letter !== 's' && filter[letter].length > 0)) return null;
  return findOptionLabel(options, 's', subject);
}

/**
 * docs/features/browse-and-search.md#browse-page: the heading names what the shopper chose: the
 * search, the menu section whose saved search this is, or the one subject chosen.
 */
export function browseHeading(filter: BrowseFilter, navigation: NavigationItem[], options: FilterOption[]): string {
  if (filter.t) return `Results for “${filter.t}”`;
  return navigationLabel(filter, navigation) ?? subjectName(filter, options) ?? 'Browse';
}
