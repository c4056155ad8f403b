import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import { createCatalogRepository } from '../repository.ts';
import { importCovers } from './cover-importer.ts';
import { importFixture, migratedDatabase } from './import-test-helpers.ts';

/** The first bytes of each image type, enough for the content check. */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 body')]);

function folderOf(files: Record<string, Buffer | string>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-covers-'));
  onTestFinished(() => fs.rmSync(folder, { recursive: true, force: true }));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), content);
  return folder;
}

describeEachDatabase('importCovers', (dialect) => {
  it('stores images named by ISBN-13 or ISBN-10 under a content-hash key and skips the rest with a reason', async () => {
    const database = await migratedDatabase(dialect);
    await importFixture(database, 'onix3-reference.xml');
    const folder = folderOf({
      '9781551923703.jpg': jpeg,
      '1551923793.webp': webp,
      '9781551923710.png': 'not really a png',
      '9781551923833.png': png,
      'cover.jpg': jpeg,
      'notes.txt': 'ignored',
    });

    const summary = await importCovers(folder, {
      repo: createCatalogRepository(database.db),
      dataDir: database.dataDir,
    });

    expect(summary).toMatchObject({
      read: 5,
      inserted: 2,
      rejected: 3,
      errors: [
        { reference: '9781551923710.png', line: null, reason: 'the file is not a JPEG, PNG or WebP image' },
        { reference: '9781551923833.png', line: null, reason: 'no title with eisbn 9781551923833 in the catalogue' },
        { reference: 'cover.jpg', line: null, reason: 'the file name is not an ISBN or EAN' },
      ],
    });
    const covers = await database.db.selectFrom('covers').selectAll().orderBy('eisbn').execute();
    expect(covers.map(({ eisbn, contentType, bytes }) => ({ eisbn, contentType, bytes }))).toEqual([
      { eisbn: '9781551923703', contentType: 'image/jpeg', bytes: jpeg.length },
      { eisbn: '9781551923796', contentType: 'image/webp', bytes: webp.length },
    ]);
    const [first] = covers;
    expect(first?.path).toBe(`covers/9781551923703-${first?.cacheKey}.jpg`);
    expect(fs.readFileSync(path.join(database.dataDir, 'files', first?.path ?? ''))).toEqual(jpeg);
  });

  it('gives a changed image a new cache key and removes the old file', async () => {
    const database = await migratedDatabase(dialect);
    await importFixture(database, 'onix3-reference.xml');
    const repo = createCatalogRepository(database.db);
    await importCovers(folderOf({ '9781551923703.jpg': jpeg }), { repo, dataDir: database.dataDir });
    const before = await repo.findCover('9781551923703');

    const summary = await importCovers(folderOf({ '9781551923703.png': png }), { repo, dataDir: database.dataDir });

    const after = await repo.findCover('9781551923703');
    expect(summary).toMatchObject({ inserted: 0, updated: 1 });
    expect(after?.cacheKey).not.toBe(before?.cacheKey);
    expect(after?.contentType).toBe('image/png');
    expect(fs.existsSync(path.join(database.dataDir, 'files', before?.path ?? 'missing'))).toBe(false);
    expect(fs.existsSync(path.join(database.dataDir, 'files', after?.path ?? 'missing'))).toBe(true);
  });

  it("moves the title's change time when its image is new or changed, not when it is the same", async () => {
    const database = await migratedDatabase(dialect);
    await importFixture(database, 'onix3-reference.xml');
    const repo = createCatalogRepository(database.db);
    const changeTime = async () =>
      (
        await database.db
          .selectFrom('titles')
          .select('updatedAt')
          .where('eisbn', '=', '9781551923703')
          .executeTakeFirstOrThrow()
      ).updatedAt;
    const longAgo = 1_000_000;
    const importImage = (content: Buffer) =>
      importCovers(folderOf({ '9781551923703.jpg': content }), { repo, dataDir: database.dataDir });

    await repo.markTitleChanged('9781551923703', longAgo);
    await importImage(jpeg);
    const afterNew = await changeTime();
    await repo.markTitleChanged('9781551923703', longAgo);
    await importImage(jpeg);
    const afterSame = await changeTime();
    await importImage(Buffer.concat([jpeg, Buffer.from('edited')]));
    const afterChanged = await changeTime();

    expect(afterNew).toBeGreaterThan(longAgo);
    expect(afterSame).toBe(longAgo);
    expect(afterChanged).toBeGreaterThan(longAgo);
  });

  it("takes {isbn}-{n} images as the title's interior images in order, and a later folder replaces them", async () => {
    const database = await migratedDatabase(dialect);
    await importFixture(database, 'onix3-reference.xml');
    const repo = createCatalogRepository(database.db);
    const page = (text: string) => Buffer.concat([jpeg, Buffer.from(text)]);
    const first = folderOf({
      '9781551923703.jpg': jpeg,
      '9781551923703-2.png': png,
      '978-1-55192-370-3-1.jpg': page('first page'),
      '9781551923703-3.jpg': 'not an image',
      '9781551923833-1.jpg': page('no such title'),
    });

    const summary = await importCovers(first, { repo, dataDir: database.dataDir });
    const names = await repo.findInteriors('9781551923703');

    expect(summary).toMatchObject({
      read: 5,
      inserted: 3,
      rejected: 2,
      errors: [
        { reference: '9781551923703-3.jpg', line: null, reason: 'the file is not a JPEG, PNG or WebP image' },
        { reference: '9781551923833-1.jpg', line: null, reason: 'no title with eisbn 9781551923833 in the catalogue' },
      ],
    });
    expect(names).toEqual([
      expect.stringMatching(/^1-[a-f0-9]{12}\.jpg$/),
      expect.stringMatching(/^2-[a-f0-9]{12}\.png$/),
    ]);
    const stored = (name: string) => path.join(database.dataDir, 'files', 'interiors', '9781551923703', name);
    expect(fs.readFileSync(stored(names[0] ?? ''))).toEqual(page('first page'));

    await importCovers(folderOf({ '9781551923703-1.jpg': page('a new first page') }), {
      repo,
      dataDir: database.dataDir,
    });

    const replaced = await repo.findInteriors('9781551923703');
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).not.toBe(names[0]);
    expect(names.map((name) => fs.existsSync(stored(name)))).toEqual([false, false]);
    expect(fs.readFileSync(stored(replaced[0] ?? ''))).toEqual(page('a new first page'));
  });
});
