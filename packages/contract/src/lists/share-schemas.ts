import { z } from 'zod';
import { uploadedFileSchema } from '../actions/uploaded-file.ts';
import { titleSummarySchema } from '../catalog/schemas.ts';
import { formBooleanSchema, unixSecondsSchema } from '../common/fields.ts';
import { listLimits, titleListSchema } from './schemas.ts';
import { listMessages } from './messages.ts';
import { listShareMessages } from './share-messages.ts';

/*
 * Sharing a list, its spreadsheet and importing into it (docs/features/lists.md#sharing-a-list,
 * docs/features/lists.md#spreadsheet, docs/features/lists.md#importing-titles).
 */

/** titlelist/getPublicUrl's answer: the address anyone with it can read the list at. */
export const publicUrlResultSchema = z.object({ url: z.string() });
export type PublicUrlResult = z.infer<typeof publicUrlResultSchema>;

/** titlelist/removePublicUrl's answer: what the owner is told. */
export const removePublicUrlResultSchema = z.object({ message: z.string() });
export type RemovePublicUrlResult = z.infer<typeof removePublicUrlResultSchema>;

/** A share link's token: base64url, as the server makes them; anything else finds no list. */
export const shareTokenSchema = z
  .string({ error: listShareMessages.sharedNotFound })
  .trim()
  .min(16, listShareMessages.sharedNotFound)
  .max(64, listShareMessages.sharedNotFound)
  .regex(/^[\w-]+$/, listShareMessages.sharedNotFound);

/** Form data sends numbers as strings; a missing or empty field means `fallback`. */
const formInteger = (schema: z.ZodNumber, fallback: number) =>
  z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number().pipe(schema).optional(),
    )
    .transform((value) => value ?? fallback);

/** titlelist/getShared {share_token, limit, offset} (ours): a page of a shared list, for anyone with its link. */
export const sharedListInputSchema = z.object({
  share_token: shareTokenSchema,
  limit: formInteger(z.number().int().min(1).max(listLimits.itemsPageMax), listLimits.itemsPageLength),
  offset: formInteger(z.number().int().min(0).max(1_000_000), 0),
});
export type SharedListInput = z.input<typeof sharedListInputSchema>;

/** What a shared list shows: never its owner, its id or whether it is their favourites list. */
export const sharedListSchema = z.object({
  name: z.string(),
  description: z.string(),
  date_updated: unixSecondsSchema,
  row_count: z.number().int().nonnegative(),
});
export type SharedList = z.infer<typeof sharedListSchema>;

export const sharedListResultSchema = z.object({
  list: sharedListSchema,
  rows: z.array(titleSummarySchema),
  row_count: z.number().int().nonnegative(),
});
export type SharedListResult = z.infer<typeof sharedListResultSchema>;

/** Ours: the most ISBNs pasted or rows of a file one import reads (a large reader's whole library). */
export const listImportMaxRows = 4000;

/**
 * titlelist/importFile {file, isbns, list_id, add_to_list}: a file (or ISBNs pasted, separated by
 * commas), read and checked (the preview); with add_to_list the titles found join the list.
 */
export const listImportInputSchema = z.object({
  list_id: z
    .string({ error: listMessages.notFound })
    .trim()
    .min(1, listMessages.notFound)
    .max(64, listMessages.notFound),
  file: uploadedFileSchema.optional(),
  isbns: z.string().max(200_000, listShareMessages.importTooManyRows(listImportMaxRows)).optional(),
  add_to_list: formBooleanSchema.default(false),
});
export type ListImportInput = z.input<typeof listImportInputSchema>;

/** One row of an import: docs/features/lists.md#importing-titles "Import row", and ours: the title found and why a row fails. */
export const listImportRowSchema = z.object({
  /** Its ISBN-13 when it is a valid ISBN, else as given. */
  isbn: z.string(),
  success: z.boolean(),
  title: z.string().nullable(),
  /** Why the row is not imported; '' when it is. */
  message: z.string(),
});
export type ListImportRow = z.infer<typeof listImportRowSchema>;

export const listImportResultSchema = z.object({
  result: z.object({ titles: z.array(listImportRowSchema) }),
  /** The list after the import, when add_to_list was set. */
  list: titleListSchema.optional(),
  /** How many titles were new to the list, when add_to_list was set. */
  added_count: z.number().int().nonnegative().optional(),
});
export type ListImportResult = z.infer<typeof listImportResultSchema>;
