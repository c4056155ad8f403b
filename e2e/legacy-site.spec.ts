import { expect, test, type Page } from './support/test.ts';
import { accountMessages } from '@bookfront/contract';
import { ensureCustomer, ensureStore } from './support/stores.ts';

const oldSite = 'https://old.oldsite.example/';
const customer = { email: 'long-time-reader@example.com', password: 'correct horse battery', firstName: 'Rory' };

test.beforeAll(() => {
  ensureStore('oldsite', 'Old Site Books', { legacy_site_url: oldSite });
  ensureCustomer('oldsite', customer);
  ensureStore('newsiteonly', 'New Site Only Books', { legacy_site_url: oldSite, hide_v3_banner: true });
  ensureCustomer('newsiteonly', customer);
});

async function logIn(page: Page, store: string) {
  await page.goto(`/${store}/account/login`);
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
}

test('a customer switches to the old site from the banner, which remembers the choice for 7 days', async ({
  page,
  context,
}) => {
  const leaving = new Promise<string>((resolve) => {
    void page.route(/^https:\/\/old\.oldsite\.example\//, async (route) => {
      resolve(route.request().url());
      await route.fulfill({ body: 'the old site' });
    });
  });
  await logIn(page, 'oldsite');
  expect((await context.cookies()).find((cookie) => cookie.name === 'bf_site_version')).toBeUndefined();

  await page.getByRole('button', { name: accountMessages.switchToOldSite }).click();

  expect(await leaving).toBe(oldSite);
  const versionCookie = (await context.cookies()).find((cookie) => cookie.name === 'bf_site_version');
  const daysLeft = ((versionCookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(daysLeft).toBeGreaterThan(6.9);
  expect(daysLeft).toBeLessThanOrEqual(7);
});

test('hide_v3_banner hides the banner', async ({ page }) => {
  await logIn(page, 'newsiteonly');

  await expect(page.getByRole('complementary', { name: 'Site version' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: accountMessages.switchToOldSite })).toHaveCount(0);
});
