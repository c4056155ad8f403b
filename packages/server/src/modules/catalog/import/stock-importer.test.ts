import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestDatabase } from '../../../test/databases.ts';
import { createFactories } from '../../../test/factories.ts';
/* eslint-disable-next-line boundaries/dependencies -- the test wires the importer as the command does, from a real repository */
import { createStoreRepository } from '../../store/repository.ts';
import { createStoreService } from '../../store/service.ts';
import { createCatalogRepository } from '../repository.ts';
import { importFixture, importFixtures, migratedDatabase } from './import-test-helpers.ts';
import { importStock } from './stock-importer.ts';

async function storeWithCatalogue(dialect: 'sqlite' | 'postgres') {
  const database = await migratedDatabase(dialect);
  const factories = createFactories(database.db);
  await factories.store({ id: 'north' });
  await factories.location({ storeId: 'north', id: 'main' });
  await importFixture(database, 'onix3-reference.xml');
  return database;
}

const importStockFixture = (database: TestDatabase, locationId?: string) =>
  importStock(fs.createReadStream(path.join(importFixtures, 'stock.csv')), {
    repo: createCatalogRepository(database.db),
    stores: createStoreService(createStoreRepository(database.db)),
    storeId: 'north',
    locationId,
  });

describeEachDatabase('importStock', (dialect) => {
  it('loads valid rows and reports each bad one with its line and reason', async () => {
    const database = await storeWithCatalogue(dialect);

    const summary = await importStockFixture(database, 'main');

    expect(summary).toEqual({
      read: 8,
      inserted: 3,
      updated: 0,
      rejected: 5,
      fatal: null,
      errors: [
        {
          reference: '9781551923703',
          line: 5,
          reason: "location 'annex' is not a location of store 'north' (its locations: 'main')",
        },
        { reference: '9781551923728', line: 6, reason: "eisbn '9781551923728' is not a valid ISBN or EAN" },
        { reference: '9781551923833', line: 7, reason: 'eisbn 9781551923833 is not in the catalogue' },
        { reference: '9781551923710', line: 8, reason: "onhand 'x' is not a whole number" },
        {
          reference: '9781551923710',
          line: 9,
          reason:
            "availability_code 'sold_out' is not one of available, out_of_print, out_of_stock_indefinitely, forthcoming, no_price",
        },
      ],
    });
  });

  it('takes list prices and availability from the title unless the row gives them', async () => {
    const database = await storeWithCatalogue(dialect);

    await importStockFixture(database, 'main');

    const stock = await database.db
      .selectFrom('stock')
      .select([
        'eisbn',
        'conditionCode',
        'onhand',
        'priceCents',
        'listPriceUsaCents',
        'listPriceCanCents',
        'availabilityCode',
        'isExtraOrderable',
        'discountPercent',
        'rank',
      ])
      .orderBy('eisbn')
      .orderBy('conditionCode')
      .execute();
    expect(stock).toEqual([
      {
        eisbn: '9781551923703',
        conditionCode: 'NEW',
        onhand: 5,
        priceCents: 1899,
        listPriceUsaCents: 1899,
        listPriceCanCents: 2495,
        availabilityCode: 'available',
        isExtraOrderable: 1,
        discountPercent: 0,
        rank: 12,
      },
      {
        eisbn: '9781551923703',
        conditionCode: 'USED_GOOD',
        onhand: 1,
        priceCents: 950,
        listPriceUsaCents: 1899,
        listPriceCanCents: 2495,
        availabilityCode: 'available',
        isExtraOrderable: 0,
        discountPercent: 0,
        rank: null,
      },
      {
        eisbn: '9781551923710',
        conditionCode: 'NEW',
        onhand: 0,
        priceCents: 2500,
        listPriceUsaCents: 2500,
        listPriceCanCents: null,
        availabilityCode: 'forthcoming',
        isExtraOrderable: 1,
        discountPercent: 10,
        rank: null,
      },
    ]);
  });

  it('updates rather than duplicates when the same file is loaded again', async () => {
    const database = await storeWithCatalogue(dialect);
    await importStockFixture(database, 'main');

    const again = await importStockFixture(database, 'main');

    expect(again).toMatchObject({ inserted: 0, updated: 3, rejected: 5 });
    expect((await database.db.selectFrom('stock').select('eisbn').execute()).length).toBe(3);
  });

  it('refuses a row without a location when no default location is given', async () => {
    const database = await storeWithCatalogue(dialect);

    const summary = await importStock(Readable.from(['eisbn,onhand,price_cents\n9781551923703,1,100\n']), {
      repo: createCatalogRepository(database.db),
      stores: createStoreService(createStoreRepository(database.db)),
      storeId: 'north',
    });

    expect(summary).toMatchObject({
      inserted: 0,
      errors: [{ line: 2, reason: 'has no location_id (or give --location)' }],
    });
  });

  it('refuses to load stock for a store that does not exist', async () => {
    const database = await storeWithCatalogue(dialect);

    const loading = importStock(Readable.from(['eisbn\n']), {
      repo: createCatalogRepository(database.db),
      stores: createStoreService(createStoreRepository(database.db)),
      storeId: 'south',
    });

    await expect(loading).rejects.toThrow("No store with id 'south'.");
  });
});
