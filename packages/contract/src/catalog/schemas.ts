import { z } from 'zod';
import { formBooleanSchema, singleLineTextSchema } from '../common/fields.ts';
import { filterGroupLetters } from './browse-paths.ts';
import { browseFilterSchema } from './filter.ts';

/** Money on the wire is integer cents (docs/architecture.md#data-model); the currency comes from settings. */
const cents = z.number().int();

export const eisbnSchema = z
  .string()
  .trim()
  .regex(/^\d{13}$|^\d{9}[\dXx]$/, 'Enter a valid ISBN.');

export const availabilityStates = [
  'available',
  'out_of_print',
  'out_of_stock_indefinitely',
  'forthcoming',
  'no_price',
] as const;
export const availabilityStateSchema = z.enum(availabilityStates);
export type AvailabilityState = z.infer<typeof availabilityStateSchema>;

/** docs/features/item-page.md#availability "Availability row": one condition of a title at one location. */
export const availabilityRowSchema = z.object({
  code: z.string(), // condition code: NEW, USED, …
  text: z.string(), // e.g. 'New', 'Used - Good'
  // Both null for guests when the store hides prices from them (guest_show_price false).
  row_price: cents.nullable(), // the store's price of this row before its discount
  price: cents.nullable(), // what the shopper pays
  onhand: z.union([z.number().int(), z.literal('Y')]),
  onorder: z.number().int(),
  used: z.boolean(),
  note: z.string(),
  discount: z.number().int(), // percent off the list price
  availability: availabilityStateSchema,
  message: z.string(), // e.g. 'In stock', 'Usually ships in 3-5 days'
  sub_message: z.string(),
  is_extra_orderable: z.boolean(),
  location_id: z.string(),
  name: z.string(), // the location's name
});
export type AvailabilityRow = z.infer<typeof availabilityRowSchema>;

export const contributorSchema = z.object({ name: z.string(), canadian: z.boolean(), role: z.string() });

/** docs/features/browse-and-search.md#data "Title (summary)". */
export const titleSummarySchema = z.object({
  eisbn: z.string(),
  title: z.string(),
  subtitle: z.string(),
  series: z.string(),
  series_num: z.string(),
  authors: z.array(contributorSchema),
  binding: z.string(),
  binding_code: z.string(),
  release_date: z.number().int().nullable(), // unix seconds
  is_forthcoming: z.boolean(),
  is_large_print: z.boolean(),
  is_giftcard: z.boolean(),
  rank: z.number().int().nullable(),
  /** At the shopper's location: in_stock, on_order, other_locations, orderable, forthcoming or unavailable. */
  status: z.string(),
  price: cents.nullable(),
  list_price_usa: cents.nullable(),
  list_price_can: cents.nullable(),
  carton_qty: z.number().int().nullable(),
  cover_image_cache: z.string(), // cache key of the cover; '' when there is no stored image
  multistore_available: z.boolean(), // available at some location of a multistore
  at_other_locations: z.array(z.object({ location_id: z.string(), name: z.string(), onhand: z.number().int() })),
  available: z.array(availabilityRowSchema),
});
export type TitleSummary = z.infer<typeof titleSummarySchema>;

export const reviewSchema = z.object({ content: z.string(), author: z.string(), source_title: z.string() });
export const subjectSchema = z.object({
  subject: z.string(),
  code: z.string(),
  sub_labels: z.array(z.object({ label: z.string() })),
});

