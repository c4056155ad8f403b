/** Which titles the store hides from its storefront; the catalogue answers. */
export type HiddenAmong = (storeId: string, eisbns: string[]) => Promise<ReadonlySet<string>>;

/**
 * For each list of titles, those of them the store hides, in the list's order, asked of the
 * catalogue once for them all: the console marks them, since the storefront leaves them out
 * (docs/features/store-console.md#catalogue-and-stock).
 */
export async function hiddenOfEach(
  hiddenAmong: HiddenAmong,
  storeId: string,
  titleLists: readonly (readonly string[])[],
): Promise<string[][]> {
  const eisbns = titleLists.flat();
  const hidden = eisbns.length > 0 ? await hiddenAmong(storeId, eisbns) : new Set<string>();
  return titleLists.map((isbns) => isbns.filter((isbn) => hidden.has(isbn)));
}
