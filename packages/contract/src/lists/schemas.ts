import { z } from 'zod';
import { cartSchema } from '../cart/schemas.ts';
import { eisbnSchema, returnSessionSchema, titleSummarySchema } from '../catalog/schemas.ts';
import { jsonStringSchema, unixSecondsSchema } from '../common/fields.ts';
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
