import { z } from 'zod';
import { cartSchema } from '../cart/schemas.ts';
import { eisbnSchema, returnSessionSchema, titleSummarySchema } from '../catalog/schemas.ts';
import { jsonStringSchema, singleLineTextSchema, unixSecondsSchema } from '../common/fields.ts';
import { limits } from '../limits.ts';
import { sessionSchema } from '../session/schemas.ts';
import { listMessages } from './messages.ts';

/** Title list constants: docs/features/lists.md#favourites pages a list's titles 26 at a time. */
export const listLimits = {
  itemsPageLength: limits.pageLength,
  /** Ours: the largest page one titlelist/getItems answers. */
  itemsPageMax: 200,
  /** Ours: the most titles one titlelist/removeItemsFromList removes. */
  removeMax: 1000,
} as const;

const listIdSchema = z
  .string({ error: listMessages.notFound })
  .trim()
  .min(1, listMessages.notFound)
  .max(64, listMessages.notFound);

/** A list, or with no list_id (or an empty one) the caller's favourites list, made on first use. */
const listIdOrFavouritesSchema = z.string({ error: listMessages.notFound }).trim().max(64, listMessages.notFound);

/** Form data sends numbers as strings; a missing or empty field means `fallback`. */
const formInteger = (schema: z.ZodNumber, fallback: number) =>
  z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number().pipe(schema).optional(),
    )
    .transform((value) => value ?? fallback);

/** titlelist/get {list_id} (docs/features/lists.md#favourites). */
export const listIdInputSchema = z.object({ list_id: listIdSchema });
export type ListIdInput = z.infer<typeof listIdInputSchema>;

/** titlelist/getItems {list_id, limit, offset} (docs/features/lists.md#favourites: paged with limit 26 and offset). */
export const listItemsInputSchema = z.object({
  list_id: listIdSchema,
  limit: formInteger(z.number().int().min(1).max(listLimits.itemsPageMax), listLimits.itemsPageLength),
  offset: formInteger(z.number().int().min(0).max(1_000_000), 0),
});
export type ListItemsInput = z.input<typeof listItemsInputSchema>;

/**
 * titlelist/addItemToList and removeItemFromList {list_id, eisbn, return_session} (docs/features/lists.md#favourites). Adding
 * without a list_id adds to the favourites list, so the favourite control works before it exists.
 */
export const addListItemInputSchema = z.object({
  list_id: listIdOrFavouritesSchema.optional(),
  eisbn: eisbnSchema,
  return_session: returnSessionSchema.optional(),
});
export type AddListItemInput = z.input<typeof addListItemInputSchema>;

export const removeListItemInputSchema = addListItemInputSchema.extend({ list_id: listIdSchema });
export type RemoveListItemInput = z.input<typeof removeListItemInputSchema>;

/** titlelist/removeItemsFromList {eisbns as JSON, list_id} (docs/features/lists.md#favourites). */
export const removeListItemsInputSchema = z.object({
  list_id: listIdSchema,
  eisbns: jsonStringSchema(
    z
      .array(eisbnSchema, { error: listMessages.eisbnsRequired })
      .min(1, listMessages.eisbnsRequired)
      .max(listLimits.removeMax, listMessages.tooManyTitles(listLimits.removeMax)),
  ),
});
export type RemoveListItemsInput = z.input<typeof removeListItemsInputSchema>;

/** cart/copyCartToList {list_id} (docs/features/lists.md#copy-cart-to-favourites); no list_id, or an empty one, means the favourites list. */
export const copyCartToListInputSchema = z.object({ list_id: listIdOrFavouritesSchema.optional() });
export type CopyCartToListInput = z.input<typeof copyCartToListInputSchema>;

/** docs/features/lists.md#favourites "Title list". */
export const titleListSchema = z.object({
  list_id: z.string(),
  /** The favourites list is named in the store's spelling (Favourites or Favorites). */
  name: z.string(),
  description: z.string(),
  /** False for the built-in favourites list. */
  can_delete: z.boolean(),
  /** Ours: the built-in favourites list. */
  is_favourites: z.boolean(),
  /** Ours: a list of the store's own (a featured list, a home page block): anyone may view it, only the store changes it. */
  is_store_list: z.boolean().optional(),
  /** Unix seconds of the last change to the list or its titles (as date_updated). */
  changed: unixSecondsSchema,
  date_posted: unixSecondsSchema,
  date_updated: unixSecondsSchema,
  /** How many titles it holds. */
  row_count: z.number().int().nonnegative(),
});
export type TitleList = z.infer<typeof titleListSchema>;

/** titlelist/get's answer. */
export const titleListResultSchema = z.object({ list: titleListSchema });
export type TitleListResult = z.infer<typeof titleListResultSchema>;

/** titlelist/getItems' answer: one page of the list's titles, newest first, and how many it holds. */
export const listItemsSchema = z.object({
  rows: z.array(titleSummarySchema),
  row_count: z.number().int().nonnegative(),
});
export type ListItems = z.infer<typeof listItemsSchema>;

/** titlelist/addItemToList and removeItemFromList: the list, and the session when return_session was set. */
export const listItemChangeResultSchema = z.object({
  list: titleListSchema,
  session: sessionSchema.optional(),
});
export type ListItemChangeResult = z.infer<typeof listItemChangeResultSchema>;

/** titlelist/removeItemsFromList: the list and the spec's success message. */
export const removeListItemsResultSchema = z.object({ list: titleListSchema, message: z.string() });
export type RemoveListItemsResult = z.infer<typeof removeListItemsResultSchema>;

