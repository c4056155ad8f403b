import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { listLimits, listMessages, listPageMessages } from '@bookfront/contract';
import { chooseLocation } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { createCustomer } from './support/customers.ts';

/** The first `count` titles of the demo catalogue, by eisbn. */
function demoEisbns(count: number): string[] {
  const csv = readFileSync(new URL('../packages/server/src/demo/data/catalogue.csv', import.meta.url), 'utf8');
  return csv
    .split('\n')
    .slice(1, count + 1)
    .map((line) => line.split(',')[0] ?? '');
}

async function post(request: APIRequestContext, action: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/${action}`, { data });
  expect(response.ok(), `${action} answered ${response.status()}`).toBe(true);
  return response.json();
}

test('a customer pages through a list of 30 titles and copies it into a new list', async ({ page }, testInfo) => {
  const customer = createCustomer({ firstName: 'Ines' });
  await chooseLocation(page);
  await post(page.request, 'account/login', { email_address: customer.email, password: customer.password });
  const created = await post(page.request, 'titlelist/create', { name: 'Holiday gifts' });
  const listId: string = created.list.list_id;
  const eisbns = demoEisbns(30);
  for (const eisbn of eisbns) await post(page.request, 'titlelist/addItemToList', { list_id: listId, eisbn });

  await page.goto(`/lists/${listId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday gifts' })).toBeVisible();
  await expect(page.getByText(listMessages.titleCount(30))).toBeVisible();
  const titles = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(titles).toHaveCount(listLimits.itemsPageLength);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/lists/${listId}/2$`));
  await expect(titles).toHaveCount(30 - listLimits.itemsPageLength);

  await page.getByRole('button', { name: listPageMessages.copyToList }).click();
  const dialog = page.getByRole('dialog', { name: listPageMessages.copyListTo('Holiday gifts') });
  await dialog.getByRole('radio', { name: listPageMessages.newList }).check();
  await dialog.getByLabel(listPageMessages.listName).fill('Stocking stuffers');
  await scanAndPhotograph(page, testInfo, 'copy-list-dialog');
  await dialog.getByRole('button', { name: listPageMessages.copyToList }).click();
  await expect(page.getByText(listMessages.copied)).toBeVisible();

  await page.goto('/account/lists');
  const lists = page.getByRole('list', { name: listPageMessages.myLists });
  const copy = lists.getByRole('listitem').filter({ hasText: 'Stocking stuffers' });
  await expect(copy.getByText(listMessages.titleCount(30))).toBeVisible();
});
