import fs from 'node:fs';
import path from 'node:path';
import { siteSettingsSchema } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';

describe('the web app and files', () => {
  it('answers a client-side route with index.html, status 200 and no-cache', async () => {
    const app = await buildTestApp();

    const response = await app.inject({ method: 'GET', url: '/browse/filter/s/FIC?x=1' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const app = await buildTestApp();

    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 rather than the web app', async () => {
    const app = await buildTestApp();

    const response = await app.inject({ method: 'GET', url: '/assets/missing.js' });

    expect(response.statusCode).toBe(404);
  });

  it('serves files from DATA_DIR/files', async () => {
    const app = await buildTestApp();
    fs.mkdirSync(path.join(app.dataDir, 'files', 'stores'), { recursive: true });
    fs.writeFileSync(path.join(app.dataDir, 'files', 'stores', 'logo.svg'), '<svg/>');

    const response = await app.inject({ method: 'GET', url: '/files/stores/logo.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<svg/>');
  });

  it('serves a robots.txt that keeps crawlers out of the API, checkout and account', async () => {
    const app = await buildTestApp();

    const response = await app.inject({ method: 'GET', url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /checkout');
    expect(response.body).toContain('Disallow: /account');
  });

  it("embeds the store's settings in the page as inert JSON that no setting can break out of", async () => {
    const app = await buildTestApp();
    await app.factories.store({ id: 'main', name: 'Books </script><script>alert(1)</script>', isDefault: true });

    const response = await app.inject({ method: 'GET', url: '/' });

    const element = /<script type="application\/json" id="bf-settings">([\s\S]*?)<\/script>/.exec(response.body);
    expect(element?.[1]).not.toContain('<');
    const settings = siteSettingsSchema.parse(JSON.parse(element?.[1] ?? ''));
    expect(settings.store_info.name).toBe('Books </script><script>alert(1)</script>');
    // The settings and the first answers (plugins/first-answers.ts), nothing the store's name opened.
    expect(response.body.match(/<script/g)).toHaveLength(2);
  });

  it('embeds the settings of the store named by the first path segment', async () => {
    const app = await buildTestApp();
    await app.factories.store({ id: 'main', isDefault: true });
    await app.factories.store({ id: 'north', name: 'Northside Books', basename: 'northside' });

    const response = await app.inject({ method: 'GET', url: '/Northside/browse' });

    expect(response.body).toContain('"name":"Northside Books"');
  });

  it('sends the page without settings when no store serves it', async () => {
    const app = await buildTestApp();

    const response = await app.inject({ method: 'GET', url: '/browse' });

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('bf-settings');
  });

  it("names the browse page's chunks in its head, so they load with the start-up chunk", async () => {
    const app = await buildTestApp();
    await app.factories.store({ id: 'north', name: 'Northside Books', basename: 'northside', isDefault: true });
    fs.writeFileSync(
      path.join(app.webDistDir, 'index.html'),
      '<!doctype html><html><head><title>Bookfront</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(app.webDistDir, 'page-preloads.json'),
      JSON.stringify({ browse: { scripts: ['assets/browse-page-1.js'], styles: ['assets/browse-page-1.css'] } }),
    );

    const browse = await app.inject({ method: 'GET', url: '/northside/browse/filter/t/war' });
    const features = await app.inject({ method: 'GET', url: '/northside/features' });

    const head = browse.body.slice(0, browse.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/browse-page-1.js" />');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/browse-page-1.css" />');
    expect(features.body).not.toContain('modulepreload');
  });

  it('says to run the build when the web app has not been built', async () => {
    const app = await buildTestApp({ withWebBuild: false });

    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
