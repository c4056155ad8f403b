import { z } from 'zod';
import { titleSummarySchema } from '../catalog/schemas.ts';
import { unixSecondsSchema } from '../common/fields.ts';
import { eventSummarySchema } from '../events/schemas.ts';
import { limits } from '../limits.ts';
import { featureMessages, pageMessages } from './messages.ts';

/** docs/features/custom-pages.md#limits. */
export const pageLimits = {
  /** A list block's slider shows at most this many covers. */
  sliderMax: 24,
  /** Covers in view at once on a wide screen; one fewer below each of `sliderBreakpoints`. */
  sliderPerView: 8,
  /** Widths (px) below which the slider shows one cover fewer each. */
  sliderBreakpoints: [1100, 970, 840, 710, 580, 450],
  /** Event blocks list up to this many upcoming events. */
  eventsMax: 3,
  /** A sidebar list shows its limit of titles when that limit is more than this. */
  sidebarListMin: 2,
  /** Ours: blocks one page holds. */
  blocksMax: 40,
  /** Ours: the lengths a bookseller may write. */
  headerMax: 200,
  nameMax: 80,
  categoryMax: 80,
  descriptionMax: 20_000,
  /** docs/features/custom-pages.md#featured-lists: 26 lists a page. */
  featuresPageLength: limits.pageLength,
  featuresPageMax: 200,
  /** Covers a featured list's card shows. */
  featureCovers: 4,
  /** Ours: the characters of words feature/getList searches for (its `t`). */
  featureWordsMax: 200,
} as const;

/** The page id of the store's home page; any other page is a navigation item's id. */
export const homePageId = 'home';

/**
 * docs/features/custom-pages.md#landing-page: a store whose page `landing` has blocks shows them at
 * `/`, and its home page at `/home`.
 */
export const landingPageId = 'landing';

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
