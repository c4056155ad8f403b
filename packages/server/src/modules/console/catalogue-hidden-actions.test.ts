import {
  catalogErrorCodes,
  consoleCatalogueErrorCodes,
  consoleErrorCodes,
  getCustomResultSchema,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { nowSeconds } from '../../lib/time.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createPageFactories } from '../../test/page-factories.ts';
import { browse, eisbnsOf, settleCatalogue } from '../catalog/test-catalogue.ts';
import { consoleApp } from './test-app.ts';

const lantern = '9780000000011';
const harbour = '9780000000028';
const atHarbour = { headers: { host: 'harbour.example' } };

describeEachDatabase('console/catalogue/setHidden', (dialect) => {
  /** Riverbend's console with two lantern-and-harbour titles of the shared catalogue, stocked downtown. */
  async function hidingApp() {
    const context = await consoleApp(dialect);
    await context.catalog.title({
      eisbn: lantern,
      title: 'The Lantern Keeper',
      bindingCode: 'HC',
      binding: 'Hardcover',
    });
    await context.catalog.title({ eisbn: harbour, title: 'Harbour Lantern Tales' });
    for (const eisbn of [lantern, harbour])
      await context.catalog.stock({ storeId: 'main', locationId: 'downtown', eisbn, onhand: 2, priceCents: 1500 });
    const manager = await context.logIn('manager@riverbend.example');
    const setHidden = (eisbn: string, hidden: boolean, cookies = manager) =>
      context.post('console/catalogue/setHidden', { eisbn, hidden }, { cookies });
    const auditOf = () => context.app.db.selectFrom('auditLog').selectAll().orderBy('id').execute();
    return { ...context, manager, setHidden, auditOf };
  }

  it('hides a title from this store’s search, browse, facets and item page at once, audited', async () => {
    const { app, post, setHidden, auditOf } = await hidingApp();
    await settleCatalogue(app);
    await browse(app, { t: 'lantern' });

    const hiding = await setHidden(lantern, true);
    const search = await browse(app, { t: 'lantern' });
    const everything = await browse(app, {});
    const hardcovers = await browse(app, { f: ['HC'] });
    const item = await post('title/getItem', { eisbn: lantern });

    expect(hiding.statusCode).toBe(200);
    expect(hiding.json()).toMatchObject({ eisbn: lantern, hidden: true });
    expect(eisbnsOf(search)).toEqual([harbour]);
    expect(search.row_count).toBe(1);
    expect(eisbnsOf(everything)).toEqual([harbour]);
    expect(everything.filter_info.find((option) => option.m === 'f' && option.k === 'HC')).toBeUndefined();
    expect(eisbnsOf(hardcovers)).toEqual([]);
    expect(item.statusCode).toBe(404);
    expect(item.json().code).toBe(catalogErrorCodes.itemNotFound);
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      action: 'catalogue.setHidden',
      subject: lantern,
      staffEmail: 'manager@riverbend.example',
    });
    expect(JSON.parse(entry?.before ?? '{}')).toEqual({ hidden: false });
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ hidden: true });
  });

  it('shows a hidden title again at once, and writes no entry for a change that changes nothing', async () => {
    const { app, post, setHidden, auditOf } = await hidingApp();
    await setHidden(lantern, true);
    await browse(app, { t: 'lantern' });

    const again = await setHidden(lantern, true);
    const shown = await setHidden(lantern, false);
    const search = await browse(app, { t: 'lantern' });
    const item = await post('title/getItem', { eisbn: lantern });

    expect(again.json().hidden).toBe(true);
    expect(shown.json().hidden).toBe(false);
    expect(eisbnsOf(search).sort()).toEqual([lantern, harbour].sort());
    expect(item.statusCode).toBe(200);
    expect((await auditOf()).map((entry) => entry.action)).toEqual(['catalogue.setHidden', 'catalogue.setHidden']);
  });

  it('keeps a title hidden in one store visible in another store', async () => {
    const { app, post, setHidden } = await hidingApp();

    await setHidden(lantern, true);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/browse/get',
      headers: atHarbour.headers,
      payload: { t: 'lantern' },
    });
    const item = await post('title/getItem', { eisbn: lantern }, atHarbour);

    expect(elsewhere.json().rows.map((row: { eisbn: string }) => row.eisbn)).toContain(lantern);
    expect(item.statusCode).toBe(200);
  });

  it('leaves a hidden title out of the store’s list sliders', async () => {
    const { app, post, setHidden } = await hidingApp();
    await createPageFactories(app.db).addBlock(
      'main',
      { pageId: 'home', type: 'list', header: 'Staff picks', isbns: [lantern, harbour] },
      nowSeconds(),
    );

    await setHidden(lantern, true);
    const [block] = getCustomResultSchema.parse((await post('titlelist/getCustom', { page_id: 'home' })).json()).blocks;

    expect(block?.rows.map((row) => row.eisbn)).toEqual([harbour]);
  });

  it('refuses a clerk, another store’s staff and a title the catalogue lacks', async () => {
    const { app, logIn, setHidden, staff } = await hidingApp();
    const clerk = await logIn('clerk@riverbend.example');
    await staff.addStaff('other', { email: 'manager@harbour.example', role: 'manager', password: 'counter password' });
    const harbourManager = await logIn('manager@harbour.example', 'other');

    const byClerk = await setHidden(lantern, true, clerk);
    const byHarbourHere = await setHidden(lantern, true, harbourManager);
    const unknown = await setHidden('9780000000998', true);
    const hiddenRows = await app.db.selectFrom('storeHiddenTitles').selectAll().execute();

    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().code).toBe(consoleErrorCodes.forbidden);
    expect(byHarbourHere.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(consoleCatalogueErrorCodes.titleNotFound);
    expect(hiddenRows).toEqual([]);
  });

  it('lets another store’s manager hide a title only from their own storefront', async () => {
    const { app, post, staff, logIn } = await hidingApp();
    await staff.addStaff('other', { email: 'manager@harbour.example', role: 'manager', password: 'counter password' });
    const harbourManager = await logIn('manager@harbour.example', 'other');

    const hiding = await post(
      'console/catalogue/setHidden',
      { eisbn: lantern, hidden: true },
      { cookies: harbourManager, headers: atHarbour.headers },
    );
    const here = await browse(app, { t: 'lantern' });

    expect(hiding.statusCode).toBe(200);
    expect(eisbnsOf(here)).toContain(lantern);
  });
});
