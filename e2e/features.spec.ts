import { expect, test } from './support/test.ts';
import { featureMessages } from '@bookfront/contract';
import { cliOutput } from './support/cli-output.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { openStore } from './helpers.ts';
import { ensureStore } from './support/stores.ts';

const store = 'reading-room';

/** A store with more featured lists than one page holds (26); only the paging journey uses it. */
function ensureReadingRoom() {
  ensureStore(store, 'The Reading Room', {
    site_navigation: [{ id: 'features', label: 'Reading lists', path: '/features', type: 'features' }],
  });
  const existing = cliOutput(['feature:list', '--store', store])
    .split('\n')
    .filter((line) => line.includes('\t'));
  for (let index = existing.length; index < 28; index += 1) {
    cliOutput([
      'feature:add',
      '--store',
      store,
      '--header',
      `Reading list ${String(index + 1).padStart(2, '0')}`,
      '--category',
      index % 4 === 0 ? 'Poetry' : 'Fiction',
    ]);
  }
}

test('a shopper filters the featured lists by category and opens one', async ({ page }, testInfo) => {
  await openStore(page, '/features');

  await expect(page.getByRole('heading', { level: 1, name: featureMessages.heading })).toBeVisible();
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') });
  await expect(page.getByRole('link', { name: /Staff picks: winter 2026/ })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'features');
  const filters = page.getByRole('navigation', { name: featureMessages.categories });

  await filters.getByRole('button', { name: 'Children & Teens (2)' }).click();

  await expect(page).toHaveURL(/\/features\?c=Children/);
  await expect(page.getByRole('link', { name: /Read-aloud favourites/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Staff picks/ })).toHaveCount(0);
  await filters.getByRole('button', { name: 'Young Adult (1)' }).click();
  await expect(page.getByRole('link', { name: /Read-aloud favourites/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Series to binge/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Series to binge' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Hunger Games' })).toBeVisible();
  await page.goBack();
  await expect(filters.getByRole('button', { name: 'Young Adult (1)' })).toHaveAttribute('aria-pressed', 'true');
  expect(await cards.count()).toBeGreaterThan(0);
});

test('a shopper searches the featured lists by a word in a description, shares the address and clears a search that finds none', async ({
  page,
}, testInfo) => {
  await openStore(page, '/features');
  const search = page.getByRole('searchbox', { name: featureMessages.search });

  await search.fill('dragons');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/features\?q=dragons$/);
  await expect(page.getByText(featureMessages.found(1, 'dragons'))).toBeVisible();
  await expect(page.getByRole('link', { name: /Worlds to get lost in/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Staff picks: winter 2026/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: /Worlds to get lost in/ })).toBeVisible();
  await expect(search).toHaveValue('dragons');
  await search.fill('zeppelins');
  await search.press('Enter');
  await expect(page.getByText(featureMessages.noneFound('zeppelins'))).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'features-none-found');
  await page.getByRole('button', { name: featureMessages.clearSearch }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('link', { name: /Staff picks: winter 2026/ })).toBeVisible();
});

test.describe('a store with more featured lists than a page holds', () => {
  test.beforeAll(() => {
    // One CLI process per list: about 3 s each on a busy machine, so the set-up has a budget of its own.
    test.setTimeout(300_000);
    ensureReadingRoom();
  });

  test('the featured lists page 26 at a time and sort by name', async ({ page }) => {
    await page.goto(`/${store}/features`);
    const lists = page.getByRole('link', { name: /Reading list \d\d/ });

    await expect(lists).toHaveCount(26);
    await page.getByRole('combobox', { name: featureMessages.sortBy }).selectOption({ label: 'Name' });
    await expect(lists.first()).toContainText('Reading list 01');
    await page.getByRole('button', { name: 'Page 2' }).click();

    await expect(page).toHaveURL(/s=name&page=2/);
    await expect(lists).toHaveCount(2);
    await expect(lists.first()).toContainText('Reading list 27');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Page 1' })).toBeVisible();
  });
});
