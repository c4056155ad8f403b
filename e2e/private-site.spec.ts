import { expect, test } from './support/test.ts';
import { shellMessages } from '@bookfront/contract';
import { ensureCustomer, ensureStore } from './support/stores.ts';

test('a private store shows visitors the login gate, and its login page stays open', async ({ page }) => {
  await page.goto('/members');

  await expect(page.getByRole('heading', { level: 1, name: 'Members Reading Room' })).toBeVisible();
  await expect(page.getByText(shellMessages.loginRequired)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/members\/account\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('every page of a private store is gated', async ({ page }) => {
  await page.goto('/members/contact-hours');

  await expect(page.getByText(shellMessages.loginRequired)).toBeVisible();
});

test('a customer not approved on an exclusive site can log out or switch account from the restricted screen', async ({
  page,
}) => {
  const customer = { email: 'waiting-reader@example.com', password: 'correct horse battery', firstName: 'Wren' };
  ensureStore('insiders', 'Insiders Book Room', { is_private: true, is_exclusive: true });
  ensureCustomer('insiders', customer);
  await page.goto('/insiders/account/login');
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByText(shellMessages.exclusiveSite)).toBeVisible();
  await expect(page.getByText('Logged in as')).toContainText('Wren');
  await expect(page.getByRole('button', { name: 'Switch account' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();

  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});
