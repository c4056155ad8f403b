import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogMessages, commonMessages, limits, searchResponseSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { insertStock, insertTitle } from '../../test/catalogue-rows.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { multipartBody, postAction } from '../../test/http.ts';
import { startLocalServer } from '../../test/local-server.ts';
import { pdfWith, xlsxWith } from './test-files.ts';

const catcher = '9780316769488';
const pride = '9780141439518';
const gatsby = '9780743273565';
const orwell = '9780452284234';
const unknownToCatalogue = '9780307277671';

async function storeWithCatalogue(dialect: DatabaseDialect) {
  const app = await buildTestApp({ dialect });
  await app.factories.store({ id: 'riverbend', isDefault: true });
  await app.factories.location({ storeId: 'riverbend', id: 'downtown' });
  for (const [eisbn, title] of [
    [catcher, 'The Catcher in the Rye'],
    [pride, 'Pride and Prejudice'],
    [gatsby, 'The Great Gatsby'],
    [orwell, 'Nineteen Eighty-Four'],
  ] as const) {
    await insertTitle(app.db, { eisbn, title });
    await insertStock(app.db, { storeId: 'riverbend', locationId: 'downtown', eisbn });
  }
  return app;
}

const eisbnsOf = (body: unknown) => searchResponseSchema.parse(body).rows.map((row) => row.eisbn);

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

function uploadFile(app: TestApp, filename: string, content: Buffer) {
  const body = multipartBody({}, [{ name: 'file', filename, content }]);
  return app.inject({ method: 'POST', url: '/api/browse/file', ...body });
}

