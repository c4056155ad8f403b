import { coverUrl } from '@bookfront/contract';

/** The cover image address of a title: its stored image, or the server's generated placeholder. */
export const titleCoverUrl = (eisbn: string, cacheKey: string) => coverUrl({ eisbn, cover_image_cache: cacheKey });

/**
 * An interior image of a title (docs/features/item-page.md#gallery "interiors"). TODO(#3): the server does not serve
 * interior images yet; until it does the gallery shows the cover alone.
 */
export function interiorImageUrl(_eisbn: string, _name: string): string | null {
  return null;
}
