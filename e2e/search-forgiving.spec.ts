import { expect, test } from './support/test.ts';
import { catalogMessages } from '@bookfront/contract';
import { openStore } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { audiobookEdition } from './support/catalogue.ts';

test('a shopper finds books through a slip and a name written without dots, and runs the search the page suggests', async ({
  page,
}, testInfo) => {
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search the store' });
  const results = page.getByRole('region', { name: /^Showing/ });
  await openStore(page, '/');

  await search.fill('harry poter');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “harry poter”' })).toBeVisible();
  await expect(results.getByRole('link', { name: /^Harry Potter and the/ }).first()).toBeVisible();

  await search.fill('jk rowling');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “jk rowling”' })).toBeVisible();
  await expect(results.getByText(/Rowling/).first()).toBeVisible();

  await search.fill('mocking jay');
  await search.press('Enter');
  const suggestion = page.getByText(catalogMessages.didYouMean);
  await expect(suggestion).toContainText('mockingjay?');
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
  await scanAndPhotograph(page, testInfo, 'did-you-mean');

  await suggestion.getByRole('link', { name: 'mockingjay' }).click();
  await expect(page).toHaveURL(/\/browse\/filter\/t\/mockingjay\/k\/keyword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “mockingjay”' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Mockingjay' }).first()).toBeVisible();
  await expect(page.getByText(catalogMessages.didYouMean)).toHaveCount(0);
});

test('a shopper finds a book once with its other editions named, and opens one of them', async ({ page }, testInfo) => {
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search the store' });
  const results = page.getByRole('region', { name: /^Showing/ });
  await openStore(page, '/');

  await search.fill('midnight riot');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “midnight riot”' })).toBeVisible();
  // The paperback in stock here shows; the audiobook edition is named under it.
  await expect(results.getByRole('link', { name: audiobookEdition.title, exact: true })).toHaveCount(1);
  const otherEdition = results.getByRole('link', { name: `Downloadable Audio edition of ${audiobookEdition.title}` });
  await expect(results.getByText('Also in:')).toContainText('Downloadable Audio');
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
  await scanAndPhotograph(page, testInfo, 'editions-grouped');

  await otherEdition.click();
  await expect(page).toHaveURL(new RegExp(`/item/${audiobookEdition.eisbn}$`));
  await expect(page.getByRole('heading', { level: 1, name: audiobookEdition.title })).toBeVisible();
});
