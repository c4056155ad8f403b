import { defineActions } from '../actions/define.ts';
import { cartErrorCodes } from '../cart/messages.ts';
import { listErrorCodes, listMessages } from './messages.ts';
import {
  addListItemInputSchema,
  copyCartToListInputSchema,
  copyCartToListResultSchema,
  listIdInputSchema,
  listItemChangeResultSchema,
  listItemsInputSchema,
  listItemsSchema,
  removeListItemInputSchema,
  removeListItemsInputSchema,
  removeListItemsResultSchema,
  titleListResultSchema,
} from './schemas.ts';

/** Favourites and named lists (docs/features/lists.md). */
export const listActionTable = defineActions({
  'titlelist/get': {
    summary: 'One of the customer’s lists, favourites included, without its titles.',
    input: listIdInputSchema,
    output: titleListResultSchema,
    errors: [listErrorCodes.notFound],
    access: 'customer',
    loginMessage: listMessages.loginRequired,
  },
  'titlelist/getItems': {
    summary: 'A page of a list’s titles with the store’s stock and prices.',
    input: listItemsInputSchema,
    output: listItemsSchema,
    errors: [listErrorCodes.notFound],
    access: 'customer',
    loginMessage: listMessages.loginRequired,
  },
  'titlelist/addItemToList': {
    summary: 'Adds a title to a list (favourites when no list is named, created on first use).',
    input: addListItemInputSchema,
    output: listItemChangeResultSchema,
    errors: [listErrorCodes.notFound, listErrorCodes.titleNotFound],
    access: 'customer',
    loginMessage: listMessages.loginRequired,
  },
  'titlelist/removeItemFromList': {
    summary: 'Removes a title from a list.',
    input: removeListItemInputSchema,
    output: listItemChangeResultSchema,
    errors: [listErrorCodes.notFound],
    access: 'customer',
    loginMessage: listMessages.loginRequired,
  },
  'titlelist/removeItemsFromList': {
    summary: 'Removes several titles from a list at once.',
    input: removeListItemsInputSchema,
    output: removeListItemsResultSchema,
    errors: [listErrorCodes.notFound],
    access: 'customer',
    loginMessage: listMessages.loginRequired,
  },
  'cart/copyCartToList': {
    summary: 'Copies the cart’s books (not its gift cards) into a list, favourites by default.',
    input: copyCartToListInputSchema,
    output: copyCartToListResultSchema,
    errors: [listErrorCodes.notFound, listErrorCodes.nothingToCopy, cartErrorCodes.cartDisabled],
    access: 'customer',
    loginMessage: listMessages.loginRequired,
  },
});
