import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeSettingsSchema } from '@bookfront/contract';
import { expect, it, onTestFinished } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { describeEachDatabase, openTestDatabase } from '../test/databases.ts';
import { fixtureCatalogueDir } from '../test/fixtures.ts';
import { createCatalogRepository } from '../modules/catalog/repository.ts';
import { demoGiftCard } from './demo-store.ts';
import { demoCatalogueDir, loadDemo } from './load-demo.ts';

async function migratedDatabase(dialect: 'sqlite' | 'postgres') {
  const database = await openTestDatabase(dialect);
  onTestFinished(() => database.destroy());
  await migrateToLatest(database.db);
  return database;
}

const countRows = async (database: Awaited<ReturnType<typeof migratedDatabase>>) => ({
  stores: (await database.db.selectFrom('stores').select('id').execute()).length,
  locations: (await database.db.selectFrom('locations').select('id').execute()).length,
  titles: (await database.db.selectFrom('titles').select('eisbn').execute()).length,
  contributors: (await database.db.selectFrom('titleContributors').select('eisbn').execute()).length,
  subjects: (await database.db.selectFrom('titleSubjects').select('eisbn').execute()).length,
  stock: (await database.db.selectFrom('stock').select('eisbn').execute()).length,
});

describeEachDatabase('loadDemo', (dialect) => {
  it('updates rather than duplicates when it runs again', async () => {
    const database = await migratedDatabase(dialect);
    await loadDemo({ db: database.db, dataDir: database.dataDir, catalogueDir: fixtureCatalogueDir });
    const afterFirst = await countRows(database);

    const second = await loadDemo({ db: database.db, dataDir: database.dataDir, catalogueDir: fixtureCatalogueDir });

    expect(second.created).toBe(false);
    expect(await countRows(database)).toEqual(afterFirst);
    expect(afterFirst).toEqual({ stores: 1, locations: 2, titles: 3, contributors: 4, subjects: 4, stock: 4 });
  });

  it('issues the demo gift card once, with the known number the README prints', async () => {
    const database = await migratedDatabase(dialect);

    await loadDemo({ db: database.db, dataDir: database.dataDir, catalogueDir: fixtureCatalogueDir });
    await loadDemo({ db: database.db, dataDir: database.dataDir, catalogueDir: fixtureCatalogueDir });

    const cards = await database.db.selectFrom('giftCards').select(['number', 'balanceCents']).execute();
    expect(cards).toEqual([{ number: demoGiftCard.number, balanceCents: demoGiftCard.amountCents }]);
  });

  it('reads titles, authors in order, subjects and release dates from the catalogue file', async () => {
    const database = await migratedDatabase(dialect);

    await loadDemo({ db: database.db, dataDir: database.dataDir, catalogueDir: fixtureCatalogueDir });

    const title = await database.db
      .selectFrom('titles')
      .selectAll()
      .where('eisbn', '=', '9780000000002')
      .executeTakeFirstOrThrow();
    expect(title).toMatchObject({
      title: 'The River Road',
      subtitle: 'A Novel',
      pages: 320,
      releaseDate: Date.UTC(2019, 4, 14) / 1000,
      syntheticFields: 'publisher|binding',
    });
    const authors = await database.db
      .selectFrom('titleContributors')
      .select(['name', 'position'])
      .where('eisbn', '=', '9780000000002')
      .orderBy('position')
      .execute();
    expect(authors.map((author) => author.name)).toEqual(['Ada Fields', 'Ben Ortiz']);
    const subjects = await database.db
      .selectFrom('titleSubjects')
      .select(['code', 'label'])
      .where('eisbn', '=', '9780000000002')
      .orderBy('code')
      .execute();
    expect(subjects).toEqual([
      { code: 'FIC000000', label: 'Fiction / General' },
      { code: 'FIC019000', label: 'Fiction / Literary' },
    ]);
  });

  it('prices stock from the titles and marks unreleased and unpriced titles', async () => {
    const database = await migratedDatabase(dialect);

    await loadDemo({ db: database.db, dataDir: database.dataDir, catalogueDir: fixtureCatalogueDir });

    const stock = await database.db
      .selectFrom('stock')
      .select(['locationId', 'eisbn', 'availabilityCode', 'listPriceUsaCents'])
      .orderBy('eisbn')
      .orderBy('locationId')
      .execute();
    expect(stock).toEqual([
      { locationId: 'downtown', eisbn: '9780000000002', availabilityCode: 'available', listPriceUsaCents: 1799 },
      { locationId: 'eastside', eisbn: '9780000000002', availabilityCode: 'available', listPriceUsaCents: 1799 },
      { locationId: 'downtown', eisbn: '9780000000019', availabilityCode: 'no_price', listPriceUsaCents: 2899 },
      { locationId: 'eastside', eisbn: '9780000000026', availabilityCode: 'forthcoming', listPriceUsaCents: 1999 },
    ]);
  });
});

