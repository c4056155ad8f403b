import fs from 'node:fs';
import path from 'node:path';
import {
  consoleCatalogueErrorCodes,
  consoleCatalogueMessages,
  consoleErrorCodes,
  consoleImportProgressSchema,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { multipartBody } from '../../test/http.ts';
import { importFixtures } from '../catalog/import/import-test-helpers.ts';
import { consoleApp } from './test-app.ts';

const onix = fs.readFileSync(path.join(importFixtures, 'onix3-reference.xml'));
const keeper = '9781551923703';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describeEachDatabase('console/catalogue/*', (dialect) => {
  async function catalogueApp() {
    const context = await consoleApp(dialect);
    const upload = (
      action: string,
      fields: Record<string, string>,
      file: { filename: string; content: Buffer },
      cookies: Record<string, string>,
      headers: Record<string, string> = {},
    ) => {
      const body = multipartBody(fields, [{ name: 'file', ...file }]);
      return context.app.inject({
        method: 'POST',
        url: `/api/${action}`,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
        cookies,
      });
    };
    /** Uploads, waits for the import to finish and answers its progress. */
    const imported = async (
      action: string,
      fields: Record<string, string>,
      file: { filename: string; content: Buffer },
      cookies: Record<string, string>,
    ) => {
      const started = await upload(action, fields, file, cookies);
      if (started.statusCode !== 200) throw new Error(`${action} answered ${started.statusCode}: ${started.body}`);
      await context.app.app.catalogueImports.settled();
      const progress = await context.post('console/catalogue/importProgress', started.json(), { cookies });
      return consoleImportProgressSchema.parse(progress.json());
    };
    const auditOf = () => context.app.db.selectFrom('auditLog').selectAll().orderBy('id').execute();
    return { ...context, upload, imported, auditOf };
  }

  it('imports an uploaded ONIX file: progress reaches 100 with the summary and the rejected records by line', async () => {
    const { logIn, imported, post } = await catalogueApp();
    const manager = await logIn('manager@riverbend.example');

    const progress = await imported('console/catalogue/import', {}, { filename: 'feed.xml', content: onix }, manager);
    const search = await post('console/catalogue/search', { q: 'keeper' }, { cookies: manager });

    expect(progress).toMatchObject({ status: 'done', progress: 100, kind: 'titles', file_name: 'feed.xml', total: 5 });
    expect(progress.summary).toMatchObject({ read: 5, fatal: null });
    expect(progress.summary?.inserted).toBeGreaterThan(0);
    expect(progress.summary?.rejected).toBe(progress.summary?.errors.length);
    for (const rejected of progress.summary?.errors ?? []) expect(rejected.line).toBeGreaterThan(0);
    expect(search.json().rows.map((row: { eisbn: string }) => row.eisbn)).toContain(keeper);
  });

  it('shows imported titles on the storefront once the store stocks them', async () => {
    const { logIn, imported, post } = await catalogueApp();
    const manager = await logIn('manager@riverbend.example');
    await imported('console/catalogue/import', {}, { filename: 'feed.xml', content: onix }, manager);
    const stock = Buffer.from(`eisbn,onhand,price\n${keeper},3,18.99\n`);

    const progress = await imported(
      'console/catalogue/importStock',
      { location_id: 'downtown' },
      { filename: 'stock.csv', content: stock },
      manager,
    );
    const found = (await post('browse/get', { t: 'keeper' })).json();

    expect(progress.summary).toMatchObject({ read: 1, inserted: 1, rejected: 0 });
    expect(found.rows).toContainEqual(expect.objectContaining({ eisbn: keeper, price: 1899 }));
  });

  it('rejects stock rows for another location, or of a title not in the catalogue, with their lines', async () => {
    const { logIn, imported, catalog } = await catalogueApp();
    const manager = await logIn('manager@riverbend.example');
    await catalog.title({ eisbn: keeper, title: 'The Keeper' });
    const stock = Buffer.from(
      `location_id,eisbn,onhand,price\ndowntown,${keeper},2,10.00\nuptown,${keeper},1,10.00\ndowntown,9780439023481,1,5.00\n`,
    );

    const progress = await imported(
      'console/catalogue/importStock',
      { location_id: 'downtown' },
      { filename: 'stock.csv', content: stock },
      manager,
    );

    expect(progress.summary).toMatchObject({ read: 3, inserted: 1, rejected: 2 });
    expect(progress.summary?.errors.map((error) => error.line)).toEqual([3, 4]);
    expect(progress.summary?.errors[0]?.reason).toContain("location 'uptown' is not the location 'downtown'");
    expect(progress.summary?.errors[1]?.reason).toContain('is not in the catalogue');
  });

  it('refuses a stock upload for a location the store does not have and names the ones it has', async () => {
    const { logIn, upload } = await catalogueApp();
    const manager = await logIn('manager@riverbend.example');

    const response = await upload(
      'console/catalogue/importStock',
      { location_id: 'harbour' },
      { filename: 'stock.csv', content: Buffer.from(`eisbn,onhand,price\n${keeper},1,1\n`) },
      manager,
    );

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: consoleCatalogueErrorCodes.locationNotFound,
      error: consoleCatalogueMessages.locationUnknown('harbour', ['downtown', 'uptown']),
    });
  });

  it('refuses a clerk every catalogue action, and asks a visitor without a console login to log in', async () => {
    const { logIn, upload, post } = await catalogueApp();
    const clerk = await logIn('clerk@riverbend.example');

    const importing = await upload('console/catalogue/import', {}, { filename: 'feed.xml', content: onix }, clerk);
    const saving = await post(
      'console/catalogue/saveStock',
      {
        eisbn: keeper,
        location_id: 'downtown',
        onhand: 1,
        price_cents: 100,
        availability_code: 'available',
        is_extra_orderable: true,
      },
      { cookies: clerk },
    );
    const searching = await post('console/catalogue/search', { q: 'keeper' }, { cookies: clerk });
    const anonymous = await post('console/catalogue/search', { q: 'keeper' });

    expect([importing.statusCode, saving.statusCode, searching.statusCode]).toEqual([403, 403, 403]);
    expect(importing.json().code).toBe(consoleErrorCodes.forbidden);
    expect(anonymous.statusCode).toBe(401);
  });

  it('finds a title by ISBN or words, and edits its price and stock at one location, audited', async () => {
    const { logIn, post, catalog, auditOf } = await catalogueApp();
    const owner = await logIn('owner@riverbend.example');
    await catalog.title({ eisbn: keeper, title: 'The Keeper of Lost Things' });
    await catalog.stock({ storeId: 'main', locationId: 'downtown', eisbn: keeper, onhand: 4, priceCents: 1500 });

    const byIsbn = (await post('console/catalogue/search', { q: '978-1-55192-370-3' }, { cookies: owner })).json();
    const byWords = (await post('console/catalogue/search', { q: 'lost keeper' }, { cookies: owner })).json();
    const saved = await post(
      'console/catalogue/saveStock',
      {
        eisbn: keeper,
        location_id: 'uptown',
        onhand: 2,
        price_cents: 1299,
        availability_code: 'available',
        is_extra_orderable: false,
      },
      { cookies: owner },
    );
    const item = (await post('title/getItem', { eisbn: keeper })).json();

    expect(byIsbn.rows).toEqual([expect.objectContaining({ eisbn: keeper, stocked: true })]);
    expect(byWords.rows.map((row: { eisbn: string }) => row.eisbn)).toEqual([keeper]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().locations).toEqual([
      expect.objectContaining({
        location_id: 'downtown',
        stock: expect.objectContaining({ onhand: 4, price_cents: 1500 }),
      }),
      expect.objectContaining({
        location_id: 'uptown',
        stock: { onhand: 2, price_cents: 1299, availability_code: 'available', is_extra_orderable: false },
      }),
    ]);
    expect(JSON.stringify(item)).toContain('Uptown');
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      action: 'catalogue.saveStock',
      subject: keeper,
      staffEmail: 'owner@riverbend.example',
      before: null,
    });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ location_id: 'uptown', price_cents: 1299 });
  });

  it('never lets another store’s staff see or change this store’s stock or imports', async () => {
    const { logIn, post, catalog, imported, app, staff } = await catalogueApp();
    const manager = await logIn('manager@riverbend.example');
    await staff.addStaff('other', { email: 'manager@harbour.example', role: 'manager', password: 'counter password' });
    const harbour = await logIn('manager@harbour.example', 'other');
    await catalog.title({ eisbn: keeper, title: 'The Keeper' });
    await catalog.stock({ storeId: 'main', locationId: 'downtown', eisbn: keeper, onhand: 4, priceCents: 1500 });
    const progress = await imported('console/catalogue/import', {}, { filename: 'feed.xml', content: onix }, manager);
    const asHarbour = { cookies: harbour, headers: { host: 'harbour.example' } };

    const title = (await post('console/catalogue/get', { eisbn: keeper }, asHarbour)).json();
    const saving = await post(
      'console/catalogue/saveStock',
      {
        eisbn: keeper,
        location_id: 'downtown',
        onhand: 0,
        price_cents: 1,
        availability_code: 'available',
        is_extra_orderable: true,
      },
      asHarbour,
    );
    const peeking = await post('console/catalogue/importProgress', { import_id: progress.import_id }, asHarbour);
    const ours = await app.db.selectFrom('stock').selectAll().where('storeId', '=', 'main').execute();

    expect(title.locations).toEqual([{ location_id: 'harbour', name: 'Harbour', stock: null }]);
    expect(saving.statusCode).toBe(404);
    expect(saving.json().code).toBe(consoleCatalogueErrorCodes.locationNotFound);
    expect(peeking.statusCode).toBe(404);
    expect(ours).toEqual([expect.objectContaining({ onhand: 4, priceCents: 1500 })]);
  });

  it('takes a PNG as the title’s cover, refuses a file that is not an image, and audits the change', async () => {
    const { logIn, upload, catalog, auditOf, app } = await catalogueApp();
    const manager = await logIn('manager@riverbend.example');
    await catalog.title({ eisbn: keeper, title: 'The Keeper' });

    const refused = await upload(
      'console/catalogue/uploadCover',
      { eisbn: keeper },
      { filename: 'cover.png', content: Buffer.from('not an image') },
      manager,
    );
    const taken = await upload(
      'console/catalogue/uploadCover',
      { eisbn: keeper },
      { filename: 'cover.png', content: png },
      manager,
    );
    const cacheKey: string = taken.json().cover_image_cache;
    const served = await app.inject({ method: 'GET', url: `/covers/${keeper}-${cacheKey}` });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: consoleCatalogueErrorCodes.coverRefused,
      error: consoleCatalogueMessages.coverRefused,
    });
    expect(taken.statusCode).toBe(200);
    expect(cacheKey).toMatch(/^[0-9a-f]{12}$/);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await auditOf()).map((entry) => entry.action)).toEqual(['catalogue.uploadCover']);
  });

  it('shows and audits an upload by its name without a folder, shortened to 200 characters', async () => {
    const { logIn, imported, auditOf } = await catalogueApp();
    const manager = await logIn('manager@riverbend.example');
    const long = `${'q'.repeat(300)}.xml`;

    const progress = await imported(
      'console/catalogue/import',
      {},
      { filename: `C:\\feeds\\${long}`, content: onix },
      manager,
    );

    expect(progress.file_name).toBe(long.slice(0, 200));
    expect((await auditOf()).map((entry) => entry.subject)).toEqual([long.slice(0, 200), long.slice(0, 200)]);
  });

  it('audits an import when it starts and when it finishes, with its counts', async () => {
    const { logIn, imported, auditOf } = await catalogueApp();
    const manager = await logIn('manager@riverbend.example');

    const progress = await imported('console/catalogue/import', {}, { filename: 'feed.xml', content: onix }, manager);
    const entries = await auditOf();

    expect(entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['catalogue.import', 'feed.xml'],
      ['catalogue.imported', 'feed.xml'],
    ]);
    expect(JSON.parse(entries[1]?.after ?? '{}')).toMatchObject({ import_id: progress.import_id, read: 5 });
  });
});
