import fs from 'node:fs';
import path from 'node:path';
import { coverUrl, emptyBrowseFilter, parseBrowseFilterPath } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import type { DatabaseDialect } from '../db/database.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { insertStock, insertTitle } from '../test/catalogue-rows.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { loadDemoPages } from '../demo/demo-pages.ts';
import { pageFirstCall, pageFirstCalls } from './first-answers.ts';

const eisbn = '9780316769488';
const host = 'books.example';

type Entry = { action: string; payload: unknown; answer: unknown };

async function storeWithTitle(dialect: DatabaseDialect, title = 'The Catcher in the Rye') {
  const app = await buildTestApp({ dialect });
  const store = await app.factories.store({ id: 'riverbend', name: 'Riverbend Books', hostnames: [host] });
  const location = await app.factories.location({ storeId: store.id, id: 'downtown' });
  await insertTitle(app.db, { eisbn, title });
  await insertStock(app.db, { storeId: store.id, locationId: location.id, eisbn });
  return { app, store };
}

const getPage = (app: TestApp, url: string, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host }, cookies });

const callApi = (app: TestApp, action: string, payload: object, cookies: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/${action}`, headers: { host }, cookies, payload });

/** The embedded element's text, which must never hold a '<', and the entries it parses to. */
function firstAnswersOf(html: string): { text: string; entries: Entry[] } {
  const text = /<script type="application\/json" id="bf-first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return { text, entries: text ? (JSON.parse(text) as Entry[]) : [] };
}

const answerOf = (html: string, action: string) =>
  firstAnswersOf(html).entries.find((entry) => entry.action === action)?.answer;

/** The cookies a response sets, as the browser would send them back. */
const cookiesOf = (response: { cookies: { name: string; value: string }[] }) =>
  Object.fromEntries(response.cookies.map(({ name, value }) => [name, value]));

describe('pageFirstCall', () => {
  it.each([
    ['/', null, { action: 'webstore/getContactAndHours', payload: {} }],
    ['/home', null, { action: 'webstore/getContactAndHours', payload: {} }],
    ['/northside', '/northside', { action: 'webstore/getContactAndHours', payload: {} }],
    ['/browse', null, { action: 'browse/get', payload: emptyBrowseFilter }],
    ['/Northside/browse/filter/t/war', '/northside', { action: 'browse/get', payload: parseBrowseFilterPath('t/war') }],
    ['/item/9780316769488', null, { action: 'title/getItem', payload: { eisbn: '9780316769488' } }],
    ['/northside/item/0316769487', 'northside', { action: 'title/getItem', payload: { eisbn: '0316769487' } }],
  ])('asks what the web app asks first on %s', (path, basename, call) => {
    expect(pageFirstCall(path, basename)).toEqual(call);
  });

  it.each([
    '/browse/filter/zz/1',
    '/browse/url',
    '/browse/browse-fiction',
    '/item/123/lists/abc',
    '/features',
    '/item/%E0%A4%A',
  ])('asks nothing of its own on %s', (path) => {
    expect(pageFirstCall(path, null)).toBeNull();
  });
});

describe('pageFirstCalls', () => {
  it('asks for the home page’s blocks before its hours, and for no blocks elsewhere', () => {
    expect(pageFirstCalls('/', null)).toEqual([
      { action: 'titlelist/getCustom', payload: { page_id: 'landing' } },
      { action: 'titlelist/getCustom', payload: { page_id: 'home' } },
      { action: 'webstore/getContactAndHours', payload: {} },
    ]);
    expect(pageFirstCalls('/northside/home', 'northside')).toEqual([
      { action: 'titlelist/getCustom', payload: { page_id: 'home' } },
      { action: 'webstore/getContactAndHours', payload: {} },
    ]);
    expect(pageFirstCalls('/browse', null)).toEqual([{ action: 'browse/get', payload: emptyBrowseFilter }]);
    expect(pageFirstCalls('/features', null)).toEqual([]);
  });
});

describeEachDatabase('first answers in the page', (dialect) => {
  it("embeds a returning visitor's session/get answer, and starts no session for a visitor without one", async () => {
    const { app } = await storeWithTitle(dialect);
    const visitor = cookiesOf(await callApi(app, 'session/get', {}, {}));

    const returning = await getPage(app, '/', visitor);
    const firstVisit = await getPage(app, `/item/${eisbn}`);

    expect(answerOf(returning.body, 'session/get')).toEqual((await callApi(app, 'session/get', {}, visitor)).json());
    expect(returning.cookies).toEqual([]);
    // A crawler keeps no cookies: its page views leave no session rows behind.
    expect(firstVisit.cookies).toEqual([]);
    expect(firstAnswersOf(firstVisit.body).entries.map(({ action }) => action)).toEqual(['title/getItem']);
    expect(await app.db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
  });

  it('sends a page with embedded answers privately, to be revalidated on every load', async () => {
    const { app } = await storeWithTitle(dialect);

    const page = await getPage(app, '/browse');

    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it("embeds the home page's opening hours", async () => {
    const { app } = await storeWithTitle(dialect);

    const page = await getPage(app, '/');

    const hours = await callApi(app, 'webstore/getContactAndHours', {}, {});
    expect(answerOf(page.body, 'webstore/getContactAndHours')).toEqual(hours.json());
  });

  it("embeds the home page's blocks", async () => {
    const { app } = await storeWithTitle(dialect);

    const page = await getPage(app, '/');

    const blocks = await callApi(app, 'titlelist/getCustom', { page_id: 'home' }, {});
    expect(answerOf(page.body, 'titlelist/getCustom')).toEqual(blocks.json());
  });

  it("embeds browse/get's answer for the filter in the URL and the visitor's location", async () => {
    const { app } = await storeWithTitle(dialect);
    const visitor = cookiesOf(await callApi(app, 'session/get', {}, {}));
    await callApi(app, 'webstore/setMultistoreLocation', { location_id: 'downtown' }, visitor);

    const page = await getPage(app, '/browse/filter/t/catcher/k/keyword', visitor);

    const filter = parseBrowseFilterPath('t/catcher/k/keyword');
    const results = await callApi(app, 'browse/get', filter, visitor);
    const entry = firstAnswersOf(page.body).entries.find(({ action }) => action === 'browse/get');
    expect(entry?.payload).toEqual(filter);
    expect(entry?.answer).toEqual(results.json());
    expect(results.json()).toMatchObject({ row_count: 1 });
    expect(answerOf(page.body, 'session/get')).toMatchObject({ location_id: 'downtown' });
  });

  it("preloads the first results' covers from the browse page's head", async () => {
    const { app, store } = await storeWithTitle(dialect);
    await insertTitle(app.db, { eisbn: '9780316769174', title: 'Catcher notes' });
    await insertStock(app.db, { storeId: store.id, locationId: 'downtown', eisbn: '9780316769174' });
    fs.writeFileSync(
      path.join(app.webDistDir, 'index.html'),
      '<!doctype html><html><head><title>Bookfront</title></head><body><div id="root"></div></body></html>',
    );

    const page = await getPage(app, '/browse/filter/t/catcher/k/keyword');

    const results = answerOf(page.body, 'browse/get') as { rows: { eisbn: string; cover_image_cache: string }[] };
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(results.rows).toHaveLength(2);
    for (const row of results.rows) {
      expect(head).toContain(`<link rel="preload" as="image" href="${coverUrl(row)}" fetchpriority="high" />`);
    }
  });

  it("preloads the home page's first banner from its head, and not where the landing page replaces the home page", async () => {
    const { app, store } = await storeWithTitle(dialect);
    await loadDemoPages(app.db, store.id, 1_795_000_000, '/files/stores/riverbend/winter-reading.svg');
    fs.writeFileSync(
      path.join(app.webDistDir, 'index.html'),
      '<!doctype html><html><head><title>Bookfront</title></head><body><div id="root"></div></body></html>',
    );
    const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));
    const bannerPreload =
      '<link rel="preload" as="image" href="/files/stores/riverbend/winter-reading.svg" fetchpriority="high" />';

    expect(headOf((await getPage(app, '/')).body)).toContain(bannerPreload);
    expect(headOf((await getPage(app, '/home')).body)).toContain(bannerPreload);
    expect(headOf((await getPage(app, '/browse')).body)).not.toContain(bannerPreload);

    // `/` shows the landing page instead once it has blocks: the home page's banner is not on it.
    await app.db
      .updateTable('customBlocks')
      .set({ pageId: 'landing' })
      .where('storeId', '=', store.id)
      .where('placement', '!=', 'banner')
      .execute();
    expect(headOf((await getPage(app, '/')).body)).not.toContain('rel="preload" as="image"');
    expect(headOf((await getPage(app, '/home')).body)).toContain(bannerPreload);
  });

  it("embeds the item page's title/getItem answer", async () => {
    const { app } = await storeWithTitle(dialect);
    const visitor = cookiesOf(await callApi(app, 'session/get', {}, {}));

    const page = await getPage(app, `/item/${eisbn}`, visitor);

    const item = await callApi(app, 'title/getItem', { eisbn }, visitor);
    expect(answerOf(page.body, 'title/getItem')).toEqual(item.json());
  });

  it('keeps the answers inert: no title can close the element', async () => {
    const { app } = await storeWithTitle(dialect, 'Books </script><script>alert(1)</script> & <!-- more');

    const page = await getPage(app, `/item/${eisbn}`);

    const { text } = firstAnswersOf(page.body);
    expect(text).not.toContain('<');
    expect(answerOf(page.body, 'title/getItem')).toMatchObject({
      title: 'Books </script><script>alert(1)</script> & <!-- more',
    });
    expect(page.body).not.toContain('<script>alert');
  });

  it("embeds only what a private store's gate lets the visitor see", async () => {
    const { app, store } = await storeWithTitle(dialect);
    await app.factories.setSetting(store.id, 'is_private', true);
    const customer = await app.factories.customer({ storeId: store.id });

    const guest = cookiesOf(await callApi(app, 'session/get', {}, {}));

    const guestPage = await getPage(app, `/item/${eisbn}`, guest);
    const customerPage = await getPage(app, `/item/${eisbn}`, await app.signIn(customer));

    expect(firstAnswersOf(guestPage.body).entries.map(({ action }) => action)).toEqual(['session/get']);
    expect(answerOf(guestPage.body, 'session/get')).toMatchObject({ logged_in: false });
    expect(answerOf(customerPage.body, 'title/getItem')).toMatchObject({ eisbn });
  });

  it('embeds the session alone when the page asks for nothing the API would answer', async () => {
    const { app } = await storeWithTitle(dialect);
    const visitor = cookiesOf(await callApi(app, 'session/get', {}, {}));

    const page = await getPage(app, '/item/9780000000002', visitor);

    expect(firstAnswersOf(page.body).entries.map(({ action }) => action)).toEqual(['session/get']);
  });

  it('starts no session for a HEAD request', async () => {
    const { app } = await storeWithTitle(dialect);

    const page = await app.inject({ method: 'HEAD', url: '/', headers: { host } });

    expect(page.cookies).toEqual([]);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
