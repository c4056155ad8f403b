import { expect, test } from './support/test.ts';
import { openStore } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the search drawer opens with the search box and searches', async ({ page }) => {
  await openStore(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open search' }).click();
  const drawer = page.getByRole('dialog', { name: 'Search' });
  // Typing at once goes into the search field, not to the drawer's close button.
  await expect(drawer.getByRole('searchbox', { name: 'Search the store' })).toBeFocused();
  await page.keyboard.type('poetry');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/browse\/filter\/t\/poetry\/k\/keyword$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone the menu drawer holds the navigation with expandable submenus', async ({ page }) => {
  await openStore(page, '/');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Riverbend Books' });
  const navigation = drawer.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /Location: Riverbend Books Downtown/ })).toBeVisible();

  await navigation.getByRole('button', { name: 'Browse' }).click();
  await expect(navigation.getByRole('button', { name: 'Browse' })).toHaveAttribute('aria-expanded', 'true');
  const kids = navigation.getByRole('link', { name: 'Kids' });
  await expect(kids).toBeInViewport();
  await kids.click();

  await expect(page).toHaveURL(/\/browse\/filter\/s\/JUV$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
