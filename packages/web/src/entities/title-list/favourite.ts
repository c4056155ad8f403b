import { tableOf, titlelistAddItemToListAction, titlelistRemoveItemFromListAction } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';

const api = actionClient(tableOf(titlelistAddItemToListAction, titlelistRemoveItemFromListAction));

/**
 * docs/features/lists.md#favourite-control: adds a title to the favourites list (made on first use) or
 * removes it; answers the session, whose wishlist says what is favourited. Loaded on the first press,
 * so pages of titles do not carry the lists' schemas.
 */
export async function toggleFavourite({
  eisbn,
  listId,
  isFavourited,
}: {
  eisbn: string;
  listId: string;
  isFavourited: boolean;
}) {
  const result =
    isFavourited && listId
      ? await api.titlelist.removeItemFromList({ list_id: listId, eisbn, return_session: true })
      : await api.titlelist.addItemToList({ eisbn, ...(listId ? { list_id: listId } : {}), return_session: true });
  return result.session;
}
