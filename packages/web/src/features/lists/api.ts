import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listActionTable, listLimits, namedListLimits, type ListSort } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';
import { sessionKeys } from '../../entities/session/session.ts';

export const listKeys = {
  all: ['lists'] as const,
  list: (listId: string) => ['lists', listId] as const,
  items: (listId: string, page: number) => ['lists', listId, 'items', page] as const,
};

const api = actionClient(listActionTable);

/** titlelist/get (docs/features/lists.md#list-page). */
export const fetchList = (listId: string) => api.titlelist.get({ list_id: listId }).then((result) => result.list);

/** titlelist/getItems: page `page` (1-based) of the list's titles, 26 a page (docs/features/lists.md#limits). */
export const fetchListItems = (listId: string, page: number) =>
  api.titlelist.getItems({
    list_id: listId,
    limit: listLimits.itemsPageLength,
    offset: (page - 1) * listLimits.itemsPageLength,
  });

/** titlelist/removeItemsFromList, the eisbns as a JSON string (docs/features/lists.md#adding-and-removing-titles). */
export const removeFromList = ({ listId, eisbns }: { listId: string; eisbns: string[] }) =>
  api.titlelist.removeItemsFromList({ list_id: listId, eisbns: JSON.stringify(eisbns) });

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

/** Removing changes the list, its pages and the session's wishlist (docs/features/lists.md#favourites). */
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

/** docs/features/lists.md#account-lists: one page of the customer's lists, 10 a page, sorted and searched. */
export function useLists(input: { page: number; sort: ListSort; searchTerm: string }) {
  return useQuery({
    queryKey: [...listKeys.all, 'page', input] as const,
    queryFn: () =>
      api.titlelist.getLists({
        sort: input.sort,
        search_term: input.searchTerm,
        limit: namedListLimits.listsPageLength,
        offset: (input.page - 1) * namedListLimits.listsPageLength,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Lists change together: a deleted or copied list refreshes every query of lists. */
function useListsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}

/** titlelist/delete (docs/features/lists.md#named-lists). */
export const useDeleteList = () => useListsMutation((listId: string) => api.titlelist.delete({ list_id: listId }));

/** titlelist/copyFromList (docs/features/lists.md#named-lists). */
export const useCopyList = () =>
  useListsMutation(({ fromListId, toListId }: { fromListId: string; toListId: string }) =>
    api.titlelist.copyFromList({ from_list_id: fromListId, to_list_id: toListId }),
  );

/** titlelist/copyToCart (docs/features/lists.md#add-all-to-cart): the cart changes, so the session is read again. */
export function useCopyListToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => api.titlelist.copyToCart({ list_id: listId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
