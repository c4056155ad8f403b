/** Sentences of the home and custom pages and of the featured lists (docs/features/custom-pages.md#messages). */
export const pageMessages = {
  /** docs/features/custom-pages.md#list-blocks: the link under a list block's slider. */
  viewAll: (count: number) => `View all ${count} ${count === 1 ? 'product' : 'products'}`,
  previous: 'Previous',
  next: 'Next',
  /** Ours: a custom page with no blocks yet. */
  empty: 'There is nothing on this page yet. Please check back soon.',
  /** Ours: the page could not load its blocks. */
  error: 'There was an error loading this page.',
  upcomingEvents: 'Upcoming events',
  noUpcomingEvents: 'There are no events coming up. Please check back soon.',
  allEvents: 'View all events',
  /** Ours: titlelist/getCustom with a page_id that is not one. */
  badPageId: 'Give the id of a page: letters, digits, - and _.',
} as const;

export const featureMessages = {
  heading: 'Featured lists',
  /** Ours: no featured list (or none in the chosen category). */
  empty: 'No featured lists.',
  error: 'There was an error loading the featured lists.',
  allCategories: 'All categories',
  categories: 'Categories',
  sortBy: 'Sort by',
  sorts: { name: 'Name', lastupdate: 'Last updated', dateposted: 'Date posted' },
  titleCount: (count: number) => `${count} ${count === 1 ? 'title' : 'titles'}`,
  /** docs/features/custom-pages.md#featured-lists: the PDF of a featured list is only for logged-in customers. */
  pdfLoginRequired: 'You must login or sign up to use this feature.',
  badSort: 'Sort by name, lastupdate or dateposted.',
  /** Ours: the search box of /features (words in a list's header or description). */
  search: 'Search featured lists',
  searchPlaceholder: 'Words in a list’s name or description',
  listCount: (count: number) => `${count} ${count === 1 ? 'list' : 'lists'}`,
  found: (count: number, words: string) => `${count} ${count === 1 ? 'list' : 'lists'} with “${words}”`,
  noneFound: (words: string) => `No featured lists with “${words}”.`,
  clearSearch: 'Show all featured lists',
} as const;
