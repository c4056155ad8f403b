import { expect, test } from './support/test.ts';
import { openStore } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';

/** docs/features/browse-and-search.md: what the demo catalogue's browse pages show a shopper. */

test("the demo Browse menu's Romance entry leads to romance titles", async ({ page }) => {
  await openStore(page, '/');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Browse' }).click();
  await page.getByRole('menuitem', { name: 'Romance' }).click();

  await expect(page).toHaveURL(/\/browse\/filter\/s\/FIC027000$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Showing 1–28 of \d+/ })).toBeVisible();
});

test('a page of 200 titles fills in whole', async ({ page }) => {
  await openStore(page, '/browse/filter/l/200');

  await expect(page.getByRole('heading', { level: 2, name: /^Showing 1–200 of/ })).toBeVisible();
  await expect(page.locator('ul[data-view] > li')).toHaveCount(200);
  const last = page.locator('ul[data-view] > li').last().getByRole('heading', { level: 3 });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeVisible();
});

test('the author sort files titles by surname', async ({ page }) => {
  await openStore(page, '/browse/filter/v/author');

  await expect(page.getByRole('heading', { level: 2, name: /^Showing 1–28 of/ })).toBeVisible();
  await expect(page.locator('ul[data-view] > li').first()).toContainText('Verna Aardema');
});

test('on a phone the filter drawer says Filters once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStore(page, '/browse');

  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('group').first()).toBeVisible();

  // The panel keeps a heading for screen readers only; the drawer's title is the one on screen.
  const shownHeadings = await drawer
    .getByRole('heading', { name: 'Filters' })
    .evaluateAll((headings) => headings.filter((heading) => heading.getBoundingClientRect().height > 1).length);
  expect(shownHeadings).toBe(1);
});

test('every language of the catalogue is a filter, found by name, whose count is the number of its results', async ({
  page,
}, testInfo) => {
  await openStore(page, '/browse');

  const languages = page.getByRole('group', { name: 'Language' });
  const showAll = languages.getByRole('button', { name: /^Show all \d+$/ });
  await expect(showAll).toBeVisible();
  expect(Number((await showAll.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(20);
  await languages.getByRole('searchbox', { name: 'Find a language' }).fill('span');
  const spanish = languages.getByRole('checkbox', { name: /^Spanish \d+$/ });
  await expect(spanish).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'find-a-language');
  const label = await languages
    .locator('label')
    .filter({ hasText: /^Spanish\s/ })
    .textContent();
  const count = Number(label?.replace(/\D/g, ''));
  // Choosing it navigates to the filtered result, which draws the panel anew: the address says it took.
  await spanish.click();

  await expect(page).toHaveURL(/\/browse\/filter\/g\/spa$/);
  // The heading of the unfiltered result stays until the filtered one arrives: wait for its count.
  const heading = page.getByRole('heading', { level: 2, name: /^Showing 1–\d+ of / });
  await expect
    .poll(async () => Number((await heading.textContent())?.replace(/^.* of /, '').replace(/\D/g, '')))
    .toBe(count);
});
