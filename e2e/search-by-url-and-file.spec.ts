import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { catalogMessages } from '@bookfront/contract';
import { openStore } from './helpers.ts';
import { cli } from './server.ts';
import { seriousViolations } from './support/accessibility.ts';
import { dataDirEnv } from './support/customers.ts';

/** docs/features/browse-and-search.md#search-by-url-or-file: the titles a web page or a file names by ISBN. */
const harryPotter = { eisbn: '9780439554930', title: "Harry Potter and the Sorcerer's Stone" };
const twilight = { eisbn: '9780316015844', title: 'Twilight' };

const results = (page: Page) => page.getByRole('region', { name: /titles? found/ });

test('a shopper uploads a list of books and sees the titles it names', async ({ page }) => {
  await openStore(page, '/browse/file');
  await expect(page.getByRole('heading', { name: 'Search a file', level: 1 })).toBeVisible();

  const list = `Our book club reads\nISBN 978-0-439-55493-0 in June\n${twilight.eisbn} in July\n`;
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'club.txt', mimeType: 'text/plain', buffer: Buffer.from(list) });
  await page.getByRole('button', { name: 'Find titles' }).click();

  await expect(results(page).getByRole('heading', { name: catalogMessages.titlesFound(2) })).toBeVisible();
  await expect(results(page).getByRole('link', { name: harryPotter.title, exact: true })).toBeVisible();
  await expect(results(page).getByRole('link', { name: twilight.title, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'nothing.txt', mimeType: 'text/plain', buffer: Buffer.from('no numbers here') });
  await page.getByRole('button', { name: 'Find titles' }).click();
  await expect(page.getByRole('status').filter({ hasText: catalogMessages.noIsbnsFound })).toBeVisible();
});

test.describe('search by a web page', () => {
  test.describe.configure({ mode: 'serial' });

  // A store of its own that may fetch this machine's pages (a store's url_search_allowlist).
  const store = 'pagesearch';
  let listPage: Server;
  let listUrl = '';

  test.beforeAll(async () => {
    const dataDir = process.env[dataDirEnv];
    if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
    cli(dataDir, ['store:create', store, '--name', 'Page Search Books', '--basename', store]);
    cli(dataDir, ['location:add', '--store', store, '--id', 'main', '--name', 'Main Street']);
    cli(dataDir, ['settings:set', '--store', store, 'url_search_allowlist', '["127.0.0.1"]']);
    const stock = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-pagesearch-')), 'stock.csv');
    writeFileSync(
      stock,
      `location_id,eisbn,onhand,onorder,price_cents\nmain,${harryPotter.eisbn},4,0,1099\nmain,${twilight.eisbn},2,0,1299\n`,
    );
    cli(dataDir, ['stock', stock, '--store', store]);
    listPage = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Summer reading</title><ul><li>${twilight.title}, ISBN ${twilight.eisbn}</li>` +
          `<li><a href="/books/${harryPotter.eisbn}">${harryPotter.title}</a></li></ul>`,
      );
    });
    await new Promise<void>((resolve) => listPage.listen(0, '127.0.0.1', resolve));
    const address = listPage.address();
    listUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/summer-reading`;
  });

  test.afterAll(() => new Promise<void>((resolve) => listPage.close(() => resolve())));

  test('a shopper enters the address of a reading list and sees its titles, at an address to share', async ({
    page,
  }) => {
    await page.goto(`/${store}/browse/url`);
    await page.getByRole('textbox', { name: 'Web address' }).fill(listUrl);
    await page.getByRole('button', { name: 'Find titles' }).click();

    await expect(page).toHaveURL(`/${store}/browse/url/${encodeURIComponent(listUrl)}`);
    await expect(results(page).getByRole('heading', { name: catalogMessages.titlesFound(2) })).toBeVisible();
    await expect(results(page).getByRole('link', { name: twilight.title, exact: true })).toBeVisible();
    await expect(results(page).getByRole('link', { name: harryPotter.title, exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Web address' })).toHaveValue(listUrl);
    await expect(results(page).getByRole('link', { name: twilight.title, exact: true })).toBeVisible();
  });

  test('an address the store may not fetch is refused with the reason', async ({ page }) => {
    await page.goto(`/${store}/browse/url/${encodeURIComponent('http://10.0.0.7/list')}`);

    await expect(page.getByRole('alert')).toContainText(catalogMessages.urlRefused);
  });
});
