import { storeSettingsSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertCover, insertStock, insertTitle } from '../../test/catalogue-rows.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createTitleFactsService } from '../catalog/title-facts-service.ts';
/* eslint-disable-next-line boundaries/dependencies -- the test wires the service as app.ts does, from a real repository */
import { createTitleRepository } from '../catalog/title-repository.ts';
import { createTitleService } from '../catalog/title-service.ts';
import type { StoreContext } from '../store/service.ts';
import { createSeoService } from './service.ts';

const eisbn = '9780316769488';
const host = 'books.example';

async function storeWithTitle(dialect: DatabaseDialect, title: Partial<Parameters<typeof insertTitle>[1]> = {}) {
  const app = await buildTestApp({ dialect });
  const store = await app.factories.store({ id: 'riverbend', name: 'Riverbend Books', hostnames: [host] });
  const location = await app.factories.location({ storeId: store.id, id: 'downtown' });
  await insertTitle(app.db, {
    eisbn,
    title: 'The Catcher in the Rye',
    authors: ['J. D. Salinger'],
    description: '<p>A <b>classic</b> of teenage alienation &amp; loss.</p>',
    publisher: 'Little, Brown',
    releaseDate: 1_000_000_000,
    pages: 277,
    binding: 'Hardcover',
    bindingCode: 'HC',
    ...title,
  });
  await insertStock(app.db, { storeId: store.id, locationId: location.id, eisbn, onhand: 2, priceCents: 1799 });
  return { app, store, location };
}

