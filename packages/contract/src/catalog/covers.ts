/*
 * Cover image addresses (docs/features/item-page.md#covers: covers come "by eisbn and cover cache key; a missing cover falls
 * back to a placeholder image"). Server and web build them with the same function.
 *
 *   /covers/{eisbn}-{cover_image_cache}   the stored image; immutable, since a changed image gets a new key
 *   /covers/{eisbn}.svg                   a generated placeholder showing the title and first author
 *   /covers/{eisbn}/interiors/{name}      an interior image, `name` as the title's `interiors` lists it
 *
 * The stored image's address has no extension because a title summary does not say the image's format;
 * the server sends its real Content-Type. An extension added by hand (`.jpg`) is accepted and ignored.
 */

/** Where cover addresses start, at the root of any store's host (covers are platform-wide). */
export const coverPathPrefix = '/covers/';

/** What a cover address is built from: two fields of a title summary. */
export type CoverSource = { eisbn: string; cover_image_cache: string };

const eisbnPattern = /^(\d{13}|\d{9}[\dX])$/;
/** The importer's cache keys: letters, digits, '_' and '-' (a hash of the image), at most 40. */
export const coverCacheKeyPattern = /^[A-Za-z0-9_-]{1,40}$/;

const withOrigin = (path: string, origin: string | undefined) =>
  origin === undefined || origin === '' ? path : `${origin.replace(/\/+$/, '')}${path}`;

/** The placeholder's address; `origin` (e.g. 'https://books.example') makes it absolute. */
export function placeholderCoverUrl(eisbn: string, options: { origin?: string } = {}): string {
  return withOrigin(`${coverPathPrefix}${encodeURIComponent(eisbn)}.svg`, options.origin);
}

/**
 * The cover of a title: its stored image when `cover_image_cache` is set, else its placeholder.
 * `origin` makes the address absolute (Open Graph, sitemaps); otherwise it is root-relative.
 */
export function coverUrl(title: CoverSource, options: { origin?: string } = {}): string {
  if (title.cover_image_cache === '') return placeholderCoverUrl(title.eisbn, options);
  return withOrigin(
    `${coverPathPrefix}${encodeURIComponent(title.eisbn)}-${encodeURIComponent(title.cover_image_cache)}`,
    options.origin,
  );
}

export type CoverRequest = { eisbn: string; kind: 'image'; cacheKey: string } | { eisbn: string; kind: 'placeholder' };

/**
 * Reads the last segment of a cover address back: '{eisbn}-{key}' (with any image extension) or
 * '{eisbn}.svg'. Anything else, including dots or slashes that could climb folders, is null.
 */
export function parseCoverFileName(fileName: string): CoverRequest | null {
  const placeholder = /^([0-9X]{10,13})\.svg$/.exec(fileName);
  if (placeholder?.[1] !== undefined) {
    return eisbnPattern.test(placeholder[1]) ? { eisbn: placeholder[1], kind: 'placeholder' } : null;
  }
  const image = /^([0-9X]{10,13})-([A-Za-z0-9_-]{1,40})(\.(jpe?g|png|webp|gif|avif))?$/.exec(fileName);
  if (image?.[1] === undefined || image[2] === undefined || !eisbnPattern.test(image[1])) return null;
  return { eisbn: image[1], kind: 'image', cacheKey: image[2] };
}

/**
 * An interior image's name (docs/features/item-page.md#gallery): its place in the title's gallery, a hash
 * of its content and its type, '2-3f2a9c0d1e4b.jpg'. A changed image gets a new name, hence a new address.
 */
export const interiorNamePattern = /^\d{1,2}-[a-f0-9]{12}\.(jpg|png|webp)$/;

/** The address of an interior image of a title; `origin` makes it absolute. */
export function interiorImageUrl(eisbn: string, name: string, options: { origin?: string } = {}): string {
  return withOrigin(
    `${coverPathPrefix}${encodeURIComponent(eisbn)}/interiors/${encodeURIComponent(name)}`,
    options.origin,
  );
}

/** The eisbn and name of an interior image's address segments, or null for anything else. */
export function parseInteriorRequest(eisbn: string, name: string): { eisbn: string; name: string } | null {
  return eisbnPattern.test(eisbn) && interiorNamePattern.test(name) ? { eisbn, name } : null;
}
