/** 'contact-hours' → 'Contact Hours'. */
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

/**
 * docs/features/shell-and-navigation.md#page-titles-and-scrolling: home is the store name (or the chosen location's name); browse pages
 * 'Store | Browse'; other pages 'Store | Page Name' from the path. Item and list pages set their
 * own title, so this answers null for them.
 */
export function pageTitle(
  pathname: string,
  { storeName, locationName }: { storeName: string; locationName: string | null },
) {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (!first || first === 'home') return locationName ?? storeName;
  if (first === 'item' || first === 'lists') return null;
  if (first === 'browse') return `${storeName} | Browse`;
  const name = titleCase(first);
  return name ? `${storeName} | ${name}` : storeName;
}
