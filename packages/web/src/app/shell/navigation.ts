import {
  allNavigationItems,
  findUrlShortcut,
  isExternalPath,
  isHttpUrl,
  isSitePath,
  type NavigationSubitem,
  type UrlShortcut,
} from '@bookfront/contract';

export type NavigationTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'heading' };

/** Where a menu entry leads (docs/features/shell-and-navigation.md#navigation-and-url-shortcuts navigation types). */
export function navigationTarget(item: NavigationSubitem): NavigationTarget {
  if (item.type === 'unlinked') return { kind: 'heading' };
  // A link item with an internal path stays in the app (docs/features/shell-and-navigation.md#navigation-and-url-shortcuts).
  if (isExternalPath(item.path)) return linkTarget(item.path);
  if (item.type === 'browse' && item.search) return linkTarget(item.search);
  return linkTarget(item.path || '/');
}

/** A path here or an http(s) address; anything else (settings refuse it, docs/features/store-settings.md#links) leads nowhere. */
function linkTarget(link: string): NavigationTarget {
  if (isExternalPath(link)) return isHttpUrl(link) ? { kind: 'external', href: link } : { kind: 'heading' };
  return isSitePath(link) ? { kind: 'internal', to: link } : { kind: 'heading' };
}

/**
 * docs/features/shell-and-navigation.md#navigation-and-url-shortcuts: how many top-menu entries show, from their
 * measured widths: all of them when they fit `available` px, else as many as fit beside the "More
 * Menus" entry (`moreWidth`), which takes the rest. Entries are `gap` px apart.
 */
export function fittingEntryCount({
  widths,
  moreWidth,
  available,
  gap,
}: {
  widths: readonly number[];
  moreWidth: number;
  available: number;
  gap: number;
}): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

export type ShortcutTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * docs/features/shell-and-navigation.md#navigation-and-url-shortcuts: '/{key}' goes to the shortcut's path, or leaves the site
 * when it starts with http. A target that is neither a path here nor an http(s) address (settings
 * refuse them, docs/features/store-settings.md#links) is no shortcut at all: the 404, never a '//host'.
 */
export function resolveShortcut(shortcuts: readonly UrlShortcut[], key: string): ShortcutTarget | null {
  const shortcut = findUrlShortcut(shortcuts, key);
  if (!shortcut) return null;
  if (isExternalPath(shortcut.path)) return isHttpUrl(shortcut.path) ? { kind: 'external', href: shortcut.path } : null;
  const to = shortcut.path.startsWith('/') ? shortcut.path : `/${shortcut.path}`;
  return isSitePath(to) ? { kind: 'internal', to } : null;
}

export { allNavigationItems };

/** The first entry of a submenu, leading to the parent item itself. */
export const allLabel = (item: Pick<NavigationSubitem, 'label' | 'type'>) =>
  item.type === 'browse' ? 'All books' : `All ${item.label}`;
