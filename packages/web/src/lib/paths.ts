/** Builders for the storefront's routes (spec 1 §2). Paths are relative to the store's basename. */
export const paths = {
  home: () => '/',
  browse: () => '/browse',
  /** Spec 1 §5: an empty term goes to plain browse. */
  search: (term: string, kind = 'keyword') => {
    const trimmed = term.trim();
    return trimmed ? `/browse/filter/t/${encodeURIComponent(trimmed)}/k/${encodeURIComponent(kind)}` : '/browse';
  },
  item: (eisbn: string) => `/item/${encodeURIComponent(eisbn)}`,
  /** A title list; its later pages carry the page number (spec 1 §2 /lists/{list_id}/{page_id}). */
  list: (listId: string, page = 1) =>
    page > 1 ? `/lists/${encodeURIComponent(listId)}/${page}` : `/lists/${encodeURIComponent(listId)}`,
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

/** Pages a private site shows to visitors who are not logged in (spec 1 §6). */
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
