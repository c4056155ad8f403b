import fs from 'node:fs';
import path from 'node:path';
import { coverUrl, interiorImageUrl } from '@bookfront/contract';
import { expect, it } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { insertCover, insertTitle } from '../../test/catalogue-rows.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { immutableCache, interiorFilePath, placeholderCache, staleKeyCache } from './service.ts';

const eisbn = '9780316769488';
const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

async function appWithStoredCover(options: { dialect: DatabaseDialect }) {
  const app = await buildTestApp(options);
  await insertTitle(app.db, { eisbn, title: 'The Catcher in the Rye', authors: ['J. D. Salinger'] });
  fs.mkdirSync(path.join(app.dataDir, 'files', 'covers'), { recursive: true });
  fs.writeFileSync(path.join(app.dataDir, 'files', 'covers', `${eisbn}.jpg`), jpegBytes);
  await insertCover(app.db, {
    eisbn,
    cacheKey: 'k1',
    contentType: 'image/jpeg',
    path: `covers/${eisbn}.jpg`,
    bytes: jpegBytes.length,
  });
  return app;
}

describeEachDatabase('GET /covers', (dialect) => {
  it('draws a 2:3 placeholder with the title and first author when there is no stored image', async () => {
    const app = await buildTestApp({ dialect });
    await insertTitle(app.db, { eisbn, title: 'The Catcher in the Rye', authors: ['J. D. Salinger', 'Ed Itor'] });

    const response = await app.inject({ method: 'GET', url: coverUrl({ eisbn, cover_image_cache: '' }) });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(placeholderCache);
    expect(response.body).toContain('viewBox="0 0 400 600"');
    expect(response.body).toContain('>The Catcher</tspan>');
    expect(response.body).toContain('>in the Rye</tspan>');
    expect(response.body).toContain('J. D. Salinger');
    expect(response.body).not.toContain('Ed Itor');
  });

  it('escapes a title that looks like markup', async () => {
    const app = await buildTestApp({ dialect });
    await insertTitle(app.db, { eisbn, title: '</text><script>alert("x")</script> & Co', authors: ["O'Brien"] });

    const response = await app.inject({ method: 'GET', url: `/covers/${eisbn}.svg` });

    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&lt;script&gt;');
    expect(response.body).toContain('&amp; Co');
    expect(response.body).toContain('O&#39;Brien');
  });

  it('streams the stored image under its cache key with a long, immutable cache', async () => {
    const app = await appWithStoredCover({ dialect });

    const response = await app.inject({ method: 'GET', url: coverUrl({ eisbn, cover_image_cache: 'k1' }) });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(immutableCache);
    expect(response.rawPayload.equals(jpegBytes)).toBe(true);
  });

  it('answers an out-of-date cache key with the current image, cached only briefly', async () => {
    const app = await appWithStoredCover({ dialect });

    const response = await app.inject({ method: 'GET', url: `/covers/${eisbn}-old.jpg` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(staleKeyCache);
    expect(response.rawPayload.equals(jpegBytes)).toBe(true);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const app = await appWithStoredCover({ dialect });

    const response = await app.inject({
      method: 'GET',
      url: `/covers/${eisbn}-k1`,
      headers: { 'if-none-match': '"k1"' },
    });

    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
  });

  it('answers an unknown eisbn with 404', async () => {
    const app = await buildTestApp({ dialect });

    const placeholder = await app.inject({ method: 'GET', url: '/covers/9780141439518.svg' });
    const image = await app.inject({ method: 'GET', url: '/covers/9780141439518-k1' });

    expect(placeholder.statusCode).toBe(404);
    expect(image.statusCode).toBe(404);
  });

  it.each([
    '/covers/..%2F..%2Fsecret.txt',
    '/covers/..%2Fsecret.txt',
    '/covers/%2e%2e%2fsecret.txt',
    '/covers/9780316769488-k1%2F..%2F..%2Fsecret.txt',
  ])('never reads outside the covers: %s', async (url) => {
    const app = await appWithStoredCover({ dialect });
    fs.writeFileSync(path.join(app.dataDir, 'secret.txt'), 'top secret');
    fs.writeFileSync(path.join(app.dataDir, 'files', 'secret.txt'), 'top secret');

    const response = await app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('top secret');
  });

  it('sends the placeholder when a stored path points outside DATA_DIR/files', async () => {
    const app = await buildTestApp({ dialect });
    await insertTitle(app.db, { eisbn, title: 'Escape Artist' });
    fs.writeFileSync(path.join(app.dataDir, 'secret.jpg'), 'secret');
    await insertCover(app.db, { eisbn, cacheKey: 'k1', contentType: 'image/jpeg', path: '../secret.jpg', bytes: 6 });

    const response = await app.inject({ method: 'GET', url: `/covers/${eisbn}-k1` });

    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).not.toContain('secret');
  });

  it('never serves a stored file whose type is not a raster image', async () => {
    const app = await buildTestApp({ dialect });
    await insertTitle(app.db, { eisbn, title: 'Vector' });
    fs.writeFileSync(path.join(app.dataDir, 'files', 'evil.svg'), '<svg><script>alert(1)</script></svg>');
    await insertCover(app.db, { eisbn, cacheKey: 'k1', contentType: 'image/svg+xml', path: 'evil.svg', bytes: 36 });

    const response = await app.inject({ method: 'GET', url: `/covers/${eisbn}-k1` });

    expect(response.body).not.toContain('alert(1)');
  });

  it('serves a stored interior image at its address for good, and nothing else there', async () => {
    const app = await buildTestApp({ dialect });
    await insertTitle(app.db, { eisbn, title: 'The Catcher in the Rye', authors: ['J. D. Salinger'] });
    const name = '1-0123456789ab.jpg';
    const file = path.join(app.dataDir, 'files', interiorFilePath(eisbn, name));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, jpegBytes);

    const image = await app.inject({ method: 'GET', url: interiorImageUrl(eisbn, name) });
    const unknown = await app.inject({ method: 'GET', url: interiorImageUrl(eisbn, '2-000000000000.jpg') });
    const climbing = await app.inject({ method: 'GET', url: `/covers/${eisbn}/interiors/..%2F..%2Fcovers%2Fx.jpg` });

    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe(immutableCache);
    expect(image.rawPayload).toEqual(jpegBytes);
    expect(unknown.statusCode).toBe(404);
    expect(climbing.statusCode).toBe(404);
  });
});