/** cart/copyCartToList: the list and the cart (docs/features/lists.md#copy-cart-to-favourites), and how many titles were new to the list (ours). */
export const copyCartToListResultSchema = z.object({
  list: titleListSchema,
  cart: cartSchema,
  added_count: z.number().int().nonnegative(),
});
export type CopyCartToListResult = z.infer<typeof copyCartToListResultSchema>;

/** Named lists (docs/features/lists.md#named-lists). */
export const namedListLimits = {
  /** docs/features/lists.md#account-lists: the lists page shows 10 lists at a time. */
  listsPageLength: 10,
  /** Ours: the most lists one titlelist/getLists answers (the lists dropdown asks for this many). */
  listsPageMax: 200,
  nameMax: limits.listNameMax,
  /** Ours. */
  descriptionMax: 1000,
  /** Ours: longer than any list name or ISBN. */
  searchMax: 100,
} as const;

export const listSorts = ['date_updated', 'date_posted', 'name'] as const;
export const listSortSchema = z.enum(listSorts, { error: listMessages.sortUnknown });
export type ListSort = z.infer<typeof listSortSchema>;

/** A list's name: required, one line, at most 80 characters. */
export const listNameSchema = singleLineTextSchema({ error: listMessages.nameRequired })
  .min(1, listMessages.nameRequired)
  .max(namedListLimits.nameMax, listMessages.nameTooLong(namedListLimits.nameMax));

const listDescriptionSchema = z
  .string()
  .trim()
  .max(namedListLimits.descriptionMax, listMessages.descriptionTooLong(namedListLimits.descriptionMax));

/** An optional ISBN field: an empty one means none. */
const optionalEisbnSchema = z.preprocess((value) => (value === '' ? undefined : value), eisbnSchema.optional());

/**
 * titlelist/getLists {eisbn, search_term, sort, limit, offset} (docs/features/lists.md#account-lists): the customer's
 * lists, favourites first. With an eisbn each list says whether it holds that title (the lists dropdown).
 */
export const getListsInputSchema = z.object({
  eisbn: optionalEisbnSchema,
  search_term: z
    .string()
    .trim()
    .max(namedListLimits.searchMax, listMessages.searchTooLong(namedListLimits.searchMax))
    .optional()
    .transform((value) => value ?? ''),
  sort: z
    .preprocess((value) => (value === '' ? undefined : value), listSortSchema.optional())
    .transform((value) => value ?? 'date_updated'),
  limit: formInteger(z.number().int().min(1).max(namedListLimits.listsPageMax), namedListLimits.listsPageLength),
  offset: formInteger(z.number().int().min(0).max(1_000_000), 0),
});
export type GetListsInput = z.input<typeof getListsInputSchema>;

/** A row of titlelist/getLists: the list and whether it holds the title asked about. */
export const listRowSchema = titleListSchema.extend({ contains_eisbn: z.boolean() });
export type ListRow = z.infer<typeof listRowSchema>;

export const getListsResultSchema = z.object({
  rows: z.array(listRowSchema),
  /** How many lists match the search. */
  row_count: z.number().int().nonnegative(),
});
export type GetListsResult = z.infer<typeof getListsResultSchema>;

/** titlelist/create {name, description, eisbn}: a new list, holding the title when one is given. */
export const createListInputSchema = z.object({
  name: listNameSchema,
  description: listDescriptionSchema.optional().transform((value) => value ?? ''),
  eisbn: optionalEisbnSchema,
});
export type CreateListInput = z.input<typeof createListInputSchema>;

/** titlelist/modify {list_id, name, description}: renames a list or changes its description; a field left out stays. */
export const modifyListInputSchema = z.object({
  list_id: listIdSchema,
  name: listNameSchema.optional(),
  description: listDescriptionSchema.optional(),
});
export type ModifyListInput = z.input<typeof modifyListInputSchema>;

/** titlelist/create and modify: the list and the spec's success message. */
export const listMessageResultSchema = z.object({ list: titleListSchema, message: z.string() });
export type ListMessageResult = z.infer<typeof listMessageResultSchema>;

/** titlelist/delete's answer. */
export const deleteListResultSchema = z.object({ message: z.string() });
export type DeleteListResult = z.infer<typeof deleteListResultSchema>;

/**
 * titlelist/copyToCart's answer: the cart, the success message, and the titles the cart's rules
 * refused (each with the rule's words).
 */
export const copyListToCartResultSchema = z.object({
  cart: cartSchema,
  message: z.string(),
  added_count: z.number().int().nonnegative(),
  not_added: z.array(z.object({ eisbn: z.string(), message: z.string() })),
});
export type CopyListToCartResult = z.infer<typeof copyListToCartResultSchema>;

/** titlelist/copyFromList {from_list_id, to_list_id}: the first list's titles join the second. */
export const copyFromListInputSchema = z.object({
  from_list_id: listIdSchema,
  to_list_id: z
    .string({ error: listMessages.chooseList })
    .trim()
    .min(1, listMessages.chooseList)
    .max(64, listMessages.notFound),
});
export type CopyFromListInput = z.input<typeof copyFromListInputSchema>;

export const copyFromListResultSchema = z.object({
  list: titleListSchema,
  message: z.string(),
  added_count: z.number().int().nonnegative(),
});
export type CopyFromListResult = z.infer<typeof copyFromListResultSchema>;
