import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { nowSeconds } from '../../../lib/time.ts';
import { interiorFilePath } from '../../covers/service.ts';
import type { CatalogRepository } from '../repository.ts';
import { imageTypeOf } from '../../../lib/image-type.ts';
import { maxCoverBytes } from './cover-importer.ts';

/*
 * Interior images of titles (docs/features/item-page.md#gallery): pages or spreads from inside the
 * book, shown after the cover in the item page's gallery. Each is stored as
 * DATA_DIR/files/interiors/{eisbn}/{n}-{key}.{ext}, where n is its place in the gallery and key a
 * hash of its content, and its name goes into the title's `interiors`; the covers module serves them.
 */

/** An image file for a title's gallery, at `position` (1 first). */
export type InteriorSource = { position: number; file: string };

export type InteriorsResult = {
  /** The names now in the title's `interiors`. */
  names: string[];
  /** How many of the given images are new to the title (the rest it already had). */
  added: number;
  /** Images that could not be taken, each with why. */
  refused: { file: string; reason: string }[];
};

/**
 * Makes `sources` the interior images of `eisbn`, in the order of their positions: each file must be
 * a JPEG, PNG or WebP image of at most 50 MB. Images the title had and no longer has are removed.
 */
export async function storeInteriors(
  eisbn: string,
  sources: InteriorSource[],
  options: { repo: Pick<CatalogRepository, 'findInteriors' | 'setInteriors'>; dataDir: string },
): Promise<InteriorsResult> {
  const filesDir = path.join(options.dataDir, 'files');
  const titleDir = path.join(filesDir, 'interiors', eisbn);
  const previous = await options.repo.findInteriors(eisbn);
  const names: string[] = [];
  const refused: InteriorsResult['refused'] = [];
  const ordered = [...sources].sort((left, right) => left.position - right.position);
  for (const source of ordered) {
    let content: Buffer;
    try {
      const { size } = await fs.promises.stat(source.file);
      if (size > maxCoverBytes) {
        refused.push({ file: source.file, reason: `the file is larger than ${maxCoverBytes / 1024 / 1024} MB` });
        continue;
      }
      content = await fs.promises.readFile(source.file);
    } catch {
      refused.push({ file: source.file, reason: 'the file cannot be read' });
      continue;
    }
    const type = imageTypeOf(content);
    if (!type) {
      refused.push({ file: source.file, reason: 'the file is not a JPEG, PNG or WebP image' });
      continue;
    }
    const key = createHash('sha256').update(content).digest('hex').slice(0, 12);
    const name = `${names.length + 1}-${key}.${type.extension}`;
    if (names.includes(name)) continue;
    fs.mkdirSync(titleDir, { recursive: true });
    const target = path.join(filesDir, interiorFilePath(eisbn, name));
    if (!fs.existsSync(target)) await fs.promises.writeFile(target, content);
    names.push(name);
  }
  if (names.length === 0) return { names: previous, added: 0, refused };
  if (names.join('/') !== previous.join('/')) await options.repo.setInteriors(eisbn, names, nowSeconds());
  for (const old of previous) {
    if (!names.includes(old)) await fs.promises.rm(path.join(filesDir, interiorFilePath(eisbn, old)), { force: true });
  }
  const added = names.filter((name) => !previous.includes(name)).length;
  return { names, added, refused };
}
