import {
  allNavigationItems,
  findUrlShortcut,
  isExternalPath,
  type NavigationSubitem,
  type UrlShortcut,
} from '@bookfront/contract';

export type NavigationTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'heading' };

/** Where a menu entry leads (docs/features/shell-and-navigation.md#navigation-and-url-shortcuts navigation types). */
export function navigationTarget(item: NavigationSubitem): NavigationTarget {
  if (item.type === 'unlinked') return { kind: 'heading' };
  // A link item with an internal path stays in the app (docs/features/shell-and-navigation.md#navigation-and-url-shortcuts).
  if (isExternalPath(item.path)) return { kind: 'external', href: item.path };
  if (item.type === 'browse' && item.search) {
    return isExternalPath(item.search)
      ? { kind: 'external', href: item.search }
      : { kind: 'internal', to: item.search };
  }
  return { kind: 'internal', to: item.path || '/' };
}

/**
 * Splits the top menu into what fits and the rest, which goes under 'More Menus'. When an
 * overflow is needed it takes the last visible slot, so at most `maxVisible` entries show.
 */
export function splitNavigation<T>(items: readonly T[], maxVisible: number): { visible: T[]; overflow: T[] } {
  const slots = Math.max(1, Math.floor(maxVisible));
  if (items.length <= slots) return { visible: [...items], overflow: [] };
  const visibleCount = Math.max(0, slots - 1);
  return { visible: items.slice(0, visibleCount), overflow: items.slice(visibleCount) };
}

/** How many top-menu slots (More Menus included) fit a desktop viewport of `width` px. */
export function navigationSlotsForWidth(width: number) {
  if (width >= 1500) return 9;
  if (width >= 1280) return 7;
  if (width >= 1100) return 6;
  if (width >= 960) return 5;
  return 4;
}

export type ShortcutTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** docs/features/shell-and-navigation.md#navigation-and-url-shortcuts: '/{key}' goes to the shortcut's path, or leaves the site when it starts with http. */
export function resolveShortcut(shortcuts: readonly UrlShortcut[], key: string): ShortcutTarget | null {
  const shortcut = findUrlShortcut(shortcuts, key);
  if (!shortcut) return null;
  if (isExternalPath(shortcut.path)) return { kind: 'external', href: shortcut.path };
  return { kind: 'internal', to: shortcut.path.startsWith('/') ? shortcut.path : `/${shortcut.path}` };
}

export { allNavigationItems };

/** The first entry of a submenu, leading to the parent item itself. */
export const allLabel = (item: Pick<NavigationSubitem, 'label' | 'type'>) =>
  item.type === 'browse' ? 'All books' : `All ${item.label}`;
