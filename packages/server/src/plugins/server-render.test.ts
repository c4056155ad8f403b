import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseDialect } from '../db/database.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { insertStock, insertTitle } from '../test/catalogue-rows.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createServerRender, serverEntryPath } from './server-render.ts';

const host = 'books.example';
const titles = [
  { eisbn: '9780316769488', title: 'The Catcher in the Rye' },
  { eisbn: '9780061120084', title: 'To Kill a Mockingbird' },
];

/** The web app's own server entry, as `vite build --ssr` builds it into dist/server. */
const webServerEntry = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));

/** The test's web build with a server entry: the web app's own, or `source` standing in for it. */
function writeServerEntry(
  app: TestApp,
  source = `export { renderApp, earlyPressScript } from ${JSON.stringify(webServerEntry)};\n`,
) {
  const file = serverEntryPath(app.webDistDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
}

async function storeWithTitles(dialect: DatabaseDialect) {
  const app = await buildTestApp({ dialect });
  const store = await app.factories.store({ id: 'riverbend', name: 'Riverbend Books', hostnames: [host] });
  const location = await app.factories.location({ storeId: store.id, id: 'downtown' });
  for (const title of titles) {
    await insertTitle(app.db, title);
    await insertStock(app.db, { storeId: store.id, locationId: location.id, eisbn: title.eisbn });
  }
  return app;
}

const getPage = (app: TestApp, url: string, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host }, cookies });

/** What the server drew inside #root: up to the embedded settings, which follow it. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<script type="application\/json" id="bf-settings">/.exec(html)?.[1] ?? '';

describeEachDatabase('the first screen drawn on the server', (dialect) => {
  it("draws the browse page's first titles and their covers for a visitor without a session", async () => {
    const app = await storeWithTitles(dialect);
    writeServerEntry(app);

    const page = await getPage(app, '/browse');

    const root = rootOf(page.body);
    expect(page.statusCode).toBe(200);
    expect(root).toContain('<h1');
    for (const title of titles) expect(root).toContain(title.title);
    for (const title of titles) expect(root).toMatch(new RegExp(`<img[^>]+src="/covers/${title.eisbn}`));
    // Per visitor still: the answers it was drawn from are embedded beside it.
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it("draws an item page's title, author and cover", async () => {
    const app = await storeWithTitles(dialect);
    writeServerEntry(app);

    const page = await getPage(app, '/item/9780316769488');

    const root = rootOf(page.body);
    expect(root).toMatch(/<h1[^>]*>The Catcher in the Rye<\/h1>/);
    expect(root).toContain('Ada Fields');
    expect(root).toMatch(/<img[^>]+src="\/covers\/9780316769488/);
  });

  it("holds a press made before the browser takes the page over, with a script its head carries under the policy's nonce", async () => {
    const app = await storeWithTitles(dialect);
    writeServerEntry(app);

    const page = await getPage(app, '/item/9780316769488');

    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    const [head = ''] = page.body.split('</head>');
    const script = new RegExp(`<script nonce="${nonce?.replace(/[+/]/g, '\\$&')}">([\\s\\S]*?)</script>`).exec(
      head,
    )?.[1];
    expect(nonce).toBeDefined();
    expect(script).toContain('bookfrontTakeEarlyPress');
    // Only the browser marks the page ready, once the app has taken it over.
    expect(page.body).not.toContain('data-hydrated');
  });

  it('leaves the page of a visitor with a session to the browser, so no customer is drawn on the server', async () => {
    const app = await storeWithTitles(dialect);
    writeServerEntry(app);
    const session = await app.inject({ method: 'POST', url: '/api/session/get', headers: { host }, payload: {} });
    const cookies = Object.fromEntries(session.cookies.map(({ name, value }) => [name, value]));

    const page = await getPage(app, '/browse', cookies);

    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('id="bf-first-answers"');
    // Nothing drawn, nothing to press before the app draws it.
    expect(page.body).not.toContain('bookfrontTakeEarlyPress');
  });
});

describe('the first screen drawn on the server, when it cannot be', () => {
  it('sends the page for the browser to draw when the render fails, and logs it once', async () => {
    const app = await storeWithTitles('sqlite');
    writeServerEntry(app, 'export async function renderApp() { throw new Error("the render broke"); }\n');
    const logged = vi.spyOn(app.app.log, 'error');

    const first = await getPage(app, '/browse');
    const second = await getPage(app, '/browse');

    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<div id="root"></div>');
    expect(first.body).toContain('id="bf-first-answers"');
    expect(second.body).toContain('<div id="root"></div>');
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('gives up a render that takes longer than its bound', async () => {
    const webDistDir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'server-render-'));
    fs.mkdirSync(path.join(webDistDir, 'server'));
    fs.writeFileSync(serverEntryPath(webDistDir), 'export const renderApp = () => new Promise(() => {});\n');
    const render = createServerRender({ webDistDir, timeoutMs: 20 });
    const log = { error: vi.fn() };

    const markup = await render({ log } as unknown as FastifyRequest, { url: '/browse', embedded: {} });

    expect(markup).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it('does not serve the server entry as a file', async () => {
    const app = await storeWithTitles('sqlite');
    writeServerEntry(app);

    const response = await getPage(app, '/server/entry-server.mjs');

    expect(response.body).not.toContain('renderApp');
  });
});
