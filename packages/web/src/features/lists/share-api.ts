import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listLimits, listShareActionTable } from '@bookfront/contract';
import { actionClient, downloadUrl } from '../../lib/api-client.ts';
import { sessionKeys } from '../../entities/session/session.ts';

const api = actionClient(listShareActionTable);

export const sharedListKeys = {
  page: (token: string, page: number) => ['shared-list', token, page] as const,
};

/** titlelist/getPublicUrl (docs/features/lists.md#sharing-a-list): the list's link, made on first use. */
export function useListPublicUrl(listId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['lists', listId, 'public-url'] as const,
    queryFn: () => api.titlelist.getPublicUrl({ list_id: listId }).then((result) => result.url),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** titlelist/removePublicUrl: the link opens nothing afterwards; the next Share makes a new one. */
export function useStopSharing(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.titlelist.removePublicUrl({ list_id: listId }),
    onSuccess: () => queryClient.removeQueries({ queryKey: ['lists', listId, 'public-url'] }),
  });
}

/** titlelist/getShared: page `page` (1-based) of a shared list, 26 titles a page. */
export function useSharedList(token: string, page: number) {
  return useQuery({
    queryKey: sharedListKeys.page(token, page),
    queryFn: () =>
      api.titlelist.getShared({
        share_token: token,
        limit: listLimits.itemsPageLength,
        offset: (page - 1) * listLimits.itemsPageLength,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** docs/features/lists.md#spreadsheet: the list's .xlsx download. */
export const listExcelUrl = (listId: string) => downloadUrl('titlelist/getExcel', { list_id: listId });

/**
 * titlelist/importFile (docs/features/lists.md#importing-titles): a preview, or with addToList the import itself,
 * after which the list and its pages are read again.
 */
export function useImportIntoList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { listId: string; file: File | null; isbns: string; addToList: boolean }) =>
      api.titlelist.importFile({
        list_id: input.listId,
        ...(input.file ? { file: input.file } : { isbns: input.isbns }),
        add_to_list: input.addToList,
      }),
    // Not awaited: the page swaps the empty list's Import for the full set of actions once the list
    // is read again, and the dialog's own success handling must run before that.
    onSuccess: (result) => {
      if (!result.list) return;
      void queryClient.invalidateQueries({ queryKey: ['lists'] });
      // Titles imported into the favourites list change the session's wishlist (the favourite controls).
      if (result.list.is_favourites) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
