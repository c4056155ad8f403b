import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { listShareMessages } from '@bookfront/contract';
import { chooseLocation } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { createCustomer } from './support/customers.ts';

const harryPotter = { eisbn: '9780439554930', title: "Harry Potter and the Sorcerer's Stone" };
const twilight = { eisbn: '9780316015844', title: 'Twilight' };
/** A valid ISBN the demo catalogue does not hold. */
const notInCatalogue = '9781234567897';

async function logIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/account/login', { data: { email_address: email, password } });
  expect(response.ok(), `account/login answered ${response.status()}`).toBe(true);
}

/** Makes a list through the API; answers its id. */
async function createList(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/titlelist/create', { data: { name, description: 'For the long weekend' } });
  expect(response.ok(), `titlelist/create answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { list: { list_id: string } };
  return body.list.list_id;
}

const importDialog = (page: Page) => page.getByRole('dialog', { name: listShareMessages.importInto('Weekend reads') });
const importRows = (page: Page) =>
  importDialog(page).getByRole('table', { name: 'Rows to import' }).locator('tbody tr');

test('a customer imports a CSV into a list, downloads it as a spreadsheet and shares it with a guest', async ({
  page,
  browser,
}, testInfo) => {
  const customer = createCustomer({ firstName: 'Katniss' });
  await chooseLocation(page);
  await logIn(page.request, customer.email, customer.password);
  const listId = await createList(page.request, 'Weekend reads');

  await page.goto(`/lists/${listId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend reads' })).toBeVisible();
  await page.getByRole('button', { name: listShareMessages.import }).click();
  const csv = ['Title,ISBN', `HP,${harryPotter.eisbn}`, `Twilight,${twilight.eisbn}`, `Gone,${notInCatalogue}`];
  await importDialog(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'shelf.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
  await importDialog(page).getByRole('button', { name: listShareMessages.preview }).click();

  await expect(importRows(page)).toHaveCount(3);
  await expect(importRows(page).nth(0)).toHaveAttribute('data-success', 'true');
  await expect(importRows(page).nth(1)).toHaveAttribute('data-success', 'true');
  await expect(importRows(page).nth(2)).toHaveAttribute('data-success', 'false');
  await expect(importRows(page).nth(2)).toContainText(listShareMessages.importTitleNotFound);
  // Green and red: the rows' own backgrounds, not only their words.
  const [passed, failed] = await Promise.all([
    importRows(page)
      .nth(0)
      .evaluate((row) => getComputedStyle(row).backgroundColor),
    importRows(page)
      .nth(2)
      .evaluate((row) => getComputedStyle(row).backgroundColor),
  ]);
  expect(passed).not.toBe(failed);
  await scanAndPhotograph(page, testInfo, 'import-preview');
  await importDialog(page).getByRole('button', { name: listShareMessages.importConfirm }).click();
  await expect(importDialog(page).getByText(listShareMessages.confirmImport(2, 'Weekend reads'))).toBeVisible();
  await importDialog(page).getByRole('button', { name: listShareMessages.importConfirm }).click();
  await expect(page.getByText(listShareMessages.imported(2, 'Weekend reads'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: twilight.title, exact: true })).toBeVisible();
  await expect(importDialog(page)).toBeHidden();
  await scanAndPhotograph(page, testInfo, 'list-after-import');

  const href = await page.getByRole('link', { name: listShareMessages.downloadExcel }).getAttribute('href');
  const download = await page.request.get(href ?? '');
  expect(download.status()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await download.body()).buffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([undefined, 'Title', 'Authors', 'ISBN', 'Format', 'Price', 'Availability']);
  const isbns = [2, 3].map((row) => sheet?.getCell(row, 3).value);
  expect(isbns.sort()).toEqual([harryPotter.eisbn, twilight.eisbn].sort());

  await page.getByRole('button', { name: listShareMessages.share }).click();
  const shareDialog = page.getByRole('dialog', { name: listShareMessages.shareList('Weekend reads') });
  const link = shareDialog.getByLabel(listShareMessages.shareLink);
  await expect(link).toHaveValue(/\/lists\/shared\/[\w-]{32}$/);
  const url = await link.inputValue();
  await shareDialog.getByRole('button', { name: 'Close' }).click();
  await expect(shareDialog).toBeHidden();

  const guestContext = await browser.newContext({ baseURL: new URL(url).origin });
  const guest = await guestContext.newPage();
  await guest.goto(new URL(url).pathname);
  await expect(guest.getByRole('heading', { level: 1, name: 'Weekend reads' })).toBeVisible();
  await expect(guest.getByRole('main').getByRole('link', { name: harryPotter.title, exact: true })).toBeVisible();
  await expect(guest.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: listShareMessages.share })).toHaveCount(0);
  expect(await guest.content()).not.toContain(customer.email);
  expect(await guest.locator('meta[property="og:title"]').getAttribute('content')).toBe('Weekend reads');
  await scanAndPhotograph(guest, testInfo, 'shared-list');
  await guestContext.close();
});

test('an import where no row can be processed offers only another file', async ({ page }) => {
  const customer = createCustomer({ firstName: 'Peeta' });
  await chooseLocation(page);
  await logIn(page.request, customer.email, customer.password);
  const listId = await createList(page.request, 'Weekend reads');

  await page.goto(`/lists/${listId}`);
  await page.getByRole('button', { name: listShareMessages.import }).click();
  await importDialog(page).getByLabel(listShareMessages.pasteIsbns).fill(`${notInCatalogue}, not-an-isbn`);
  await importDialog(page).getByRole('button', { name: listShareMessages.preview }).click();

  await expect(importDialog(page).getByText(listShareMessages.importNothing)).toBeVisible();
  await expect(importDialog(page).getByRole('button', { name: listShareMessages.importConfirm })).toHaveCount(0);
  await importDialog(page).getByRole('button', { name: listShareMessages.tryAnotherFile }).click();
  await expect(importDialog(page).getByLabel(listShareMessages.pasteIsbns)).toBeVisible();
});
