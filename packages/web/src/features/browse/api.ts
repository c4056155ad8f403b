import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { browseGetAction, tableOf, type BrowseFilter } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';
import { takeFirstAnswer } from '../../lib/first-answers.ts';

export const browseKeys = {
  all: ['browse'] as const,
  results: (filter: BrowseFilter, locationId: string | null) => [...browseKeys.all, 'get', locationId, filter] as const,
};

const api = actionClient(tableOf(browseGetAction));

/** browse/get: one page of results with the filter counts (docs/features/browse-and-search.md#filters-and-sort). */
export const getBrowse = (filter: BrowseFilter, signal?: AbortSignal) => api.browse.get(filter, { signal });

export const browseQueryOptions = (filter: BrowseFilter, locationId: string | null) =>
  queryOptions({
    queryKey: browseKeys.results(filter, locationId),
    queryFn: ({ signal }) => getBrowse(filter, signal),
    // The page's first results may have come with the page, for this visitor and location.
    initialData: () => takeFirstAnswer(browseGetAction, filter),
    // The last page stays on screen while the next one loads, so paging and filtering do not flash.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/** The results for a filter; the location is in the key because availability depends on it. */
export function useBrowse(filter: BrowseFilter, locationId: string | null) {
  return useQuery(browseQueryOptions(filter, locationId));
}
