import { expect, test, type Page } from './support/test.ts';
import { chooseLocation, openStore } from './helpers.ts';

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Search the store' });

test('the header search box keeps the query on its results and empties on the cart and Browse', async ({ page }) => {
  await openStore(page, '/');

  await headerSearch(page).fill('river');
  await headerSearch(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “river”' })).toBeVisible();
  await expect(headerSearch(page)).toHaveValue('river');

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(headerSearch(page)).toHaveValue('');

  await page.goBack();
  await expect(headerSearch(page)).toHaveValue('river');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Browse' }).click();
  await page.getByRole('menuitem', { name: 'All books' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(headerSearch(page)).toHaveValue('');
});

test("each home tile's subtitle fits where it leads", async ({ page }) => {
  await openStore(page, '/');
  const tiles = page.getByRole('region', { name: 'Explore the store' });

  await expect(tiles.getByRole('link', { name: /^Gift Registry/ })).toContainText(
    'Wish lists for weddings, birthdays and more',
  );
  await expect(tiles.getByRole('link', { name: /^About/ })).toContainText(
    'Our story and the people behind the counter',
  );
  await expect(tiles).not.toContainText('See what is new');
});

for (const width of [390, 1366]) {
  test(`the gift card balance field shows a whole gift card number at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await chooseLocation(page);
    await page.goto('/gift-cards');
    const number = page
      .getByRole('region', { name: 'Check your balance' })
      .getByRole('textbox', { name: 'Gift card number' });

    await number.fill('READ 2025 GFTC ARDS 0100');

    expect(await number.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  });
}
