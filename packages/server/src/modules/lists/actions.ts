import {
  addListItemInputSchema,
  cartErrorCodes,
  cartMessages,
  commonErrorCodes,
  copyCartToListInputSchema,
  copyCartToListResultSchema,
  failureSchema,
  listErrorCodes,
  listIdInputSchema,
  listItemChangeResultSchema,
  listItemsInputSchema,
  listItemsSchema,
  listMessages,
  removeListItemInputSchema,
  removeListItemsInputSchema,
  removeListItemsResultSchema,
  titleListResultSchema,
} from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { actionBody } from '../../plugins/action-body.ts';
import type { CartService } from '../cart/service.ts';
import { toEisbn } from '../catalog/title-service.ts';
import { viewerFor } from '../catalog/viewer.ts';
import { cartViewerFor, type SessionRecord, type SessionService } from '../session/service.ts';
import type { ListOwner, ListsService } from './service.ts';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

/**
 * Spec 1 §6: lists and favourites are for customers; a guest is told to log in or sign up (401).
 * The UI hiding a control is never the protection.
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

export type ListActionDeps = { lists: ListsService; carts: CartService; sessions: SessionService };

/**
 * titlelist/get, getItems, addItemToList, removeItemFromList, removeItemsFromList (spec 1 §7,
 * spec 2 §7 "Lists"), and cart/copyCartToList (spec 2 §7), which writes to a list.
 */
export function listActions({ lists, carts, sessions }: ListActionDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/titlelist/get',
      { schema: { body: actionBody(listIdInputSchema), response: { 200: titleListResultSchema, ...failures } } },
      async (request) => {
        const { owner } = customerOf(request);
        return { list: await lists.getList(owner, request.body.list_id) };
      },
    );

    app.post(
      '/titlelist/getItems',
      { schema: { body: actionBody(listItemsInputSchema), response: { 200: listItemsSchema, ...failures } } },
      async (request) => {
        const { owner, session } = customerOf(request);
        const { list_id: listId, limit, offset } = request.body;
        return lists.getItems(owner, viewerFor(request.store, session), { listId, limit, offset });
      },
    );

    app.post(
      '/titlelist/addItemToList',
      {
        schema: {
          body: actionBody(addListItemInputSchema),
          response: { 200: listItemChangeResultSchema, ...failures },
        },
      },
      async (request) => {
        const { owner, session } = customerOf(request);
        const { list_id: listId, eisbn, return_session: returnSession } = request.body;
        const viewer = viewerFor(request.store, session);
        const list = await lists.addTitle(owner, viewer, listId || undefined, toEisbn(eisbn));
        return returnSession ? { list, session: await sessions.describeSession(request.store, session) } : { list };
      },
    );

    app.post(
      '/titlelist/removeItemFromList',
      {
        schema: {
          body: actionBody(removeListItemInputSchema),
          response: { 200: listItemChangeResultSchema, ...failures },
        },
      },
      async (request) => {
        const { owner, session } = customerOf(request);
        const { list_id: listId, eisbn, return_session: returnSession } = request.body;
        const list = await lists.removeTitles(owner, listId, [toEisbn(eisbn)]);
        return returnSession ? { list, session: await sessions.describeSession(request.store, session) } : { list };
      },
    );

    app.post(
      '/titlelist/removeItemsFromList',
      {
        schema: {
          body: actionBody(removeListItemsInputSchema),
          response: { 200: removeListItemsResultSchema, ...failures },
        },
      },
      async (request) => {
        const { owner } = customerOf(request);
        const list = await lists.removeTitles(owner, request.body.list_id, request.body.eisbns.map(toEisbn));
        return { list, message: listMessages.itemsRemoved };
      },
    );

    // Spec 2 §2 "Cart screen" Copy to favourites: the cart's books (not its gift cards) join the list.
    app.post(
      '/cart/copyCartToList',
      {
        schema: {
          body: actionBody(copyCartToListInputSchema),
          response: { 200: copyCartToListResultSchema, ...failures },
        },
      },
      async (request) => {
        const { owner, session } = customerOf(request);
        if (!request.store.settings.cart_enabled) {
          throw new ForbiddenError(cartErrorCodes.cartDisabled, cartMessages.orderingDisabled);
        }
        const cart = await carts.describeCart(cartViewerFor(request.store, session), session.cartId);
        const eisbns = cart.items.filter((item) => !item.cart_info.is_giftcard).map((item) => item.title_info.eisbn);
        if (eisbns.length === 0) throw new ConflictError(listErrorCodes.nothingToCopy, listMessages.nothingToCopy);
        const { list, addedCount } = await lists.addTitles(owner, request.body.list_id || undefined, eisbns);
        return { list, cart, added_count: addedCount };
      },
    );
  };
}
