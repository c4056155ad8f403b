import { expect, test, type APIRequestContext } from './support/test.ts';
import { reportMessages } from '@bookfront/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { chooseLocation } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { createCustomer } from './support/customers.ts';

const harryPotter = { eisbn: '9780439554930', title: "Harry Potter and the Sorcerer's Stone" };
const twilight = { eisbn: '9780316015844', title: 'Twilight' };

async function post(request: APIRequestContext, action: string, data: object) {
  const response = await request.post(`/api/${action}`, { data });
  expect(response.ok(), `${action} answered ${response.status()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

test('a customer makes a list into a PDF, follows its progress and downloads it', async ({ page }, testInfo) => {
  const customer = createCustomer({ firstName: 'Primrose' });
  await chooseLocation(page);
  await post(page.request, 'account/login', { email_address: customer.email, password: customer.password });
  const created = (await post(page.request, 'titlelist/create', { name: 'Book club', eisbn: harryPotter.eisbn })) as {
    list: { list_id: string };
  };
  const listId = created.list.list_id;
  await post(page.request, 'titlelist/addItemToList', { list_id: listId, eisbn: twilight.eisbn });

  await page.goto(`/lists/${listId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book club' })).toBeVisible();
  await page.getByRole('button', { name: reportMessages.downloadPdf }).click();
  const dialog = page.getByRole('dialog', { name: `${reportMessages.downloadPdf}: Book club` });
  await expect(dialog.getByRole('radio', { name: reportMessages.layouts.catalogue })).toBeChecked();
  await scanAndPhotograph(page, testInfo, 'pdf-layouts');
  await dialog.getByRole('button', { name: reportMessages.makePdf }).click();

  await expect(page).toHaveURL(/\/pdf\/[\w-]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: reportMessages.heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: reportMessages.ready })).toBeVisible();
  const download = page.getByRole('link', { name: reportMessages.download });
  await expect(download).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'pdf-ready');

  const file = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await file.body())), { mergePages: true });
  expect(text).toContain('Book club');
  expect(text).toContain(twilight.title);
  expect(text).toContain(harryPotter.eisbn);
});

test('another customer opening a report’s page is told it cannot be found', async ({ page, browser }) => {
  const owner = createCustomer({ firstName: 'Rue' });
  await chooseLocation(page);
  await post(page.request, 'account/login', { email_address: owner.email, password: owner.password });
  const created = (await post(page.request, 'titlelist/create', { name: 'Mine', eisbn: twilight.eisbn })) as {
    list: { list_id: string };
  };
  const { progress_report_id: reportId } = (await post(page.request, 'titlelist/getPdf', {
    list_id: created.list.list_id,
    layout: 'checklist',
  })) as { progress_report_id: string };

  const other = createCustomer({ firstName: 'Thresh' });
  const context = await browser.newContext();
  const stranger = await context.newPage();
  await chooseLocation(stranger);
  await post(stranger.request, 'account/login', { email_address: other.email, password: other.password });
  await stranger.goto(`/pdf/${reportId}`);

  await expect(stranger.getByRole('alert')).toContainText(reportMessages.notFound);
  await context.close();
});
