import fs from 'node:fs';
import path from 'node:path';
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

  it('says to run the build when the web app has not been built', async () => {
    const app = await buildTestApp({ withWebBuild: false });

    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
