import fs from 'node:fs';
import path from 'node:path';
import type { StoreSettingsInput } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { describeEachDatabase } from '../test/databases.ts';

const settings: StoreSettingsInput = {
  site_navigation: [
    {
      id: 'browse',
      label: 'Browse',
      path: '/browse',
      type: 'browse',
      submenu: [
        { id: 'browse-fiction', label: 'Fiction', path: '/fiction', type: 'browse', search: '/browse/filter/s/FIC' },
      ],
    },
    { id: 'about', label: 'About', path: '/about', type: 'custom' },
    { id: 'staff', label: 'Staff favourites', path: '/staff-favourites', type: 'link' },
  ],
  url_shortcuts: [{ key: 'holiday', path: '/browse/filter/s/FIC' }],
};

describeEachDatabase('the status of a page', (dialect) => {
  async function statusOf(url: string) {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true, settings });
    await app.factories.store({ id: 'north', basename: 'northside', settings });
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.body };
  }

  it('answers 404 for a path that is no route, navigation item or url shortcut, with the app to draw its 404 page', async () => {
    const page = await statusOf('/no-such-page');

    expect(page.status).toBe(404);
    expect(page.body).toContain('<div id="root">');
  });

  it.each([
    '/',
    '/home',
    '/browse',
    '/browse/filter/s/FIC',
    '/browse/browse-fiction',
    '/browse/holiday',
    '/r/ei/9780316769488',
    '/account/login',
    '/checkout/cart',
    '/contact-hours',
    '/about',
    '/staff-favourites',
    '/fiction',
    '/holiday',
    '/HOLIDAY',
    '/northside/about',
    '/northside/browse/browse-fiction',
  ])('answers 200 for %s', async (url) => {
    expect((await statusOf(url)).status).toBe(200);
  });

  it.each([
    '/browse/no-such-section',
    '/browse/browse-fiction/more',
    '/about/team',
    '/gift-registry',
    '/privacy-policy',
    '/northside/no-such-page',
  ])('answers 404 for %s', async (url) => {
    expect((await statusOf(url)).status).toBe(404);
  });
});

describeEachDatabase("the store's own head and body", (dialect) => {
  it('puts custom_head in the head and custom_body at the end of the body, its scripts allowed by the nonce of the policy', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({
      id: 'main',
      isDefault: true,
      settings: {
        custom_head: '<meta name="shop-verification" content="abc"><script>window.shopHead = 1;</script>',
        custom_body: '<SCRIPT src="https://widgets.example/chat.js" async></SCRIPT>',
      },
    });
    fs.writeFileSync(
      path.join(app.webDistDir, 'index.html'),
      '<!doctype html><html><head><title>Bookfront</title></head><body><div id="root"></div></body></html>',
    );

    const response = await app.inject({ method: 'GET', url: '/browse' });

    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    const [head = '', body = ''] = response.body.split('</head>');
    expect(head).toContain(
      `<meta name="shop-verification" content="abc"><script nonce="${nonce}">window.shopHead = 1;</script>`,
    );
    expect(body).toMatch(
      new RegExp(
        `<script nonce="${nonce?.replace(/[+/]/g, '\\$&')}" src="https://widgets.example/chat.js" async></SCRIPT>\\s*</body>`,
      ),
    );
  });

  it('gives each page a nonce of its own', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });

    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url: '/' }),
      app.inject({ method: 'GET', url: '/' }),
    ]);

    expect(first.headers['content-security-policy']).toMatch(/script-src 'self' [^;]*'nonce-/);
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });
});