/** docs/features/browse-and-search.md#data "Title (detail)". */
export const titleDetailSchema = titleSummarySchema.extend({
  isbn: z.string(),
  upc: z.string(),
  publisher: z.string(),
  edition: z.string(),
  language: z.string(),
  description: z.string(), // sanitised HTML
  bio: z.array(z.string()), // sanitised HTML, one per contributor with a biography
  reviews: z.array(reviewSchema),
  comments: z.array(z.object({ author: z.string(), text: z.string() })),
  subjects: z.array(subjectSchema),
  pages: z.number().int().nullable(),
  width: z.number().nullable(), // inches
  height: z.number().nullable(), // inches
  weight: z.number().nullable(), // pounds
  has_libro_audiobook: z.boolean(),
  audience: z.string(),
  interiors: z.array(z.string()),
  has_interiors: z.boolean(),
  last_order: z.object({ bookorder_id: z.string(), date_ordered: z.number().int() }).nullable(),
});
export type TitleDetail = z.infer<typeof titleDetailSchema>;

/** docs/features/browse-and-search.md#filters-and-sort "Filter option": k key, e label, c count, n excludable, m group. */
export type FilterOption = {
  k: string;
  e: string;
  c: number;
  n: boolean;
  m: string;
  subfilter: FilterOption[];
};
export const filterOptionSchema: z.ZodType<FilterOption> = z.lazy(() =>
  z.object({
    k: z.string(),
    e: z.string(),
    c: z.number().int().nonnegative(),
    n: z.boolean(),
    m: z.enum(filterGroupLetters),
    subfilter: z.array(filterOptionSchema),
  }),
);

/** docs/features/browse-and-search.md#search "Search response". Counts stop at the caps of docs/features/browse-and-search.md#search and are then shown with '+'. */
/** Another edition of a result's work, as its "Also in" line links to it (docs/features/browse-and-search.md#editions-of-one-work). */
export const editionLinkSchema = z.object({ eisbn: z.string(), binding: z.string() });
export type EditionLink = z.infer<typeof editionLinkSchema>;

/**
 * A result of browse/get: a title, and in a keyword search the other editions of its work that
 * the search also found (the title shown is the most available of them).
 */
export const browseRowSchema = titleSummarySchema.extend({ also_in: z.array(editionLinkSchema).optional() });
export type BrowseRow = z.infer<typeof browseRowSchema>;

export const searchResponseSchema = z.object({
  rows: z.array(browseRowSchema),
  row_count: z.number().int().nonnegative(),
  max_offset: z.number().int().nonnegative(),
  filter_info: z.array(filterOptionSchema),
  /** A corrected search when this one found nothing or very few and the correction finds more (docs/features/browse-and-search.md#did-you-mean). */
  did_you_mean: z.string().optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** browse/get: the filter fields, value lists as arrays or as JSON strings (docs/features/browse-and-search.md#filters-and-sort). */
export const browseGetInputSchema = browseFilterSchema;
export type BrowseGetInput = z.infer<typeof browseGetInputSchema>;

export const browseUrlInputSchema = z.object({
  url: z.string().trim().min(1, 'Please enter a web address.').max(2000).url('Please enter a web address.'),
});

export const eisbnInputSchema = z.object({ eisbn: eisbnSchema });
export const getItemInputSchema = z.object({ eisbn: eisbnSchema, list_id: z.string().max(64).optional() });
export const productCodeSchema = z.object({ isbn: z.string() });
export const titleRowsSchema = z.object({ rows: z.array(titleSummarySchema) });
export const seriesInputSchema = z.object({ series: singleLineTextSchema().min(1).max(300) });
export const authorInputSchema = z.object({ author: singleLineTextSchema().min(1).max(300) });

export const relatedGroupSchema = z.object({
  fullname: z.string(),
  row_count: z.number().int(),
  tooltip: z.string(),
  rows: z.array(titleSummarySchema),
});
export const relatedItemsSchema = z.object({ groups: z.array(relatedGroupSchema) });

/** docs/features/item-page.md#audiobooks "Audiobook result". */
export const audiobookResultSchema = z.object({
  row_count: z.number().int(),
  rows: z.array(z.object({ title: z.string(), narrators: z.array(z.string()), language: z.string(), url: z.string() })),
  see_more_url: z.string(),
});
export type AudiobookResult = z.infer<typeof audiobookResultSchema>;

export const returnSessionSchema = formBooleanSchema;
