import { expect, test } from './support/test.ts';
import { chooseLocation, openStore } from './helpers.ts';
import { cli } from './server.ts';
import { dataDirEnv } from './support/customers.ts';

test('an internal url shortcut lands on its target path', async ({ page }) => {
  await openStore(page, '/holiday');

  await expect(page).toHaveURL(/\/browse\/filter\/s\/FIC$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fiction' })).toBeVisible();
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

test('a shortcut to //host is refused by settings:set, and a shopper at its key gets the 404 page', async ({
  page,
}) => {
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  const setShortcut = (path: string) =>
    cli(dataDir, ['settings:set', 'url_shortcuts', JSON.stringify([{ key: 'away', path }])]);

  for (const path of ['//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
    expect(() => setShortcut(path), path).toThrow();
  }
  await openStore(page, '/away');

  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page).toHaveURL(/\/away$/);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
