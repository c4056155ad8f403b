import { isExternalPath } from '../common/links.ts';
import type { NavigationItem, NavigationSubitem, UrlShortcut } from './navigation.ts';

/** The parts of the site settings that decide which paths are pages. */
export type PageRouteSettings = {
  gift_registry_enabled: boolean;
  has_privacy_policy_page: boolean;
  site_navigation: readonly NavigationItem[];
  extra_navigation: readonly NavigationItem[];
  url_shortcuts: readonly UrlShortcut[];
};

/**
 * docs/features/shell-and-navigation.md#routes: the storefront's own pages, as the web app's router
 * matches them (`:name` one segment, `*` the rest) and the server answers them with 200. '' is the
 * home page. `when` names the setting a page needs.
 */
export const builtInPageRoutes = [
  { path: '' },
  { path: 'home' },
  { path: 'browse/*' },
  { path: 'item/:eisbn' },
  { path: 'item/:eisbn/lists/:listId' },
  { path: 'r/ei/:id' },
  { path: 'r/eigr/:id' },
  { path: 'lists/cartable/:listId' },
  { path: 'lists/cartable/:listId/:pageId' },
  // docs/features/lists.md#sharing-a-list: a shared list's read-only page, for anyone with its link.
  { path: 'lists/shared/:token' },
  { path: 'lists/shared/:token/:pageId' },
  { path: 'lists/:listId' },
  { path: 'lists/:listId/:pageId' },
  { path: 'features' },
  { path: 'events' },
  { path: 'events/:filter' },
  { path: 'gift-registry', when: 'gift_registry_enabled' },
  { path: 'gift-registry/:id', when: 'gift_registry_enabled' },
  { path: 'gift-cards' },
  { path: 'checkout' },
  { path: 'checkout/cart' },
  // docs/features/cart.md#email-cart: the page an emailed cart's link opens.
  { path: 'checkout/shared' },
  { path: 'checkout/:progress' },
  { path: 'checkout2' },
  { path: 'checkout2/:progress' },
  { path: 'account' },
  { path: 'account/orders' },
  { path: 'account/order/:id' },
  { path: 'account/:view' },
  { path: 'forgot-password' },
  { path: 'privacy-policy', when: 'has_privacy_policy_page' },
  { path: 'pdf/:id' },
  { path: 'test' },
  { path: 'contact-hours' },
  // docs/features/store-console.md: the store console, a part of the app of its own.
  { path: 'console/*' },
] as const satisfies readonly { path: string; when?: keyof PageRouteSettings }[];

export type BuiltInPagePath = (typeof builtInPageRoutes)[number]['path'];

/** The built-in pages a store with these settings has. */
export function builtInPagesOf(settings: Pick<PageRouteSettings, 'gift_registry_enabled' | 'has_privacy_policy_page'>) {
  return builtInPageRoutes.filter((route) => !('when' in route) || settings[route.when]);
}

/** First path segments the storefront owns; navigation items at these paths use the storefront's page. */
export const builtInSegments: ReadonlySet<string> = new Set(
  builtInPageRoutes.map((route) => route.path.split('/')[0] ?? '').filter((segment) => segment !== ''),
);

/** The segments of /browse/{segment} that are parts of the catalogue rather than a browse id. */
export const browseSubpages = ['filter', 'url', 'file'] as const;

/** Every navigation entry, submenus flattened, site navigation first. */
export function allNavigationItems(groups: ReadonlyArray<readonly NavigationItem[]>): NavigationSubitem[] {
  return groups.flatMap((items) => items.flatMap((item) => [item, ...item.submenu]));
}

/** A navigation or shortcut path as the router matches it: leading '/', no query, hash or trailing '/'. */
export function normalizePagePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * docs/features/shell-and-navigation.md#navigation-and-url-shortcuts: the navigation items that get a
 * page at their own path: internal paths the storefront does not already own, the first item of a
 * path winning. Items of type link lead to their path, so they have a page only when no other owns it.
 */
export function navigationPages(settings: PageRouteSettings): { path: string; item: NavigationSubitem }[] {
  const seen = new Set<string>();
  const pages: { path: string; item: NavigationSubitem }[] = [];
  for (const item of allNavigationItems([settings.site_navigation, settings.extra_navigation])) {
    if (!item.path || isExternalPath(item.path)) continue;
    const path = normalizePagePath(item.path);
    const firstSegment = path.split('/')[1] ?? '';
    if (path === '/' || builtInSegments.has(firstSegment.toLowerCase()) || seen.has(path.toLowerCase())) continue;
    // A link to a url shortcut leads there; the shortcut keeps its path.
    if (item.type === 'link' && path.split('/').length === 2 && findUrlShortcut(settings.url_shortcuts, firstSegment)) {
      continue;
    }
    seen.add(path.toLowerCase());
    pages.push({ path, item });
  }
  return pages;
}

/** docs/features/shell-and-navigation.md#navigation-and-url-shortcuts: the shortcut for '/{key}', matched without regard to case. */
export function findUrlShortcut(shortcuts: readonly UrlShortcut[], key: string): UrlShortcut | undefined {
  const wanted = key.toLowerCase();
  return shortcuts.find((candidate) => candidate.key.toLowerCase() === wanted);
}

/**
 * docs/features/shell-and-navigation.md#browse-ids: the filter path `/browse/{id}` opens: the search of the
 * browse navigation item with that id, else the internal /browse target of the url shortcut with
 * that key; null for an unknown id.
 */
export function resolveBrowseId(settings: PageRouteSettings, id: string): string | null {
  const wanted = id.toLowerCase();
  const item = allNavigationItems([settings.site_navigation, settings.extra_navigation]).find(
    (candidate) => candidate.type === 'browse' && candidate.id.toLowerCase() === wanted,
  );
  const target = item ? item.search || item.path : findUrlShortcut(settings.url_shortcuts, id)?.path;
  if (!target || isExternalPath(target)) return null;
  const path = normalizePagePath(target);
  if (!/^\/browse(\/|$)/i.test(path)) return null;
  // A target that is itself a browse id would send the shopper round in circles.
  const [, , next] = path.split('/');
  if (next !== undefined && !(browseSubpages as readonly string[]).includes(next.toLowerCase())) return null;
  return path;
}

function matchesPattern(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter((part) => part !== '');
  for (const [index, part] of parts.entries()) {
    if (part === '*') return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment.toLowerCase()) return false;
  }
  return parts.length === segments.length;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * docs/features/shell-and-navigation.md#routes: whether the storefront has a page at `segments` (the path
 * past the store's basename, still encoded): a built-in page, a navigation item's page, a url
 * shortcut or a known browse id. The server answers 404 for any other path (the app's 404 page).
 */
export function hasPageAt(settings: PageRouteSettings, segments: readonly string[]): boolean {
  const [first, second, ...rest] = segments.map(decodeSegment);
  if (first?.toLowerCase() === 'browse' && second !== undefined) {
    if ((browseSubpages as readonly string[]).includes(second.toLowerCase())) return true;
    return rest.length === 0 && resolveBrowseId(settings, second) !== null;
  }
  if (builtInPagesOf(settings).some((route) => matchesPattern(route.path, segments))) return true;
  const path = `/${segments.map(decodeSegment).join('/')}`.toLowerCase();
  if (navigationPages(settings).some((page) => page.path.toLowerCase() === path)) return true;
  return segments.length === 1 && first !== undefined && findUrlShortcut(settings.url_shortcuts, first) !== undefined;
}
