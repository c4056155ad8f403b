import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it, onTestFinished } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction } from '../../test/http.ts';
import { testStoreContext } from '../../test/store-context.ts';
import { accountTestApp } from '../account/test-app.ts';
import { createMailLogos, mailLogoHeight } from './logo.ts';
import { outboxFolder } from './transport.ts';

const baseUrl = 'https://shop.example.com';
const svgLogo = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" fill="${colour}"/></svg>`;

/** A data folder with `files/stores/riverbend/logo.svg`. */
function dataDirWithLogo(svg: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-logo-'));
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dataDir, 'files', 'stores', 'riverbend'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'files', 'stores', 'riverbend', 'logo.svg'), svg);
  return dataDir;
}

const storeWithLogo = (logoUrl: string) => testStoreContext({ settings: { styles: { logo_url: logoUrl } } });

/** The width and height a PNG's header gives. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('mail logos', () => {
  it('draws an SVG logo kept in the data folder once, as a PNG twice the mail height, beside the other files', async () => {
    const dataDir = dataDirWithLogo(svgLogo('#1f5c4a'));
    const logos = createMailLogos({ dataDir });
    const store = storeWithLogo('/files/stores/riverbend/logo.svg');

    const url = await logos.urlFor(store, baseUrl);
    const file = path.join(dataDir, new URL(url ?? '').pathname);
    const drawnAt = fs.statSync(file).mtimeMs;
    const again = await createMailLogos({ dataDir }).urlFor(store, baseUrl);

    expect(url).toMatch(/^https:\/\/shop\.example\.com\/files\/mail-logos\/riverbend\/[0-9a-f]{20}\.png$/);
    expect(pngSize(fs.readFileSync(file))).toEqual({ width: 4 * mailLogoHeight * 2, height: mailLogoHeight * 2 });
    expect(again).toBe(url);
    expect(fs.statSync(file).mtimeMs).toBe(drawnAt);
  });

  it('answers many messages asking at once with one PNG', async () => {
    const dataDir = dataDirWithLogo(svgLogo('#1f5c4a'));
    const store = storeWithLogo('/files/stores/riverbend/logo.svg');

    const urls = await Promise.all(
      Array.from({ length: 5 }, () => createMailLogos({ dataDir }).urlFor(store, baseUrl)),
    );

    expect(new Set(urls).size).toBe(1);
    expect(urls[0]).toMatch(/\.png$/);
    expect(fs.readdirSync(path.join(dataDir, 'files', 'mail-logos', 'riverbend'))).toHaveLength(1);
  });

  it('draws a new PNG, at a new address, when the logo changes', async () => {
    const dataDir = dataDirWithLogo(svgLogo('#1f5c4a'));
    const logos = createMailLogos({ dataDir });
    const store = storeWithLogo(`${baseUrl}/files/stores/riverbend/logo.svg`);
    const before = await logos.urlFor(store, baseUrl);

    fs.writeFileSync(path.join(dataDir, 'files', 'stores', 'riverbend', 'logo.svg'), svgLogo('#b5651d'));
    const after = await logos.urlFor(store, baseUrl);

    expect(after).toMatch(/\.png$/);
    expect(after).not.toBe(before);
  });

  it.each([
    [
      'links a raster logo on another site as it is',
      'https://cdn.example.net/logo.png',
      'https://cdn.example.net/logo.png',
    ],
    ['shows the store name instead of an SVG on another site', 'https://cdn.example.net/logo.svg', null],
    ['shows the store name instead of a logo file that is missing', '/files/stores/riverbend/gone.svg', null],
    ['shows the store name for a store without a logo', '', null],
  ])('%s', async (_case, logoUrl, expected) => {
    const logos = createMailLogos({ dataDir: dataDirWithLogo(svgLogo('#1f5c4a')) });

    expect(await logos.urlFor(storeWithLogo(logoUrl), baseUrl)).toBe(expected);
  });

  it('never copies a file outside the data folder into the mail logos', async () => {
    const dataDir = dataDirWithLogo(svgLogo('#1f5c4a'));
    const logos = createMailLogos({ dataDir });

    const url = await logos.urlFor(storeWithLogo('/files/..%2F..%2F..%2Fetc%2Fhostname'), baseUrl);

    expect(url).not.toMatch(/mail-logos/);
    expect(fs.existsSync(path.join(dataDir, 'files', 'mail-logos'))).toBe(false);
  });
});

describeEachDatabase('the logo in account mail', (dialect) => {
  it('is a PNG that any mail client may load and keep', async () => {
    const { app, store } = await accountTestApp(dialect, {
      styles: { logo_url: '/files/stores/main/logo.svg' },
    });
    fs.mkdirSync(path.join(app.dataDir, 'files', 'stores', 'main'), { recursive: true });
    fs.writeFileSync(path.join(app.dataDir, 'files', 'stores', 'main', 'logo.svg'), svgLogo('#1f5c4a'));
    await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
    await app.inject(postAction('account/emailPasswordToken', { email_address: 'ada@example.com' }));
    const [eml] = fs.readdirSync(outboxFolder(app.dataDir)).filter((name) => name.endsWith('.eml'));
    const { html } = await simpleParser(fs.readFileSync(path.join(outboxFolder(app.dataDir), eml ?? '')));
    const logoUrl = new URL(/<img src="([^"]+)"/.exec(html || '')?.[1] ?? '');

    const response = await app.inject({ method: 'GET', url: logoUrl.pathname });

    expect(logoUrl.origin).toBe('https://books.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(response.rawPayload).height).toBe(mailLogoHeight * 2);
  });
});