describeEachDatabase('the shipped demo store', (dialect) => {
  it('loads with the full catalogue, two locations, a logo and settings the contract accepts', async () => {
    const database = await migratedDatabase(dialect);

    // The work the load costs this process, not the wall time, which other work on a busy machine
    // stretches without the load getting any slower.
    const started = process.cpuUsage();
    const result = await loadDemo({ db: database.db, dataDir: database.dataDir });
    const { user, system } = process.cpuUsage(started);
    const cpuMs = (user + system) / 1000;

    expect(result.created).toBe(true);
    expect(result.titles).toBeGreaterThanOrEqual(2000);
    expect(result.rejected).toBe(0);
    expect(result.stock).toBeGreaterThanOrEqual(result.titles);
    expect(fs.existsSync(path.join(database.dataDir, 'files/stores/demo/logo.svg'))).toBe(true);
    const store = await database.db.selectFrom('stores').selectAll().executeTakeFirstOrThrow();
    expect(store).toMatchObject({ id: 'demo', isDefault: 1 });
    expect(storeSettingsSchema.parse(JSON.parse(store.settings)).site_navigation.length).toBeGreaterThanOrEqual(8);
    expect(cpuMs).toBeLessThan(30_000);
  });

  it('gives the titles of its interiors folder their interior images, the same on every load', async () => {
    const database = await migratedDatabase(dialect);
    const catalogueDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-demo-'));
    onTestFinished(() => fs.rmSync(catalogueDir, { recursive: true, force: true }));
    for (const file of ['catalogue.csv', 'stock.csv']) {
      fs.copyFileSync(path.join(fixtureCatalogueDir, file), path.join(catalogueDir, file));
    }
    fs.mkdirSync(path.join(catalogueDir, 'interiors'));
    const [page1 = '', page2 = ''] = fs.readdirSync(path.join(demoCatalogueDir, 'interiors')).sort();
    fs.copyFileSync(
      path.join(demoCatalogueDir, 'interiors', page1),
      path.join(catalogueDir, 'interiors', '9780000000019-1.jpg'),
    );
    fs.copyFileSync(
      path.join(demoCatalogueDir, 'interiors', page2),
      path.join(catalogueDir, 'interiors', '9780000000019-2.jpg'),
    );
    const repo = createCatalogRepository(database.db);

    await loadDemo({ db: database.db, dataDir: database.dataDir, catalogueDir });
    const first = await repo.findInteriors('9780000000019');
    await loadDemo({ db: database.db, dataDir: database.dataDir, catalogueDir });

    expect(first).toHaveLength(2);
    expect(await repo.findInteriors('9780000000019')).toEqual(first);
  });
});

it('ships interior images only for titles of the demo catalogue, each a JPEG', () => {
  const catalogue = fs.readFileSync(path.join(demoCatalogueDir, 'catalogue.csv'), 'utf8');
  const files = fs.readdirSync(path.join(demoCatalogueDir, 'interiors'));

  expect(files.length).toBeGreaterThanOrEqual(6);
  for (const file of files) {
    const eisbn = /^(\d{13})-\d+\.jpg$/.exec(file)?.[1] ?? 'not an interior name';
    expect(catalogue.includes(`\n${eisbn},`), file).toBe(true);
    expect(fs.readFileSync(path.join(demoCatalogueDir, 'interiors', file)).subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
  }
});
