import { expect, test } from './support/test.ts';
import { randomBytes } from 'node:crypto';
import { consoleCatalogueMessages, consoleContentMessages } from '@bookfront/contract';
import { scanAndPhotograph } from './support/accessibility.ts';
import { addConsoleEntry } from './support/console-lists.ts';
import { addStaff, logInToConsole } from './support/console-staff.ts';
import { ensureStore } from './support/stores.ts';

/**
 * The console marks the titles a store hides in its featured lists and list sliders
 * (docs/features/store-console.md#featured-lists, #home-page). A store of its own, so the title it
 * hides stays on every other journey's storefront.
 */
const store = 'hiddenpicks';
const hungerGames = '9780439023481';
const catchingFire = '9780439023498';

test.beforeAll(() => ensureStore(store, 'Hidden Picks Books', {}));

test('a manager hides a title, and the featured list and the home page’s list slider holding it say how many are hidden', async ({
  page,
}, testInfo) => {
  const manager = addStaff({ store, role: 'manager', name: 'hidden-picks' });
  const suffix = randomBytes(4).toString('hex');
  const listHeader = `Staff picks ${suffix}`;
  const sliderHeader = `New this week ${suffix}`;

  await logInToConsole(page, manager, `/${store}/console/catalogue/${catchingFire}`);
  const storefront = page.getByRole('region', { name: consoleCatalogueMessages.storefrontHeading });
  await storefront.getByRole('button', { name: consoleCatalogueMessages.hide }).click();
  await expect(storefront.getByRole('button', { name: consoleCatalogueMessages.show })).toBeVisible();

  await page.goto(`/${store}/console/content/features`);
  const row = await addConsoleEntry(page, {
    kind: 'featured list',
    header: listHeader,
    isbns: [hungerGames, catchingFire],
  });
  await expect(row).toContainText(consoleContentMessages.titleCount(2));
  await expect(row).toContainText(consoleContentMessages.hiddenCount(1));
  await scanAndPhotograph(page, testInfo, 'console-featured-list-hidden');
  // On a phone the table scrolls in its own box, the page keeps to the window and the badge keeps its words.
  await page.setViewportSize({ width: 390, height: 844 });
  const badge = row.getByText(consoleContentMessages.hiddenCount(1));
  expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
  await row.getByRole('button', { name: `${consoleContentMessages.edit} ${listHeader}` }).click();
  await expect(page.getByRole('form', { name: consoleContentMessages.editFeature })).toContainText(
    consoleContentMessages.hiddenIsbns([catchingFire]),
  );

  await page.goto(`/${store}/console/content/home`);
  const sliderRow = await addConsoleEntry(page, {
    kind: 'list slider',
    header: sliderHeader,
    isbns: [hungerGames, catchingFire],
  });
  await expect(sliderRow).toContainText(consoleContentMessages.hiddenCount(1));
  await scanAndPhotograph(page, testInfo, 'console-list-slider-hidden');

  await page.goto(`/${store}/`);
  const slider = page.getByRole('region', { name: sliderHeader });
  await expect(slider.getByRole('link', { name: /The Hunger Games/ }).first()).toBeVisible();
  await expect(slider.getByRole('link', { name: /Catching Fire/ })).toHaveCount(0);
});
