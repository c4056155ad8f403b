import { expect, test } from './support/test.ts';
import { openStore } from './helpers.ts';

test('a shopper opens the Browse submenu and follows one of its links', async ({ page }) => {
  await openStore(page, '/');
  const menu = page.getByRole('navigation', { name: 'Main' });

  await menu.getByRole('button', { name: 'Browse' }).click();
  await page.getByRole('menuitem', { name: 'Mystery & Thriller' }).click();

  await expect(page).toHaveURL(/\/browse\/filter\/s\/FIC022000$/);
  // The heading names the section chosen, sorted any way.
  await expect(page.getByRole('heading', { level: 1, name: 'Mystery & Thriller' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title' });
  await expect(page).toHaveURL(/\/s\/FIC022000\/v\/title$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mystery & Thriller' })).toBeVisible();
});

test('the submenu opens from the keyboard', async ({ page }) => {
  await openStore(page, '/');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Browse' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('menuitem', { name: 'Fiction', exact: true })).toBeVisible();
});

test('the items that do not fit are under More Menus, external links leave safely', async ({ page }) => {
  // The demo store's menu fits a wide window; a narrower one leaves its last entries under More Menus.
  await page.setViewportSize({ width: 900, height: 900 });
  await openStore(page, '/');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More Menus' }).click();

  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'About' })).toBeVisible();
  const audiobooks = menu.getByRole('menuitem', { name: /Audiobooks/ });
  await expect(audiobooks).toHaveAttribute('href', 'https://libro.fm/');
  await expect(audiobooks).toHaveAttribute('rel', /noopener/);
  await menu.getByRole('menuitem', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await openStore(page, '/no-such-page');

  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