const getPage = (app: TestApp, url: string, hostname = host) =>
  app.inject({ method: 'GET', url, headers: { host: hostname } });

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describeEachDatabase('the item page for search engines', (dialect) => {
  it("puts the item's title, description, canonical link and Open Graph tags into the head", async () => {
    const { app } = await storeWithTitle(dialect);

    const response = await getPage(app, `/item/${eisbn}`);

    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>The Catcher in the Rye | Riverbend Books</title>');
    expect(html).not.toContain('<title>Bookfront</title>');
    expect(html).toContain('<meta name="description" content="A classic of teenage alienation &amp; loss." />');
    expect(html).toContain(`<link rel="canonical" href="http://${host}/item/${eisbn}" />`);
    expect(html).toContain('<meta property="og:type" content="book" />');
    expect(html).toContain('<meta property="og:title" content="The Catcher in the Rye" />');
    expect(html).toContain(`<meta property="og:image" content="http://${host}/covers/${eisbn}.svg" />`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('describes the book and its offer at the default location in schema.org JSON-LD', async () => {
    const { app } = await storeWithTitle(dialect);
    await insertCover(app.db, { eisbn, cacheKey: 'k7', contentType: 'image/jpeg', path: 'covers/x.jpg', bytes: 1 });

    const response = await getPage(app, `/item/${eisbn}`);

    expect(jsonLdOf(response.body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'The Catcher in the Rye',
      author: [{ '@type': 'Person', name: 'J. D. Salinger' }],
      isbn: eisbn,
      publisher: { '@type': 'Organization', name: 'Little, Brown' },
      datePublished: '2001-09-09',
      numberOfPages: 277,
      bookFormat: 'https://schema.org/Hardcover',
      inLanguage: 'eng',
      image: `http://${host}/covers/${eisbn}-k7`,
      url: `http://${host}/item/${eisbn}`,
      description: 'A classic of teenage alienation & loss.',
      offers: {
        '@type': 'Offer',
        price: '17.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: `http://${host}/item/${eisbn}`,
        seller: { '@type': 'Organization', name: 'Riverbend Books' },
      },
    });
  });

  it('escapes a title that tries to close the script or the attribute', async () => {
    const title = `Bad </script><script>alert("x")</script> "Quotes" & 'Apostrophes' $& $'`;
    const { app } = await storeWithTitle(dialect, { title, description: null });

    const html = (await getPage(app, `/item/${eisbn}`)).body;

    expect(html).not.toContain('<script>alert');
    // The book's JSON-LD, the store's settings and the first answers, each closed once.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).toContain(
      '<meta property="og:title" content="Bad &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Quotes&quot; &amp; &#39;Apostrophes&#39; $&amp; $&#39;" />',
    );
    expect(jsonLdOf(html)).toMatchObject({ name: title });
  });

  it("preloads the cover at the address the web app asks for it, on the page's own origin", async () => {
    const { app } = await storeWithTitle(dialect);
    await insertCover(app.db, { eisbn, cacheKey: 'k7', contentType: 'image/jpeg', path: 'covers/x.jpg', bytes: 1 });

    const response = await getPage(app, `/item/${eisbn}`);

    expect(response.body).toContain(
      `<link rel="preload" as="image" href="/covers/${eisbn}-k7" fetchpriority="high" />`,
    );
  });

  it('uses the base_url setting for absolute addresses', async () => {
    const { app, store } = await storeWithTitle(dialect);
    await app.factories.setSetting(store.id, 'store_info.base_url', 'https://www.riverbend.example/');

    const html = (await getPage(app, `/item/${eisbn}/lists/abc`)).body;

    expect(html).toContain(`<link rel="canonical" href="https://www.riverbend.example/item/${eisbn}" />`);
    expect(html).toContain(`content="https://www.riverbend.example/covers/${eisbn}.svg"`);
  });

  it('describes the title of an ISBN-10 link under its ISBN-13 address', async () => {
    const { app } = await storeWithTitle(dialect);

    const html = (await getPage(app, '/item/0316769487')).body;

    expect(html).toContain(`<link rel="canonical" href="http://${host}/item/${eisbn}" />`);
  });

  it('answers an unknown item with 404, noindex and the web app', async () => {
    const { app } = await storeWithTitle(dialect);

    const response = await getPage(app, '/item/9780141439518');

    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).toContain('<title>No Results | Riverbend Books</title>');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('serves a store under its basename with addresses under that basename', async () => {
    const { app } = await storeWithTitle(dialect);
    const shared = await app.factories.store({ id: 'lakeside', name: 'Lakeside Books', basename: 'lakeside' });
    await app.factories.location({ storeId: shared.id, id: 'main' });

    const html = (await getPage(app, `/lakeside/item/${eisbn}`, 'shared.example')).body;

    expect(html).toContain('<title>The Catcher in the Rye | Lakeside Books</title>');
    expect(html).toContain(`<link rel="canonical" href="http://shared.example/lakeside/item/${eisbn}" />`);
    expect(jsonLdOf(html)).not.toHaveProperty('offers');
  });

  it('tells nothing about items of a private store', async () => {
    const { app, store } = await storeWithTitle(dialect);
    await app.factories.setSetting(store.id, 'is_private', true);

    const html = (await getPage(app, `/item/${eisbn}`)).body;

    expect(html).not.toContain('Catcher');
    expect(html).toContain('<title>Bookfront</title>');
  });
});

describeEachDatabase('sitemap.xml and robots.txt', (dialect) => {
  it('lists the store pages and its titles with stock to sell', async () => {
    const { app, store, location } = await storeWithTitle(dialect);
    await insertTitle(app.db, { eisbn: '9780141439518', title: 'Out of print' });
    await insertStock(app.db, {
      storeId: store.id,
      locationId: location.id,
      eisbn: '9780141439518',
      availabilityCode: 'out_of_print',
    });
    await insertTitle(app.db, { eisbn: '9780061120084', title: 'Not stocked' });

    const response = await getPage(app, '/sitemap.xml');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `http://${host}/`,
      `http://${host}/browse`,
      `http://${host}/contact-hours`,
      `http://${host}/item/${eisbn}`,
    ]);
  });

  it('leaves out the titles the store hides from its storefront, and counts its pages without them', async () => {
    const { app, store, location } = await storeWithTitle(dialect);
    const other = await app.factories.store({ id: 'harbour', name: 'Harbour Books', hostnames: ['harbour.example'] });
    await app.factories.location({ storeId: other.id, id: 'harbour' });
    await insertStock(app.db, { storeId: other.id, locationId: 'harbour', eisbn });
    await insertTitle(app.db, { eisbn: '9780141439518', title: 'Shown' });
    await insertStock(app.db, { storeId: store.id, locationId: location.id, eisbn: '9780141439518' });
    await createCatalogFactories(app.db).hide(store.id, eisbn);

    const sitemap = await getPage(app, '/sitemap.xml');
    const atHarbour = await getPage(app, '/sitemap.xml', 'harbour.example');
    const counted = await createTitleFactsService(createTitleRepository(app.db)).countStocked({
      storeId: store.id,
      availabilityCodes: ['available'],
    });

    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs.filter((loc) => loc?.includes('/item/'))).toEqual([`http://${host}/item/9780141439518`]);
    expect(counted).toBe(1);
    expect(atHarbour.body).toContain(`<loc>http://harbour.example/item/${eisbn}</loc>`);
  });

  it('becomes a sitemap index with pages when the store has more URLs than one file holds', async () => {
    const { app, store, location } = await storeWithTitle(dialect);
    for (const other of ['9780141439518', '9780061120084', '9780743273565']) {
      await insertTitle(app.db, { eisbn: other, title: other });
      await insertStock(app.db, { storeId: store.id, locationId: location.id, eisbn: other });
    }
    const storeContext: StoreContext = {
      id: store.id,
      name: store.name,
      basename: null,
      revision: 1,
      settings: storeSettingsSchema.parse({}),
      locations: [],
      isConsolidatedMultistore: false,
      siteSettingsJson: '{}',
    };
    const titleRepository = createTitleRepository(app.db);
    const seo = createSeoService(
      {
        titles: createTitleService(titleRepository),
        titleFacts: createTitleFactsService(titleRepository),
        stores: {
          resolveStore: async () => storeContext,
          hasOwnHost: async () => true,
          findBasenameStores: async () => [],
        },
      },
      { maxUrlsPerSitemap: 3 },
    );
    const request = { hostname: host, origin: `https://${host}` };

    const index = await seo.sitemap(request);
    const pages = await Promise.all([1, 2, 3].map((page) => seo.sitemap({ ...request, page })));

    expect(index).toContain('<sitemapindex');
    expect([...(index ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      `https://${host}/sitemap-1.xml`,
      `https://${host}/sitemap-2.xml`,
      `https://${host}/sitemap-3.xml`,
    ]);
    const pageLocs = pages.map((page) =>
      [...(page ?? '').matchAll(/<loc>[^<]*\/(item\/\d+|browse|contact-hours|)<\/loc>/g)].map((m) => m[1]),
    );
    expect(pageLocs).toEqual([
      ['', 'browse', 'contact-hours'],
      ['item/9780061120084', 'item/9780141439518', 'item/9780316769488'],
      ['item/9780743273565'],
    ]);
    expect(await seo.sitemap({ ...request, page: 4 })).toBeNull();
  });

  it('serves the sitemap page addresses it lists', async () => {
    const { app } = await storeWithTitle(dialect);

    const response = await getPage(app, '/sitemap-1.xml');
    const missing = await getPage(app, '/sitemap-2.xml');

    expect(response.statusCode).toBe(200);
    expect(missing.statusCode).toBe(404);
  });

  it("names the host's sitemap in robots.txt and keeps the private areas closed", async () => {
    const { app } = await storeWithTitle(dialect);

    const response = await getPage(app, '/robots.txt');

    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    expect(response.body).not.toContain('lakeside');
  });

  it('lists the sitemaps of the stores under a basename on a shared host', async () => {
    const { app } = await storeWithTitle(dialect);
    await app.factories.store({ id: 'main', name: 'Main', isDefault: true });
    await app.factories.store({ id: 'lakeside', name: 'Lakeside Books', basename: 'lakeside' });

    const robots = await getPage(app, '/robots.txt', 'shared.example');
    const sitemap = await getPage(app, '/lakeside/sitemap.xml', 'shared.example');
    const unknown = await getPage(app, '/nowhere/sitemap.xml', 'shared.example');

    expect(robots.body).toContain(
      'Sitemap: http://shared.example/sitemap.xml\nSitemap: http://shared.example/lakeside/sitemap.xml',
    );
    expect(sitemap.body).toContain('<loc>http://shared.example/lakeside/browse</loc>');
    expect(unknown.statusCode).toBe(404);
  });

  it('closes a private store to crawlers', async () => {
    const { app, store } = await storeWithTitle(dialect);
    await app.factories.setSetting(store.id, 'is_private', true);

    const robots = await getPage(app, '/robots.txt');
    const sitemap = await getPage(app, '/sitemap.xml');

    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    expect(sitemap.statusCode).toBe(404);
  });
});
