import { defineAction, tableOf } from '../actions/define.ts';
import { commonErrorCodes } from '../common/errors.ts';
import { cartErrorCodes } from '../cart/messages.ts';
import { listErrorCodes, listMessages } from './messages.ts';
import {
  addListItemInputSchema,
  copyFromListInputSchema,
  copyFromListResultSchema,
  copyListToCartResultSchema,
  createListInputSchema,
  deleteListResultSchema,
  getListsInputSchema,
  getListsResultSchema,
  listMessageResultSchema,
  modifyListInputSchema,
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

export const titlelistGetAction = defineAction({
  name: 'titlelist/get',
  input: listIdInputSchema,
  output: titleListResultSchema,
  // docs/features/custom-pages.md#store-lists: anyone may view a store list; a customer's list needs its customer.
  errors: [listErrorCodes.notFound, commonErrorCodes.loginRequired],
  access: 'public',
});

export const titlelistGetItemsAction = defineAction({
  name: 'titlelist/getItems',
  input: listItemsInputSchema,
  output: listItemsSchema,
  // docs/features/custom-pages.md#store-lists: anyone may view a store list; a customer's list needs its customer.
  errors: [listErrorCodes.notFound, commonErrorCodes.loginRequired],
  access: 'public',
});

export const titlelistAddItemToListAction = defineAction({
  name: 'titlelist/addItemToList',
  input: addListItemInputSchema,
  output: listItemChangeResultSchema,
  errors: [listErrorCodes.notFound, listErrorCodes.titleNotFound],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

export const titlelistRemoveItemFromListAction = defineAction({
  name: 'titlelist/removeItemFromList',
  input: removeListItemInputSchema,
  output: listItemChangeResultSchema,
  errors: [listErrorCodes.notFound],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

export const titlelistRemoveItemsFromListAction = defineAction({
  name: 'titlelist/removeItemsFromList',
  input: removeListItemsInputSchema,
  output: removeListItemsResultSchema,
  errors: [listErrorCodes.notFound],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

export const cartCopyCartToListAction = defineAction({
  name: 'cart/copyCartToList',
  input: copyCartToListInputSchema,
  output: copyCartToListResultSchema,
  errors: [listErrorCodes.notFound, listErrorCodes.nothingToCopy, cartErrorCodes.cartDisabled],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

export const titlelistGetListsAction = defineAction({
  name: 'titlelist/getLists',
  input: getListsInputSchema,
  output: getListsResultSchema,
  errors: [],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

export const titlelistCreateAction = defineAction({
  name: 'titlelist/create',
  input: createListInputSchema,
  output: listMessageResultSchema,
  errors: [listErrorCodes.titleNotFound],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

export const titlelistModifyAction = defineAction({
  name: 'titlelist/modify',
  input: modifyListInputSchema,
  output: listMessageResultSchema,
  errors: [listErrorCodes.notFound, listErrorCodes.keepsName],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

export const titlelistDeleteAction = defineAction({
  name: 'titlelist/delete',
  input: listIdInputSchema,
  output: deleteListResultSchema,
  errors: [listErrorCodes.notFound, listErrorCodes.notDeletable],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

export const titlelistCopyToCartAction = defineAction({
  name: 'titlelist/copyToCart',
  input: listIdInputSchema,
  output: copyListToCartResultSchema,
  errors: [
    listErrorCodes.notFound,
    listErrorCodes.listEmpty,
    listErrorCodes.noneAddedToCart,
    cartErrorCodes.cartDisabled,
  ],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

export const titlelistCopyFromListAction = defineAction({
  name: 'titlelist/copyFromList',
  input: copyFromListInputSchema,
  output: copyFromListResultSchema,
  errors: [listErrorCodes.notFound],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

/** Favourites and named lists (docs/features/lists.md). */
export const listActionTable = tableOf(
  titlelistGetAction,
  titlelistGetItemsAction,
  titlelistAddItemToListAction,
  titlelistRemoveItemFromListAction,
  titlelistRemoveItemsFromListAction,
  cartCopyCartToListAction,
  titlelistGetListsAction,
  titlelistCreateAction,
  titlelistModifyAction,
  titlelistDeleteAction,
  titlelistCopyToCartAction,
  titlelistCopyFromListAction,
);
