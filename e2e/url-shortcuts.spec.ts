import { expect, test } from '@playwright/test';
import { chooseLocation, openStore } from './helpers.ts';

test('an internal url shortcut lands on its target path', async ({ page }) => {
  await openStore(page, '/holiday');

  await expect(page).toHaveURL(/\/browse\/filter\/s\/FIC$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse' })).toBeVisible();
});

test('an http url shortcut sends the shopper to the other site', async ({ page }) => {
  const leaving = new Promise<string>((resolve) => {
    void page.route(/^https:\/\/libro\.fm\//, async (route) => {
      resolve(route.request().url());
      await route.abort();
    });
  });
  await chooseLocation(page);

  await page.goto('/libro', { waitUntil: 'commit' });

  expect(await leaving).toBe('https://libro.fm/');
});
