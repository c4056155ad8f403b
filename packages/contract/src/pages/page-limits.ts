import { limits } from '../limits.ts';

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
  /** A store page's title is its menu entry's label, which the storefront's settings keep to 80. */
  pageTitleMax: 80,
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
