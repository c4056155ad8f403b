import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listItemsSchema, listLimits, removeListItemsResultSchema, titleListResultSchema } from '@bookfront/contract';
import { apiClient } from '../../lib/api-client.ts';
import { sessionKeys } from '../../entities/session/session.ts';

export const listKeys = {
  all: ['lists'] as const,
  list: (listId: string) => ['lists', listId] as const,
  items: (listId: string, page: number) => ['lists', listId, 'items', page] as const,
};

/** titlelist/get (spec 2 §7). */
export const fetchList = (listId: string) =>
  apiClient.call('titlelist/get', { list_id: listId }, titleListResultSchema).then((result) => result.list);

/** titlelist/getItems: page `page` (1-based) of the list's titles, 26 a page (spec 1 §7). */
export const fetchListItems = (listId: string, page: number) =>
  apiClient.call(
    'titlelist/getItems',
    { list_id: listId, limit: listLimits.itemsPageLength, offset: (page - 1) * listLimits.itemsPageLength },
    listItemsSchema,
  );

/** titlelist/removeItemsFromList, with the eisbns as a JSON string as spec 2 §7 sends them. */
export const removeFromList = ({ listId, eisbns }: { listId: string; eisbns: string[] }) =>
  apiClient.call(
    'titlelist/removeItemsFromList',
    { list_id: listId, eisbns: JSON.stringify(eisbns) },
    removeListItemsResultSchema,
  );

export function useTitleList(listId: string) {
  return useQuery({ queryKey: listKeys.list(listId), queryFn: () => fetchList(listId), retry: false });
}

/** One page of a list's titles; the previous page stays on screen while the next loads. */
export function useListItems(listId: string, page: number) {
  return useQuery({
    queryKey: listKeys.items(listId, page),
    queryFn: () => fetchListItems(listId, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Removing changes the list, its pages and the session's wishlist (spec 1 §3). */
export function useRemoveFromList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromList,
    onSuccess: async ({ list }) => {
      queryClient.setQueryData(listKeys.list(list.list_id), list);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...listKeys.list(list.list_id), 'items'] }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
  });
}
