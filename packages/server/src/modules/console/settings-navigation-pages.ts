import {
  allNavigationItems,
  builtInSegments,
  homePageId,
  landingPageId,
  normalizePagePath,
  type NavigationItem,
  type UrlShortcut,
} from '@bookfront/contract';

/** The navigation entries whose page is the store's own page of blocks (docs/features/custom-pages.md#custom-pages). */
export const storePageTypes: ReadonlySet<string> = new Set(['custom', 'custom_lists', 'v3_content']);

type PageSettings = {
  site_navigation: readonly NavigationItem[];
  extra_navigation: readonly NavigationItem[];
  url_shortcuts: readonly UrlShortcut[];
};

const sameWords = (one: string, other: string) => one.trim().toLowerCase() === other.trim().toLowerCase();

/** Whether a store page of either menu already has this title (its entry's label), whatever its case. */
export function hasPageTitled(settings: PageSettings, title: string): boolean {
  return allNavigationItems([settings.site_navigation, settings.extra_navigation]).some(
    (entry) => storePageTypes.has(entry.type) && sameWords(entry.label, title),
  );
}

/** A title as an entry id and path segment: lower-case letters and digits joined by dashes. */
function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 56)
    .replace(/^-+|-+$/g, '');
  return slug || 'page';
}

/**
 * The id and path of a new page titled `title`: its title as a slug, numbered (`-2`, `-3` …) past any
 * id an entry or a page of blocks already has (`blockPageIds`), a path another entry or the
 * storefront owns, and a url shortcut's key, since the page's blocks and route are found by them.
 */
export function newPageAddress(
  settings: PageSettings,
  title: string,
  blockPageIds: readonly string[],
): { id: string; path: string } {
  const entries = allNavigationItems([settings.site_navigation, settings.extra_navigation]);
  const taken = new Set(
    [
      homePageId,
      landingPageId,
      ...blockPageIds,
      ...builtInSegments,
      ...settings.url_shortcuts.map((shortcut) => shortcut.key),
      ...entries.map((entry) => entry.id),
      ...entries.map((entry) => normalizePagePath(entry.path).slice(1)),
    ].map((word) => word.toLowerCase()),
  );
  const slug = slugOf(title);
  let id = slug;
  for (let number = 2; taken.has(id); number += 1) id = `${slug}-${number}`;
  return { id, path: `/${id}` };
}
