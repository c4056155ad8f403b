/** Builders for the storefront's routes (docs/features/shell-and-navigation.md#routes). Paths are relative to the store's basename. */
export const paths = {
  home: () => '/',
  browse: () => '/browse',
  /** docs/features/browse-and-search.md#search: an empty term goes to plain browse. */
  search: (term: string, kind = 'keyword') => {
    const trimmed = term.trim();
    return trimmed ? `/browse/filter/t/${encodeURIComponent(trimmed)}/k/${encodeURIComponent(kind)}` : '/browse';
  },
  /** docs/features/browse-and-search.md#search-by-url-or-file: the titles a web page names. */
  urlSearch: (url: string) => `/browse/url/${encodeURIComponent(url)}`,
  fileSearch: () => '/browse/file',
  item: (eisbn: string) => `/item/${encodeURIComponent(eisbn)}`,
  /** A title list; its later pages carry the page number (docs/features/lists.md#favourites /lists/{list_id}/{page_id}). */
  list: (listId: string, page = 1) =>
    page > 1 ? `/lists/${encodeURIComponent(listId)}/${page}` : `/lists/${encodeURIComponent(listId)}`,
  /** docs/features/lists.md#sharing-a-list: a shared list's read-only page by its link's token. */
  sharedList: (token: string, page = 1) =>
    page > 1 ? `/lists/shared/${encodeURIComponent(token)}/${page}` : `/lists/shared/${encodeURIComponent(token)}`,
  /** docs/features/lists.md#pdf: a report's progress and download page. */
  pdf: (reportId: string) => `/pdf/${encodeURIComponent(reportId)}`,
  features: () => '/features',
  events: () => '/events',
  giftRegistry: () => '/gift-registry',
  giftCards: () => '/gift-cards',
  cart: () => '/checkout/cart',
  accountLogin: () => '/account/login',
  accountSignup: () => '/account/signup',
  accountLists: () => '/account/lists',
  accountOrders: () => '/account/orders',
  accountDetails: () => '/account/details',
  contactHours: () => '/contact-hours',
  privacyPolicy: () => '/privacy-policy',
  test: () => '/test',
} as const;

/** Pages a private site shows to visitors who are not logged in (docs/features/shell-and-navigation.md#private-and-exclusive-sites). */
export const publicAccountPaths = [
  '/account/login',
  '/account/signup',
  '/account/forgot',
  '/account/verify',
  '/account/create',
  '/forgot-password',
] as const;

export function isPublicAccountPath(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return publicAccountPaths.some((publicPath) => path === publicPath || path.startsWith(`${publicPath}/`));
}
