import { giftCardPageSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { loadDemo } from '../../demo/load-demo.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { fixtureCatalogueDir } from '../../test/fixtures.ts';

const getPage = { method: 'POST' as const, url: '/api/giftcard/get', payload: {} };

describeEachDatabase('giftcard/get', (dialect) => {
  it("answers the store's gift cards, its own words sanitised, and whether the balance checker shows", async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({
      id: 'riverbend',
      isDefault: true,
      settings: {
        show_gc_balanace_checker: true,
        store_giftcards: [
          { id: 'e-gift', name: 'E-gift card', description: 'Sent by email.', image_url: '/files/e-gift.png' },
          { id: 'shop-card', name: 'Card from the counter' },
        ],
        webstore_custom_elements: [
          { id: 'groups', title: 'For groups', html: '<p onclick="x()">Call us.</p><script>alert(1)</script>' },
          { id: 'empty', html: '<script>alert(1)</script>' },
        ],
      },
    });

    const response = await app.inject(getPage);

    expect(response.statusCode).toBe(200);
    expect(giftCardPageSchema.parse(response.json())).toEqual({
      store_giftcards: [
        { id: 'e-gift', name: 'E-gift card', description: 'Sent by email.', image_url: '/files/e-gift.png' },
        { id: 'shop-card', name: 'Card from the counter', description: '', image_url: '' },
      ],
      show_gc_balanace_checker: true,
      webstore_custom_elements: [{ id: 'groups', title: 'For groups', html: '<p>Call us.</p>' }],
    });
  });

  it('answers empty content for a store that set none, and keeps it out of the settings every page loads', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'plain', isDefault: true });

    const page = (await app.inject(getPage)).json<unknown>();
    const settings = (await app.inject({ ...getPage, url: '/api/store/getSettings' })).json<Record<string, unknown>>();

    expect(page).toEqual({ store_giftcards: [], show_gc_balanace_checker: false, webstore_custom_elements: [] });
    expect(settings).not.toHaveProperty('store_giftcards');
    expect(settings).not.toHaveProperty('webstore_custom_elements');
  });

  it('answers each store its own content, and a change at once', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({
      id: 'riverbend',
      isDefault: true,
      settings: { store_giftcards: [{ id: 'e-gift', name: 'E-gift card' }] },
    });
    await app.factories.store({ id: 'east', hostnames: ['east.example'] });

    const east = (await app.inject({ ...getPage, headers: { host: 'east.example' } })).json<{ store_giftcards: [] }>();
    await app.factories.setSetting('riverbend', 'store_giftcards', [{ id: 'holiday', name: 'Holiday card' }]);
    const riverbend = (await app.inject(getPage)).json<{ store_giftcards: { name: string }[] }>();

    expect(east.store_giftcards).toEqual([]);
    expect(riverbend.store_giftcards.map((card) => card.name)).toEqual(['Holiday card']);
  });

  it('refuses a gift card setting without a name or with a javascript: picture', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'riverbend', isDefault: true });

    await expect(app.factories.setSetting('riverbend', 'store_giftcards', [{ id: 'a', name: '' }])).rejects.toThrow();
    await expect(
      app.factories.setSetting('riverbend', 'store_giftcards', [
        { id: 'a', name: 'A', image_url: 'javascript:alert(1)' },
      ]),
    ).rejects.toThrow(/http\(s\) address or a path/);
  });

  it('gives the demo store two gift cards and a word for groups', async () => {
    const app = await buildTestApp({ dialect });
    await loadDemo({ db: app.db, dataDir: app.dataDir, catalogueDir: fixtureCatalogueDir });

    const page = giftCardPageSchema.parse((await app.inject(getPage)).json());

    expect(page.store_giftcards.map((card) => card.name)).toEqual(['E-gift card', 'Card from the counter']);
    expect(page.webstore_custom_elements[0]?.html).toContain('href="mailto:info@riverbendbooks.example"');
    expect(page.show_gc_balanace_checker).toBe(true);
  });
});
