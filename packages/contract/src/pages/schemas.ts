import { z } from 'zod';
import { titleSummarySchema } from '../catalog/schemas.ts';
import { unixSecondsSchema } from '../common/fields.ts';
import { eventSummarySchema } from '../events/schemas.ts';
import { featureMessages, pageMessages } from './messages.ts';
import { pageLimits } from './page-limits.ts';

export const blockPlacements = ['banner', 'featured', 'left_sidebar', 'other'] as const;
export const blockPlacementSchema = z.enum(blockPlacements);
export type BlockPlacement = z.infer<typeof blockPlacementSchema>;

/** list: a store list's covers; event: upcoming events (or one); html: the store's words; banner: a picture with a link. */
export const blockTypes = ['list', 'event', 'html', 'banner'] as const;
export const blockTypeSchema = z.enum(blockTypes);
export type BlockType = z.infer<typeof blockTypeSchema>;

/** titlelist/getCustom {page_id} (docs/features/custom-pages.md#actions). */
export const getCustomInputSchema = z.object({
  page_id: z
    .string({ error: pageMessages.badPageId })
    .trim()
    .min(1, pageMessages.badPageId)
    .max(64, pageMessages.badPageId)
    .regex(/^[A-Za-z0-9_-]+$/, pageMessages.badPageId),
});
export type GetCustomInput = z.input<typeof getCustomInputSchema>;

/**
 * docs/features/custom-pages.md#blocks "Custom block": the spec's fields, and what the block shows:
 * a list block's first titles (`rows`, with `row_count` for View all), an event block's events,
 * a banner's picture and link. `description` is sanitised HTML.
 */
export const customBlockSchema = z.object({
  id: z.string(),
  type: blockTypeSchema,
  placement: blockPlacementSchema,
  name: z.string(),
  header: z.string(),
  header_visible: z.boolean(),
  description: z.string(),
  list_id: z.string(),
  event_id: z.string(),
  calendar_widgets: z.boolean(),
  has_titles: z.boolean(),
  limit: z.number().int(),
  image: z.string(),
  link: z.string(),
  rows: z.array(titleSummarySchema),
  row_count: z.number().int(),
  events: z.array(eventSummarySchema),
});
export type CustomBlock = z.infer<typeof customBlockSchema>;

export const getCustomResultSchema = z.object({ blocks: z.array(customBlockSchema) });
export type GetCustomResult = z.infer<typeof getCustomResultSchema>;

export const featureSorts = ['name', 'lastupdate', 'dateposted'] as const;
export const featureSortSchema = z.enum(featureSorts);
export type FeatureSort = z.infer<typeof featureSortSchema>;

/** Form data sends numbers as strings; a missing or empty field means none. */
const formInteger = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().pipe(schema).optional(),
  );

const filterText = z.string().trim().max(pageLimits.categoryMax);

/**
 * feature/getList {c, f, o, l, t, s} (docs/features/custom-pages.md#featured-lists): category c,
 * sub-category f, offset o, page length l (26), words t in a list's header or description, sort s
 * (the store's default when none).
 */
export const featureListInputSchema = z.object({
  c: filterText.optional(),
  f: filterText.optional(),
  o: formInteger(z.number().int().min(0).max(1_000_000)),
  l: formInteger(z.number().int().min(1).max(pageLimits.featuresPageMax)),
  t: z.string().trim().max(pageLimits.featureWordsMax).optional(),
  s: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(featureSorts, { error: featureMessages.badSort }).optional(),
  ),
});
export type FeatureListInput = z.input<typeof featureListInputSchema>;

/** docs/features/custom-pages.md#featured-lists "Featured list", with its title count and first covers (ours). */
export const featuredListSchema = z.object({
  list_id: z.string(),
  header: z.string(),
  header_visible: z.boolean(),
  description: z.string(),
  image: z.string(),
  /** Posted, unix seconds. */
  date: unixSecondsSchema,
  updated: unixSecondsSchema,
  category: z.string(),
  sub_category: z.string(),
  placement: z.enum(['banner', 'other']),
  row_count: z.number().int(),
  covers: z.array(z.object({ eisbn: z.string(), cover_image_cache: z.string() })),
});
export type FeaturedList = z.infer<typeof featuredListSchema>;

/** A filter of the features page: key k, label e, count c, and a category's sub-categories. */
export const featureFilterSchema = z.object({
  k: z.string(),
  e: z.string(),
  c: z.number().int(),
  subfilter: z.array(z.object({ k: z.string(), e: z.string(), c: z.number().int() })),
});
export type FeatureFilter = z.infer<typeof featureFilterSchema>;

export const featureListResultSchema = z.object({
  rows: z.array(featuredListSchema),
  row_count: z.number().int(),
  sort: featureSortSchema,
  filter_info: z.array(featureFilterSchema),
});
export type FeatureListResult = z.infer<typeof featureListResultSchema>;
