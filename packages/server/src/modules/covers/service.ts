import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseInteriorRequest, type CoverRequest } from '@bookfront/contract';
import { placeholderSvg } from './placeholder.ts';
import type { TitleFactsService } from '../catalog/title-facts-service.ts';

/** A changed image gets a new cache key, hence a new address: the old one may be kept for good. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Placeholders follow the title's text, which an import may change: a day, then revalidate. */
export const placeholderCache = 'public, max-age=86400, stale-while-revalidate=604800';
/** An address whose key is out of date answers with what is there now, kept briefly. */
export const staleKeyCache = 'public, max-age=300';

/** Image types a stored cover may be sent as; anything else (SVG with scripts, HTML) is never served. */
const servedImageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export type CoverReply =
  | { kind: 'file'; filePath: string; contentType: string; bytes: number; etag: string; cacheControl: string }
  | { kind: 'svg'; body: string; etag: string; cacheControl: string };

const authorRoles = new Set(['author', 'a01']);

const interiorTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Where an interior image is kept under DATA_DIR/files (docs/features/item-page.md#gallery). */
export const interiorFilePath = (eisbn: string, name: string) => path.posix.join('interiors', eisbn, name);

export function createCoversService(
  titleFacts: Pick<TitleFactsService, 'findTitle' | 'findContributors' | 'findCover'>,
  options: { dataDir: string },
) {
  const filesDir = path.resolve(options.dataDir, 'files');

  /** The stored file's absolute path, or null when the row points outside DATA_DIR/files or at nothing. */
  async function storedFile(relativePath: string): Promise<{ filePath: string; bytes: number } | null> {
    const filePath = path.resolve(filesDir, relativePath);
    if (!filePath.startsWith(filesDir + path.sep)) return null;
    try {
      const stat = await fs.promises.stat(filePath);
      return stat.isFile() ? { filePath, bytes: stat.size } : null;
    } catch {
      return null;
    }
  }

  async function placeholder(eisbn: string, cacheControl: string): Promise<CoverReply | null> {
    const title = await titleFacts.findTitle(eisbn);
    if (!title) return null;
    const contributors = await titleFacts.findContributors(eisbn);
    const author =
      contributors.find((contributor) => authorRoles.has(contributor.role.toLowerCase())) ?? contributors[0];
    const body = placeholderSvg({ eisbn, title: title.title, author: author?.name ?? '' });
    const etag = `"p-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    return { kind: 'svg', body, etag, cacheControl };
  }

  return {
    /**
     * An interior image: its name holds a hash of its content, so the file is kept for good; null
     * when the address is not one or the image is not stored.
     */
    async getInterior(eisbn: string, name: string): Promise<CoverReply | null> {
      const request = parseInteriorRequest(eisbn, name);
      const contentType = interiorTypes[path.extname(name).slice(1)];
      if (!request || !contentType) return null;
      const file = await storedFile(interiorFilePath(request.eisbn, request.name));
      if (!file) return null;
      const etag = `"${path.basename(name, path.extname(name))}"`;
      return { kind: 'file', ...file, contentType, etag, cacheControl: immutableCache };
    },

    /** What to send for a cover address; null when no title has that eisbn. */
    async getCover(request: CoverRequest): Promise<CoverReply | null> {
      if (request.kind === 'placeholder') return placeholder(request.eisbn, placeholderCache);
      const cover = await titleFacts.findCover(request.eisbn);
      const file = cover && servedImageTypes.has(cover.contentType) ? await storedFile(cover.path) : null;
      if (!cover || !file) return placeholder(request.eisbn, staleKeyCache);
      return {
        kind: 'file',
        filePath: file.filePath,
        bytes: file.bytes,
        contentType: cover.contentType,
        etag: `"${cover.cacheKey}"`,
        cacheControl: cover.cacheKey === request.cacheKey ? immutableCache : staleKeyCache,
      };
    },
  };
}
export type CoversService = ReturnType<typeof createCoversService>;
