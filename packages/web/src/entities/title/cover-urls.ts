import { coverUrl, interiorImageUrl as interiorUrl } from '@bookfront/contract';

/** The cover image address of a title: its stored image, or the server's generated placeholder. */
export const titleCoverUrl = (eisbn: string, cacheKey: string) => coverUrl({ eisbn, cover_image_cache: cacheKey });

/** An interior image of a title (docs/features/item-page.md#gallery "interiors"), by its name in `interiors`. */
export const interiorImageUrl = (eisbn: string, name: string): string => interiorUrl(eisbn, name);
