import { expect, test } from '@playwright/test';
import { shellMessages } from '@bookfront/contract';

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
