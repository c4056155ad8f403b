import { allNavigationItems, normalizePagePath, shellPageNames, type NavigationItem } from '@bookfront/contract';

/** 'contact-hours' → 'Contact Hours', for a path that names no page of its own. */
function titleCase(segment: string) {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The label of the first navigation item (site navigation, then extra) whose own path is `pathname`. */
function navigationLabel(pathname: string, navigation: ReadonlyArray<readonly NavigationItem[]>): string | null {
  const path = normalizePagePath(pathname).toLowerCase();
  const item = allNavigationItems(navigation).find(
    (candidate) => candidate.path !== '' && normalizePagePath(candidate.path).toLowerCase() === path,
  );
  return item?.label ?? null;
}

const pageNameOf = (segment: string): string | undefined =>
  Object.hasOwn(shellPageNames, segment) ? shellPageNames[segment as keyof typeof shellPageNames] : undefined;

/**
 * docs/features/shell-and-navigation.md#page-titles-and-scrolling: home is the store name (or the chosen location's name); browse pages
 * 'Store | Browse'; other pages 'Store | Name', the name being the label of the navigation item at
 * the path, else the page's own name, else words from the path. Item and list pages set their own
 * title, so this answers null for them.
 */
export function pageTitle(
  pathname: string,
  {
    storeName,
    locationName,
    navigation = [],
  }: { storeName: string; locationName: string | null; navigation?: ReadonlyArray<readonly NavigationItem[]> },
) {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (!first || first === 'home') return locationName ?? storeName;
  if (first === 'item' || first === 'lists') return null;
  if (first === 'browse') return `${storeName} | Browse`;
  const name = navigationLabel(pathname, navigation) ?? pageNameOf(first.toLowerCase()) ?? titleCase(first);
  return name ? `${storeName} | ${name}` : storeName;
}
