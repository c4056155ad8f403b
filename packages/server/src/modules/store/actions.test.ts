import { contactAndHoursSchema, siteSettingsSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { loadDemo } from '../../demo/load-demo.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { fixtureCatalogueDir } from '../../test/fixtures.ts';

const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url,
  payload,
  headers,
});

describeEachDatabase('store/getSettings', (dialect) => {
  it('answers the demo store settings in the shape the contract describes', async () => {
    const app = await buildTestApp({ dialect });
    await loadDemo({ db: app.db, dataDir: app.dataDir, catalogueDir: fixtureCatalogueDir });

    const response = await app.inject(post('/api/store/getSettings', { webstore_name: '' }));

    expect(response.statusCode).toBe(200);
    const settings = siteSettingsSchema.parse(response.json());
    expect(settings.store_info).toMatchObject({
      id: 'demo',
      name: 'Riverbend Books',
      is_american: true,
      is_canadian: false,
      is_multistore: true,
      is_consolidated_multistore: true,
      multistore_info: [
        { id: 'downtown', name: 'Riverbend Books Downtown' },
        { id: 'eastside', name: 'Riverbend Books Eastside' },
      ],
    });
    expect(settings.basename).toBe('');
    expect(settings.styles.primary_color).toBe('#1f5c4a');
  });

  it('fills in defaults for settings the bookseller never set', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'plain', isDefault: true });

    const response = await app.inject(post('/api/store/getSettings'));

    expect(response.json()).toMatchObject({
      styles: { primary_color: '#000000' },
      store_info: { id: 'plain', is_multistore: false, is_consolidated_multistore: false, multistore_info: [] },
      site_navigation: [],
    });
  });

  it('picks the store served under the basename named by webstore_name', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });
    await app.factories.store({ id: 'north', name: 'Northside Books', basename: 'northside' });

    const response = await app.inject(post('/api/store/getSettings', { webstore_name: 'northside' }));

    expect(response.json()).toMatchObject({
      basename: '/northside',
      store_info: { id: 'north', name: 'Northside Books' },
    });
  });

  it('falls back to the default store when webstore_name is a storefront route', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });
    await app.factories.store({ id: 'north', basename: 'northside' });

    const response = await app.inject(post('/api/store/getSettings', { webstore_name: 'browse' }));

    expect(response.json()).toMatchObject({ basename: '', store_info: { id: 'main' } });
  });

  it('picks the store whose host name the request came to, ignoring the port', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });
    await app.factories.store({ id: 'east', hostnames: ['books.east.example'] });

    const response = await app.inject(
      post('/api/store/getSettings', { webstore_name: '' }, { host: 'Books.East.example:8080' }),
    );

    expect(response.json()).toMatchObject({ store_info: { id: 'east' } });
  });

  it('lets the host name win over a basename and a store_id', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });
    await app.factories.store({ id: 'east', hostnames: ['east.example'] });
    await app.factories.store({ id: 'north', basename: 'northside' });

    const response = await app.inject(
      post('/api/store/getSettings', { webstore_name: 'northside', store_id: 'north' }, { host: 'east.example' }),
    );

    expect(response.json()).toMatchObject({ store_info: { id: 'east' } });
  });

  it('shows a settings change made by another process on the next request', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });
    await app.inject(post('/api/store/getSettings'));

    await app.factories.setSetting('main', 'styles.primary_color', '#8a1c1c');
    const response = await app.inject(post('/api/store/getSettings'));

    expect(response.json()).toMatchObject({ styles: { primary_color: '#8a1c1c' } });
  });

  it('answers 404 with STORE_NOT_FOUND when the deployment has no store to show', async () => {
    const app = await buildTestApp({ dialect });

    const response = await app.inject(post('/api/store/getSettings'));

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'STORE_NOT_FOUND', error: 'Store not found.' });
  });
});

describeEachDatabase('webstore/getContactAndHours', (dialect) => {
  it("lists the store's locations with contact details and hours", async () => {
    const app = await buildTestApp({ dialect });
    await loadDemo({ db: app.db, dataDir: app.dataDir, catalogueDir: fixtureCatalogueDir });

    const response = await app.inject(post('/api/webstore/getContactAndHours'));

    expect(response.statusCode).toBe(200);
    const { locations } = contactAndHoursSchema.parse(response.json());
    expect(locations.map((location) => location.location_id)).toEqual(['downtown', 'eastside']);
    expect(locations[0]).toMatchObject({
      sc_name: 'Riverbend Books Downtown',
      address: '214 Main Street',
      city: 'Portland',
      prov: 'OR',
      postal: '97204',
      sc_phone: '(503) 555-0142',
      ws_htmlhours: 'Mon–Sat 9am–9pm<br>Sun 10am–6pm',
    });
  });

  it("never shows another store's locations", async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });
    await app.factories.location({ storeId: 'main', id: 'shop' });
    await app.factories.store({ id: 'other' });
    await app.factories.location({ storeId: 'other', id: 'elsewhere' });

    const response = await app.inject(post('/api/webstore/getContactAndHours'));

    expect(response.json()).toMatchObject({ locations: [{ location_id: 'shop' }] });
  });
});
