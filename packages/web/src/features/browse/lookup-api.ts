import { useMutation, useQuery } from '@tanstack/react-query';
import { browseFileAction, browseUrlAction, tableOf } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';

// A client of its own, so the browse page's chunk does not carry these two actions.
const api = actionClient(tableOf(browseUrlAction, browseFileAction));

export const lookupKeys = {
  url: (url: string, locationId: string | null) => ['browse', 'url', locationId, url] as const,
};

/** browse/url (docs/features/browse-and-search.md#search-by-url-or-file): the titles a web page names. */
export function useUrlSearch(url: string, locationId: string | null) {
  return useQuery({
    queryKey: lookupKeys.url(url, locationId),
    queryFn: ({ signal }) => api.browse.url({ url }, { signal }),
    enabled: url !== '',
    // A refused or unreadable page says why; asking again would not change it.
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** browse/file: the titles an uploaded file names, reporting the upload's progress (0 to 1). */
export function useFileSearch(onUploadProgress: (fraction: number) => void) {
  return useMutation({
    mutationFn: (file: File) => api.browse.file({ file }, { onUploadProgress }),
  });
}
