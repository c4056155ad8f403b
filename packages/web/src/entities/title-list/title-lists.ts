import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  namedListLimits,
  tableOf,
  titlelistAddItemToListAction,
  titlelistCreateAction,
  titlelistGetListsAction,
  titlelistModifyAction,
  titlelistRemoveItemFromListAction,
  type CreateListInput,
  type ModifyListInput,
} from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';

const api = actionClient(
  tableOf(
    titlelistGetListsAction,
    titlelistCreateAction,
    titlelistModifyAction,
    titlelistAddItemToListAction,
    titlelistRemoveItemFromListAction,
  ),
);

/** Every query of lists starts with 'lists', so a change to any list refreshes them all. */
export const titleListKeys = {
  all: ['lists'] as const,
  holding: (eisbn: string) => ['lists', 'holding', eisbn] as const,
};

/** docs/features/lists.md#lists-dropdown: all the customer's lists, by name, each saying whether it holds `eisbn`. */
export function useListsHolding(eisbn: string) {
  return useQuery({
    queryKey: titleListKeys.holding(eisbn),
    queryFn: () => api.titlelist.getLists({ eisbn, sort: 'name', limit: namedListLimits.listsPageMax }),
    retry: false,
  });
}

/** Adds the title to the list, or takes it off. */
export function useToggleListTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, eisbn, isOnList }: { listId: string; eisbn: string; isOnList: boolean }) =>
      isOnList
        ? api.titlelist.removeItemFromList({ list_id: listId, eisbn })
        : api.titlelist.addItemToList({ list_id: listId, eisbn }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titleListKeys.all }),
  });
}

/** titlelist/create (docs/features/lists.md#named-lists). */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateListInput) => api.titlelist.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titleListKeys.all }),
  });
}

/** titlelist/modify (docs/features/lists.md#named-lists). */
export function useModifyList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModifyListInput) => api.titlelist.modify(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titleListKeys.all }),
  });
}