describeEachDatabase('browse/url', (dialect) => {
  async function allowLoopback(app: TestApp) {
    await app.factories.setSetting('riverbend', 'url_search_allowlist', ['127.0.0.1']);
  }

  it('shows the titles whose ISBNs a page names, in page order, leaving out ISBNs the catalogue lacks', async () => {
    const app = await storeWithCatalogue(dialect);
    await allowLoopback(app);
    const page = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><h1>Staff picks</h1>
        <p>ISBN 978-0-14-143951-8 &ndash; Pride and Prejudice</p>
        <a href="/books/${catcher}">Catcher</a>
        <p>${unknownToCatalogue} is not in the catalogue; 9780316769489 has a bad check digit.</p>`);
    });

    const response = await app.inject(postAction('browse/url', { url: `${page.origin}/picks` }));

    expect(response.statusCode).toBe(200);
    expect(eisbnsOf(response.json())).toEqual([pride, catcher]);
    expect(response.json()).toMatchObject({ row_count: 2, filter_info: [] });
  });

  it('refuses a loopback address the allow-list does not name, without connecting', async () => {
    const app = await storeWithCatalogue(dialect);
    const page = await startLocalServer((_request, response) => response.end(catcher));

    const response = await app.inject(postAction('browse/url', { url: `${page.origin}/` }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: catalogMessages.urlRefused, code: 'URL_REFUSED' });
    expect(page.requests).toHaveLength(0);
  });

  it.each([
    'http://localhost:{port}/',
    'http://[::1]:{port}/',
    'http://169.254.169.254/latest/meta-data/',
    'ftp://127.0.0.1/list.txt',
    'http://user:pw@127.0.0.1:{port}/',
  ])('refuses %s', async (template) => {
    const app = await storeWithCatalogue(dialect);
    await allowLoopback(app);
    const page = await startLocalServer((_request, response) => response.end(catcher));
    const url = template.replace('{port}', String(page.port));

    const response = await app.inject(postAction('browse/url', { url }));

    expect(response.statusCode).toBe(400);
    expect(page.requests).toHaveLength(0);
  });

  it('refuses a redirect to a private address', async () => {
    const app = await storeWithCatalogue(dialect);
    await allowLoopback(app);
    const page = await startLocalServer((_request, response) => {
      response.writeHead(302, { location: 'http://10.0.0.1/internal' });
      response.end();
    });

    const response = await app.inject(postAction('browse/url', { url: `${page.origin}/` }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'URL_REFUSED' });
  });

  it('follows up to three redirects and no more', async () => {
    const app = await storeWithCatalogue(dialect);
    await allowLoopback(app);
    const page = await startLocalServer((request, response) => {
      const step = Number(request.url?.slice(1) || '0');
      if (step < 5) {
        response.writeHead(301, { location: `/${step + 1}` });
        return response.end();
      }
      response.end(`ISBN ${gatsby}`);
    });

    const threeHops = await app.inject(postAction('browse/url', { url: `${page.origin}/2` }));
    const fourHops = await app.inject(postAction('browse/url', { url: `${page.origin}/1` }));

    expect(eisbnsOf(threeHops.json())).toEqual([gatsby]);
    expect(fourHops.statusCode).toBe(422);
    expect(fourHops.json()).toEqual({ error: catalogMessages.urlFailed, code: 'URL_FAILED' });
  });

  it('gives up on a page larger than 5 MB', async () => {
    const app = await storeWithCatalogue(dialect);
    await allowLoopback(app);
    const page = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      for (let index = 0; index < 81; index += 1) response.write(chunk); // 5.06 MB, no Content-Length
      response.end(catcher);
    });

    const response = await app.inject(postAction('browse/url', { url: `${page.origin}/big` }));

    expect(response.statusCode).toBe(422);
  });

  it('says the page could not be read when it answers with an error status', async () => {
    const app = await storeWithCatalogue(dialect);
    await allowLoopback(app);
    const page = await startLocalServer((_request, response) => {
      response.writeHead(404);
      response.end('not here');
    });

    const response = await app.inject(postAction('browse/url', { url: `${page.origin}/gone` }));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: catalogMessages.urlFailed });
  });

  it('reads a list the address points at, such as a PDF', async () => {
    const app = await storeWithCatalogue(dialect);
    await allowLoopback(app);
    const pdf = await pdfWith([`Our list: ${orwell}`]);
    const page = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(pdf);
    });

    const response = await app.inject(postAction('browse/url', { url: `${page.origin}/list.pdf` }));

    expect(eisbnsOf(response.json())).toEqual([orwell]);
  });

  it('answers a malformed address with a field message', async () => {
    const app = await storeWithCatalogue(dialect);

    const response = await app.inject(postAction('browse/url', { url: 'not a url' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { url: 'Please enter a web address.' } });
  });
});

describeEachDatabase('browse/file', (dialect) => {
  it.each([
    ['a text file', 'list.txt', () => Buffer.from(`${catcher}\n0-14-143951-X is wrong\n${pride}\n`)],
    [
      'a UTF-16 text file',
      'list.txt',
      () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${catcher} ${pride}`, 'utf16le')]),
    ],
    ['a CSV file', 'list.csv', () => Buffer.from(`isbn,qty\n"978-0-316-76948-8",1\n${pride},2\n`)],
    [
      'an HTML file',
      'list.html',
      () => Buffer.from(`<html><body><ul><li>${catcher}</li><li data-isbn="${pride}">P&amp;P</li></ul></body></html>`),
    ],
    [
      'an xlsx workbook',
      'list.xlsx',
      () =>
        xlsxWith([
          ['ISBN', 'Title'],
          ['978-0-316-76948-8', 'Catcher'],
          [9780141439518, 'Pride'],
        ]),
    ],
    ['a PDF', 'list.pdf', () => pdfWith(['Staff picks', `978-0-316-76948-8  The Catcher in the Rye`, `ISBN ${pride}`])],
  ])('finds the ISBNs in %s', async (_case, filename, make) => {
    const app = await storeWithCatalogue(dialect);

    const response = await uploadFile(app, filename, await make());

    expect(response.statusCode).toBe(200);
    expect(eisbnsOf(response.json())).toEqual([catcher, pride]);
  });

  it('finds the ISBNs in a legacy .xls workbook: text, numbers and an ISBN-10 that lost its zero', async () => {
    const app = await storeWithCatalogue(dialect);

    const response = await uploadFile(app, 'list.xls', fixture('isbns.xls'));

    expect(response.statusCode).toBe(200);
    expect(eisbnsOf(response.json())).toEqual([catcher, pride, gatsby, orwell]);
  });

  it('leaves out the titles the store hides from its storefront, as if the catalogue lacked them', async () => {
    const app = await storeWithCatalogue(dialect);
    await createCatalogFactories(app.db).hide('riverbend', catcher);

    const response = await uploadFile(app, 'list.txt', Buffer.from(`${catcher}\n${pride}\n`));

    expect(eisbnsOf(response.json())).toEqual([pride]);
  });

  it('answers an empty result when the file names no ISBN', async () => {
    const app = await storeWithCatalogue(dialect);

    const response = await uploadFile(app, 'notes.txt', Buffer.from('Nothing to see here.'));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rows: [], row_count: 0, max_offset: 0, filter_info: [] });
  });

  it.each([
    ['a PNG image', 'cover.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['a text file named .pdf', 'list.pdf', Buffer.from(catcher)],
    ['a binary file named .txt', 'list.txt', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3])],
    ['a PDF named .xlsx', 'list.xlsx', Buffer.from('%PDF-1.4\n')],
  ])('refuses %s by its content', async (_case, filename, content) => {
    const app = await storeWithCatalogue(dialect);

    const response = await uploadFile(app, filename, content);

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: catalogMessages.fileTypeRefused, code: 'FILE_TYPE_REFUSED' });
  });

  it('says a damaged workbook cannot be read', async () => {
    const app = await storeWithCatalogue(dialect);
    const damaged = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);

    const response = await uploadFile(app, 'list.xlsx', damaged);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: catalogMessages.fileUnreadable, code: 'FILE_UNREADABLE' });
  });

  it('refuses a file over 50 MB with the spec sentence', async () => {
    const app = await storeWithCatalogue(dialect);

    const response = await uploadFile(app, 'huge.txt', Buffer.alloc(limits.uploadMaxBytes + 1, 'a'));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: commonMessages.fileTooLarge });
    expect(commonMessages.fileTooLarge).toBe('File is too large. (Max size is 50MB)');
  });

  it('asks for a file when none was sent', async () => {
    const app = await storeWithCatalogue(dialect);

    const response = await app.inject(postAction('browse/file', {}));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { file: catalogMessages.fileTypeRefused } });
  });
});
