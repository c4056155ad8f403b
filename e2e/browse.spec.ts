import { expect, test } from './support/test.ts';
import { catalogMessages } from '@bookfront/contract';
import { openStore } from './helpers.ts';
import { seriousViolations } from './support/accessibility.ts';

test('a shopper searches, filters, sorts, switches views, pages, opens a title and comes back to the same results', async ({
  page,
}) => {
  await openStore(page, '/');

  await page.getByRole('banner').getByRole('searchbox', { name: 'Search the store' }).fill('war');
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search the store' }).press('Enter');
  await expect(page).toHaveURL(/\/browse\/filter\/t\/war\/k\/keyword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “war”' })).toBeVisible();
  await expect(page).toHaveTitle('Riverbend Books | Browse');
  await expect(page.getByRole('heading', { level: 2, name: /^Showing 1–28 of \d+/ })).toBeVisible();

  await page
    .getByRole('group', { name: 'Format' })
    .getByRole('checkbox', { name: /^Hardcover/ })
    .click();
  await expect(page).toHaveURL(/\/browse\/filter\/t\/war\/k\/keyword\/f\/HC$/);
  await expect(page.getByRole('list', { name: 'Chosen filters' })).toContainText('Hardcover');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title' });
  await expect(page).toHaveURL(/\/f\/HC\/v\/title$/);

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('ul[data-view="list"]')).toBeVisible();

  const results = page.getByRole('heading', { level: 2, name: /^Showing 1–28 of/ });
  await expect(results).toBeVisible();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/v\/title\/o\/28$/);
  const secondPage = page.getByRole('heading', { level: 2, name: /^Showing 29–\d+ of/ });
  await expect(secondPage).toBeFocused();

  const firstTitle = page.locator('ul[data-view="list"] h3 a').first();
  const name = (await firstTitle.textContent()) ?? '';
  await firstTitle.click();
  await expect(page).toHaveURL(/\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/f\/HC\/v\/title\/o\/28$/);
  await expect(secondPage).toBeVisible();
  await expect(page.locator('ul[data-view="list"] h3 a').first()).toHaveText(name);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');
  await expect(page.getByRole('group', { name: 'Format' }).getByRole('checkbox', { name: /^Hardcover/ })).toBeChecked();

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/browse\/filter\/t\/war\/k\/keyword\/v\/title$/);
});

test('a search with no matches gives the search help and other kinds of search', async ({ page }) => {
  await openStore(page, '/browse/filter/t/zzqxvbnm/k/title');

  await expect(page.getByText(catalogMessages.searchHelp[1])).toBeVisible();
  await page.getByRole('list', { name: 'Other kinds of search' }).getByRole('link', { name: 'Author' }).click();

  await expect(page).toHaveURL(/\/browse\/filter\/t\/zzqxvbnm\/k\/author$/);
  await expect(page.getByRole('combobox', { name: 'Search by' })).toHaveValue('author');
});

test('the browse page has no serious or critical accessibility violations', async ({ page }) => {
  await openStore(page, '/browse/filter/t/war/k/keyword/v/title');
  await expect(page.getByRole('heading', { level: 2, name: /^Showing 1–28 of/ })).toBeVisible();
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
});
