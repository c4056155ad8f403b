import { expect, test } from './support/test.ts';
import { shellMessages } from '@bookfront/contract';
import { chooseLocation, openStore } from './helpers.ts';
import { ensureStore } from './support/stores.ts';

const contactUsUrl = 'https://forms.example/shelf-contact';

test.beforeAll(() => {
  ensureStore('shelf', 'Shelf Life Books', {
    'store_info.alternate_home': '/contact-hours',
    'store_info.contact_us_url': contactUsUrl,
    site_navigation: [
      { id: 'home', label: 'Home', path: '/home', type: 'home' },
      { id: 'staff', label: 'Staff favourites', path: '/staff-favourites', type: 'link' },
      { id: 'events', label: 'Readings', path: '/events', type: 'events' },
    ],
    extra_navigation: [
      { id: 'contact-footer', label: 'Contact Us', path: '/contact-hours', type: 'contact_and_hours' },
    ],
    custom_head: "<script>document.documentElement.dataset.shelfHead = 'ran';</script>",
    custom_body: "<script>document.documentElement.dataset.shelfBody = 'ran';</script>",
  });
});

test('a browse id opens the saved search of its navigation item, and a shortcut key works the same way', async ({
  page,
}) => {
  await openStore(page, '/browse/browse-fiction');

  await expect(page).toHaveURL(/\/browse\/filter\/s\/FIC$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fiction' })).toBeVisible();

  await page.goto('/browse/holiday');

  await expect(page).toHaveURL(/\/browse\/filter\/s\/FIC$/);
});

test('an unknown browse id says so, and the server answers 404', async ({ page }) => {
  await chooseLocation(page);

  const response = await page.goto('/browse/no-such-section');

  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText(shellMessages.unknownBrowsePage('no-such-section'))).toBeVisible();
});

test('an unknown path is answered with 404 and the 404 page, a known one with 200', async ({ page }) => {
  await chooseLocation(page);

  const missing = await page.goto('/no-such-page');

  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  expect((await page.goto('/about'))?.status()).toBe(200);
  expect((await page.goto('/holiday'))?.status()).toBe(200);
});

test('a page is titled by its navigation label or its own name', async ({ page }) => {
  await openStore(page, '/features');

  await expect(page).toHaveTitle('Riverbend Books | Staff Picks');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact & hours' }).click();

  await expect(page).toHaveTitle('Riverbend Books | Contact & Hours');
});

test('alternate_home sends the home page to its path, and /home stays the home page', async ({ page }) => {
  await page.goto('/shelf/');

  await expect(page).toHaveURL(/\/shelf\/contact-hours$/);
  await page.goto('/shelf/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Shelf Life Books' })).toBeVisible();
});

test('a link item with an internal path opens its page inside the app, without a reload', async ({ page }) => {
  await page.goto('/shelf/home');
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff favourites' }).click();

  await expect(page).toHaveURL(/\/shelf\/staff-favourites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff favourites' })).toBeVisible();
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  expect((await page.goto('/shelf/staff-favourites'))?.status()).toBe(200);
});

test("the store's custom_head and custom_body scripts run under the page's policy", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  await page.goto('/shelf/home');
  await page.getByRole('contentinfo').waitFor();

  expect(await page.evaluate(() => document.documentElement.dataset.shelfHead)).toBe('ran');
  expect(await page.evaluate(() => document.documentElement.dataset.shelfBody)).toBe('ran');
  expect(violations).toEqual([]);
});

test("contact_us_url leads the footer's Contact Us entry there, with no second link", async ({ page }) => {
  await page.goto('/shelf/home');

  const footer = page.getByRole('contentinfo');
  const contactUs = footer.getByRole('link', { name: /^contact us$/i });
  await expect(contactUs).toHaveCount(1);
  await expect(contactUs).toHaveAttribute('href', contactUsUrl);
});
