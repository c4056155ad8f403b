import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkedEisbn } from '../../../lib/identifiers.ts';
import { imageTypeOf } from '../../../lib/image-type.ts';
import { nowSeconds } from '../../../lib/time.ts';
import type { CatalogExecutor, CatalogRepository } from '../repository.ts';
import { storeInteriors, type InteriorSource } from './interior-importer.ts';
import { emptySummary, reject, type ImportSummary } from './title-importer.ts';

/** Same limit as uploads (docs/architecture.md#security). */
export const maxCoverBytes = 50 * 1024 * 1024;

const imageExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp']);

/** An interior image's file name: an ISBN, a hyphen and its place in the gallery (9780439023481-2.jpg). */
function interiorOfName(baseName: string): { eisbn: string; position: number } | null {
  const match = /^(.+)-(\d{1,2})$/.exec(baseName);
  const eisbn = match?.[1] ? checkedEisbn(match[1]) : null;
  const position = Number(match?.[2]);
  return eisbn && position >= 1 ? { eisbn, position } : null;
}

/**
 * Takes the images of a folder named by ISBN (978….jpg, an ISBN-10 or hyphenated name too) as the
 * covers of those titles: copied to DATA_DIR/files/covers/<eisbn>-<cache key>.<ext>, where the
 * cache key is a short hash of the content, so a changed image gets a new URL. An image named
 * {isbn}-{n} (9780439023481-1.jpg) is the title's n-th interior image; the ones a folder holds for a
 * title replace the title's interiors (docs/features/item-page.md#gallery).
 */
export async function importCovers(
  folder: string,
  options: { repo: CatalogRepository; dataDir: string },
): Promise<ImportSummary> {
  const { repo } = options;
  const summary = emptySummary();
  const entries = (await fs.promises.readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && imageExtensions.has(path.extname(entry.name).toLowerCase()))
    .map((entry) => entry.name)
    .sort();

  const interiors = new Map<string, InteriorSource[]>();
  for (const name of entries) {
    summary.read += 1;
    const skip = (reason: string) => reject(summary, { reference: name, line: null, reason });
    const baseName = path.basename(name, path.extname(name));
    const eisbn = checkedEisbn(baseName);
    const interior = eisbn ? null : interiorOfName(baseName);
    if (interior) {
      const sources = interiors.get(interior.eisbn) ?? [];
      sources.push({ position: interior.position, file: path.join(folder, name) });
      interiors.set(interior.eisbn, sources);
      continue;
    }
    if (!eisbn) {
      skip('the file name is not an ISBN or EAN');
      continue;
    }
    const file = path.join(folder, name);
    const { size } = await fs.promises.stat(file);
    if (size > maxCoverBytes) {
      skip(`the file is larger than ${maxCoverBytes / 1024 / 1024} MB`);
      continue;
    }
    const content = await fs.promises.readFile(file);
    if (!imageTypeOf(content)) {
      skip('the file is not a JPEG, PNG or WebP image');
      continue;
    }
    if ((await repo.findExistingEisbns([eisbn])).size === 0) {
      skip(`no title with eisbn ${eisbn} in the catalogue`);
      continue;
    }
    const stored = await storeCover(eisbn, content, { repo, dataDir: options.dataDir });
    await stored.removeReplaced();
    if (stored.replaced) summary.updated += 1;
    else summary.inserted += 1;
  }
  await importInteriors(interiors, summary, options);
  return summary;
}

/**
 * Stores one cover image for a title: the file at DATA_DIR/files/covers/<eisbn>-<cache key>.<ext>
 * and its `covers` row, through `executor` (a transaction of the caller's, when given). The image
 * it replaced is removed by `removeReplaced`, to be called once that transaction has committed.
 */
export async function storeCover(
  eisbn: string,
  content: Buffer,
  options: { repo: CatalogRepository; dataDir: string; executor?: CatalogExecutor },
): Promise<{ replaced: boolean; cacheKey: string; removeReplaced: () => Promise<void> }> {
  const { repo } = options;
  const type = imageTypeOf(content);
  if (!type) throw new Error('storeCover was given a file that is not a JPEG, PNG or WebP image');
  fs.mkdirSync(path.join(options.dataDir, 'files', 'covers'), { recursive: true });
  const cacheKey = createHash('sha256').update(content).digest('hex').slice(0, 12);
  const relativePath = path.posix.join('covers', `${eisbn}-${cacheKey}.${type.extension}`);
  const previous = await repo.findCover(eisbn, options.executor);
  if (previous?.path !== relativePath) {
    await fs.promises.writeFile(path.join(options.dataDir, 'files', relativePath), content);
  }
  const now = nowSeconds();
  await repo.upsertCover(
    { eisbn, cacheKey, contentType: type.contentType, path: relativePath, bytes: content.length, updatedAt: now },
    options.executor,
  );
  // Search pages are cached by the catalogue's revision and carry the cover's key: a new image
  // is a change of the title, or cached pages would show the old cover until they expire.
  if (previous?.cacheKey !== cacheKey) await repo.markTitleChanged(eisbn, now, options.executor);
  return {
    replaced: previous !== undefined,
    cacheKey,
    removeReplaced: async () => {
      if (previous && previous.path !== relativePath) {
        await fs.promises.rm(path.join(options.dataDir, 'files', previous.path), { force: true });
      }
    },
  };
}

async function importInteriors(
  interiors: Map<string, InteriorSource[]>,
  summary: ImportSummary,
  options: { repo: CatalogRepository; dataDir: string },
): Promise<void> {
  const known = await options.repo.findExistingEisbns([...interiors.keys()]);
  for (const [eisbn, sources] of interiors) {
    if (!known.has(eisbn)) {
      for (const source of sources) {
        reject(summary, {
          reference: path.basename(source.file),
          line: null,
          reason: `no title with eisbn ${eisbn} in the catalogue`,
        });
      }
      continue;
    }
    const result = await storeInteriors(eisbn, sources, options);
    for (const refusal of result.refused) {
      reject(summary, { reference: path.basename(refusal.file), line: null, reason: refusal.reason });
    }
    const stored = sources.length - result.refused.length;
    summary.inserted += result.added;
    summary.updated += Math.max(0, stored - result.added);
  }
}
