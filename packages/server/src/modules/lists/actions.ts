import { cartErrorCodes, commonErrorCodes, listErrorCodes, listMessages, cartPageMessages } from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { CartService } from '../cart/service.ts';
import { toEisbn } from '../../lib/identifiers.ts';
import type { SessionRecord, SessionService } from '../session/service.ts';
import type { ListOwner, ListsService } from './service.ts';

/**
 * Lists are for customers: the action table refuses a guest before a handler runs
 * (docs/features/lists.md); this gives the handler the customer's list owner.
 */
function customerOf(request: FastifyRequest): { owner: ListOwner; session: SessionRecord } {
  const session = request.session;
  if (!session?.userId) throw new UnauthorizedError(commonErrorCodes.loginRequired, listMessages.loginRequired);
  return {
    owner: {
      storeId: request.store.id,
      userId: session.userId,
      // As store/getSettings derives is_american.
      isAmerican: request.store.settings.store_info.country === 'US',
    },
    session,
  };
}

/** A store list, or null when the id names none (a customer's list, or nothing). */
async function storeListOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export type ListActionDeps = { lists: ListsService; carts: CartService; sessions: SessionService };

/** The titlelist/* actions, and cart/copyCartToList, which writes to a list (docs/api/README.md). */
export function listHandlers({ lists, carts, sessions }: ListActionDeps) {
  return {
    // docs/features/custom-pages.md#store-lists: anyone may view the store's own lists; a customer's list is theirs alone.
    'titlelist/get': async (request) => {
      const storeList = await storeListOrNull(() => lists.getStoreList(request.store.id, request.body.list_id));
      if (storeList) return { list: storeList };
      const { owner } = customerOf(request);
      return { list: await lists.getList(owner, request.body.list_id) };
    },
    'titlelist/getItems': async (request) => {
      const { list_id: listId, limit, offset } = request.body;
      const storeItems = await lists.storeListTitles(request.viewer, listId, { limit, offset });
      if (storeItems) return storeItems;
      const { owner } = customerOf(request);
      return lists.getItems(owner, request.viewer, { listId, limit, offset });
    },
    'titlelist/addItemToList': async (request) => {
      const { owner, session } = customerOf(request);
      const { list_id: listId, eisbn, return_session: returnSession } = request.body;
      const list = await lists.addTitle(owner, request.viewer, listId || undefined, toEisbn(eisbn));
      return returnSession ? { list, session: await sessions.describeSession(request.store, session) } : { list };
    },
    'titlelist/removeItemFromList': async (request) => {
      const { owner, session } = customerOf(request);
      const { list_id: listId, eisbn, return_session: returnSession } = request.body;
      const list = await lists.removeTitles(owner, listId, [toEisbn(eisbn)]);
      return returnSession ? { list, session: await sessions.describeSession(request.store, session) } : { list };
    },
    'titlelist/removeItemsFromList': async (request) => {
      const { owner } = customerOf(request);
      const list = await lists.removeTitles(owner, request.body.list_id, request.body.eisbns.map(toEisbn));
      return { list, message: listMessages.itemsRemoved };
    },
    'titlelist/getLists': async (request) => {
      const { owner } = customerOf(request);
      const { eisbn, search_term: searchTerm, sort, limit, offset } = request.body;
      return lists.getLists(owner, { eisbn: eisbn ? toEisbn(eisbn) : undefined, searchTerm, sort, limit, offset });
    },
    'titlelist/create': async (request) => {
      const { owner } = customerOf(request);
      const { name, description, eisbn } = request.body;
      const list = await lists.createList(owner, request.viewer, {
        name,
        description,
        eisbn: eisbn ? toEisbn(eisbn) : undefined,
      });
      return { list, message: listMessages.created };
    },
    'titlelist/modify': async (request) => {
      const { owner } = customerOf(request);
      const { list_id: listId, name, description } = request.body;
      const list = await lists.modifyList(owner, listId, {
        ...(name === undefined ? {} : { name }),
        ...(description === undefined ? {} : { description }),
      });
      return { list, message: listMessages.saved };
    },
    'titlelist/delete': async (request) => {
      const { owner } = customerOf(request);
      await lists.deleteList(owner, request.body.list_id);
      return { message: listMessages.deleted };
    },
    // docs/features/lists.md#add-all-to-cart: one copy of each title, by cart/add's rules (the cart's service).
    'titlelist/copyToCart': async (request) => {
      const { owner, session } = customerOf(request);
      if (!request.store.settings.cart_enabled) {
        throw new ForbiddenError(cartErrorCodes.cartDisabled, cartPageMessages.orderingDisabled);
      }
      // docs/features/custom-pages.md#store-lists: a customer may put a store list's titles in the cart too.
      const eisbns =
        (await lists.shownStoreListEisbns(owner.storeId, request.body.list_id)) ??
        (await lists.titlesOf(owner, request.body.list_id));
      if (eisbns.length === 0) throw new ConflictError(listErrorCodes.listEmpty, listMessages.nothingToAddToCart);
      const cartId = await sessions.ensureCartId(session);
      const { refusals, cart } = await carts.addTitles(
        request.cartViewer,
        cartId,
        eisbns.map((eisbn) => ({
          eisbn,
          condition: 'NEW',
          quantity: 1,
          personalized: false,
          from: '',
          to: '',
          message: '',
        })),
      );
      const notAdded = eisbns.flatMap((eisbn, index) => {
        const refusal = refusals[index];
        return refusal ? [{ eisbn, message: refusal }] : [];
      });
      const [firstRefusal] = notAdded;
      if (firstRefusal && notAdded.length === eisbns.length) {
        throw new ConflictError(listErrorCodes.noneAddedToCart, listMessages.noneAddedToCart(firstRefusal.message));
      }
      return {
        cart,
        message: listMessages.addedToCart,
        added_count: eisbns.length - notAdded.length,
        not_added: notAdded,
      };
    },
    'titlelist/copyFromList': async (request) => {
      const { owner } = customerOf(request);
      const { from_list_id: fromListId, to_list_id: toListId } = request.body;
      // docs/features/custom-pages.md#store-lists: a store list's titles may be copied into the customer's own list.
      const storeTitles = await lists.shownStoreListEisbns(owner.storeId, fromListId);
      const { list, addedCount } = storeTitles
        ? await lists.addTitles(owner, toListId, storeTitles)
        : await lists.copyList(owner, { fromListId, toListId });
      return { list, message: listMessages.copied, added_count: addedCount };
    },
    // The cart screen's Copy to favourites: the cart's books (not its gift cards) join the list.
    'cart/copyCartToList': async (request) => {
      const { owner, session } = customerOf(request);
      if (!request.store.settings.cart_enabled) {
        throw new ForbiddenError(cartErrorCodes.cartDisabled, cartPageMessages.orderingDisabled);
      }
      const cart = await carts.describeCart(request.cartViewer, session.cartId);
      const eisbns = cart.items.filter((item) => !item.cart_info.is_giftcard).map((item) => item.title_info.eisbn);
      if (eisbns.length === 0) throw new ConflictError(listErrorCodes.nothingToCopy, listMessages.nothingToCopy);
      const { list, addedCount } = await lists.addTitles(owner, request.body.list_id || undefined, eisbns);
      return { list, cart, added_count: addedCount };
    },
  } satisfies ModuleActionHandlers;
}
