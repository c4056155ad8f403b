import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listPageMessages,
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

type ListTitleToggle = { listId: string; listName: string; eisbn: string; title: string; isOnList: boolean };

/**
 * Adds the title to the list, or takes it off, and says so. The message is shown here rather than
 * by the caller: the menu that asks for it closes, and unmounts, before a slow answer arrives.
 */
export function useToggleListTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, eisbn, isOnList }: ListTitleToggle) =>
      isOnList
        ? api.titlelist.removeItemFromList({ list_id: listId, eisbn })
        : api.titlelist.addItemToList({ list_id: listId, eisbn }),
    onSuccess: (_answer, { listName, title, isOnList }) => {
      notifications.show({
        color: 'green',
        message: isOnList
          ? listPageMessages.removedFromList(title, listName)
          : listPageMessages.addedToList(title, listName),
      });
      return queryClient.invalidateQueries({ queryKey: titleListKeys.all });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
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
