import { expect, test, type Page } from './support/test.ts';
import { ensureStore } from './support/stores.ts';

const entry = (id: string, label: string) => ({ id, label, path: `/${id}`, type: 'custom' });

test.beforeAll(() => {
  ensureStore('longmenus', 'Long Menus Books', {
    site_navigation: [
      'Award-winning fiction from around the world',
      'Mysteries, thrillers and crime stories',
      'Science fiction and fantasy adventures',
      "Children's picture books and early readers",
      'Cookbooks, gardening and home',
      'Local history and Pacific Northwest authors',
    ].map((label, index) => entry(`long-${index}`, label)),
  });
  ensureStore('shortmenus', 'Short Menus Books', {
    site_navigation: [
      'New',
      'Used',
      'Kids',
      'Teens',
      'Poetry',
      'Art',
      'Maps',
      'Comics',
      'Music',
      'Travel',
      'Food',
      'Sale',
    ].map((label) => entry(label.toLowerCase(), label)),
  });
});

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function pageWidths(page: Page) {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
}

test('with long labels the menu bar keeps to the window and the rest goes under More Menus', async ({ page }) => {
  await page.goto('/longmenus/');
  await mainMenu(page).waitFor();

  const bar = await mainMenu(page).getByRole('list').first().boundingBox();
  const widths = await pageWidths(page);
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
  expect((bar?.x ?? 0) + (bar?.width ?? 0)).toBeLessThanOrEqual(widths.viewport);
  await mainMenu(page).getByRole('button', { name: 'More Menus' }).click();
  await expect(page.getByRole('menuitem', { name: 'Local history and Pacific Northwest authors' })).toBeVisible();
});

test('with short labels every entry shows while they fit, and More Menus appears when the window narrows', async ({
  page,
}) => {
  await page.goto('/shortmenus/');
  await mainMenu(page).waitFor();

  await expect(mainMenu(page).getByRole('link', { name: 'Sale' })).toBeVisible();
  await expect(mainMenu(page).getByRole('button', { name: 'More Menus' })).toHaveCount(0);

  await page.setViewportSize({ width: 820, height: 900 });

  await expect(mainMenu(page).getByRole('button', { name: 'More Menus' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Sale' })).toHaveCount(0);
  const widths = await pageWidths(page);
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
});
