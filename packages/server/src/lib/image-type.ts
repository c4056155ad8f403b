/** A JPEG, PNG or WebP image's content type and the extension its stored file gets. */
export type ImageType = { contentType: string; extension: string };

/**
 * The image type by its first bytes (never by its name): JPEG, PNG or WebP; null for anything
 * else. Covers, interiors and the theme's logo and background are all judged this way.
 */
export function imageTypeOf(head: Buffer): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { contentType: 'image/jpeg', extension: 'jpg' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { contentType: 'image/png', extension: 'png' };
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return { contentType: 'image/webp', extension: 'webp' };
  return null;
}
