import { expect, test, type Page } from './support/test.ts';
import { eventMessages, pageMessages } from '@bookfront/contract';
import { openStore } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { cliOutput } from './support/cli-output.ts';
import { ensureStore } from './support/stores.ts';

/** How many covers the slider shows at once, as its stylesheet says at this width. */
const coversInView = (page: Page, label: string) =>
  page.getByRole('list', { name: label }).evaluate((track) => {
    const first = track.querySelector('li');
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    return Math.round((track.clientWidth + gap) / ((first?.getBoundingClientRect().width ?? 1) + gap));
  });

test('the home page shows the store’s banner, cover sliders paging a view at a time, and its events, on a laptop', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openStore(page, '/');

  await expect(page.getByRole('region', { name: 'Winter reading at Riverbend' })).toBeVisible();
  const picks = page.getByRole('region', { name: 'Staff picks' });
  const slider = picks.getByRole('list', { name: 'Staff picks' });
  await expect(slider.getByRole('listitem')).toHaveCount(12);
  expect(await coversInView(page, 'Staff picks')).toBe(8);
  const previous = picks.getByRole('button', { name: `${pageMessages.previous}: Staff picks` });
  const next = picks.getByRole('button', { name: `${pageMessages.next}: Staff picks` });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(previous).toBeEnabled();
  await expect(next).toBeDisabled();
  await expect(slider.getByRole('link', { name: /The Hobbit/ })).toBeInViewport();
  const sidebar = page.getByRole('complementary', { name: 'From the store' });
  await expect(sidebar.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: eventMessages.viewAll })).toBeVisible();
  await expect(sidebar.getByRole('region', { name: 'Book club picks' }).getByRole('listitem')).toHaveCount(4);
  await scanAndPhotograph(page, testInfo, 'home');

  await picks.getByRole('link', { name: pageMessages.viewAll(12) }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Staff picks: winter 2026' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Night Circus' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
});

test('on a phone the home page slider shows two covers and scrolls sideways, and the sidebar follows the sliders', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStore(page, '/');

  const slider = page.getByRole('list', { name: 'New arrivals' });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('listitem')).toHaveCount(14);
  expect(await coversInView(page, 'New arrivals')).toBe(2);
  await expect(slider.getByRole('listitem').nth(2)).not.toBeInViewport();
  await slider.evaluate((track) => track.scrollBy({ left: track.clientWidth }));
  await expect(slider.getByRole('listitem').nth(2)).toBeInViewport();
  const sliderBox = await page.getByRole('region', { name: 'For young readers' }).boundingBox();
  const sidebarBox = await page.getByRole('complementary', { name: 'From the store' }).boundingBox();
  expect(sidebarBox?.y ?? 0).toBeGreaterThan(sliderBox?.y ?? 0);
});

test('a custom navigation page shows its own blocks', async ({ page }, testInfo) => {
  await openStore(page, '/');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
  await expect(page.getByText('Riverbend Books opened on Main Street in 1987')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Come and see us' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'about');
});

test('an event block with the calendar widget shows the month’s calendar, and a day with events opens that day’s page', async ({
  page,
}) => {
  await openStore(page, '/about');
  const block = page.getByRole('region', { name: 'Come and see us' });
  const days = block.getByRole('link', { name: /, \d+ events?$/ });
  const calendar = block.getByRole('region', { name: /^\w+ \d{4}$/ });
  await expect(calendar).toBeVisible();
  await expect(calendar).not.toHaveAttribute('aria-busy');

  // The demo's events are dated from the day it loaded: late in a month the next ones fall in the next.
  if ((await days.count()) === 0) {
    await block.getByRole('button', { name: eventMessages.nextMonth }).click();
    await expect(calendar).not.toHaveAttribute('aria-busy');
  }
  const day = days.first();
  const label = (await day.getAttribute('aria-label')) ?? '';
  await day.click();

  await expect(page).toHaveURL(/\/events\/\d{8}$/);
  await expect(
    page.getByRole('heading', { name: eventMessages.eventsOn(label.split(', ').slice(0, 3).join(', ')) }),
  ).toBeVisible();
});

test('a store with a landing page shows it at / and its home page at /home', async ({ page }, testInfo) => {
  const store = 'landing-books';
  ensureStore(store, 'Landing Books', {});
  if (!cliOutput(['page:blocks', '--store', store, '--page', 'landing']).includes('\thtml\t')) {
    cliOutput([
      'page:add-block',
      '--store',
      store,
      '--page',
      'landing',
      '--type',
      'html',
      '--header',
      'Closed for the holidays',
      '--description',
      '<p>We reopen on January 2nd.</p>',
    ]);
  }

  await page.goto(`/${store}/`);

  await expect(page.getByRole('heading', { name: 'Closed for the holidays' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Landing Books' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Welcome to Landing Books' })).toHaveCount(0);
  await scanAndPhotograph(page, testInfo, 'landing');
  await page.goto(`/${store}/home`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Landing Books' })).toBeVisible();
});
