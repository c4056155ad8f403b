import { expect, test } from '@playwright/test';
import { shellMessages } from '@bookfront/contract';

test('the location dialog opens itself on a first visit and choosing a location sets it', async ({ page }) => {
  await page.goto('/');

  const dialog = page.getByRole('dialog', { name: shellMessages.chooseLocation });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Riverbend Books Downtown' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Riverbend Books Eastside' }).click();

  await expect(page).toHaveTitle('Riverbend Books Eastside');
  await expect(page.getByRole('button', { name: /Store location: Riverbend Books Eastside/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
