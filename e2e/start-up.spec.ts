import { expect, test } from './support/test.ts';
import { shellMessages } from '@bookfront/contract';
import { openStore } from './helpers.ts';

test('a shopper opens the store and lands on the themed home page', async ({ page }) => {
  await openStore(page, '/');

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Riverbend Books' })).toBeVisible();
  await expect(page.getByText(shellMessages.pleaseWait)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Riverbend Books' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Book data: goodbooks-10k by Zygmunt Zając, CC BY-SA 4.0');
  await expect(page).toHaveTitle('Riverbend Books Downtown');
});

test('the store primary colour themes the primary buttons', async ({ page }) => {
  await openStore(page, '/no-such-page');

  const primaryButton = page.getByRole('link', { name: 'Go to the home page' });
  await expect(primaryButton).toHaveCSS('background-color', 'rgb(31, 92, 74)');
  await expect(primaryButton).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('a search from the header goes to the search results path', async ({ page }) => {
  await openStore(page, '/');

  await page.getByRole('banner').getByRole('searchbox', { name: 'Search the store' }).fill('river god');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/browse\/filter\/t\/river%20god\/k\/keyword$/);
  await expect(page).toHaveTitle('Riverbend Books | Browse');
});

test('the fatal error screen shows when the API is down', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort());
  // A server whose API is down embeds no answers in the page (docs/decisions/0018-first-answers-in-the-page.md).
  await page.route('**/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="bf-first-answers">.*?<\/script>/s,
      '',
    );
    await route.fulfill({ response, body: html });
  });

  await page.goto('/');

  await expect(page.getByText(shellMessages.fatalError)).toBeVisible();
  await expect(page.getByRole('link', { name: shellMessages.clickToRefresh })).toBeVisible();
});
