import { expect, test } from './support/test.ts';
import { shellMessages } from '@bookfront/contract';
import { scanAndPhotograph } from './support/accessibility.ts';

/** The Hunger Games, the demo's first title on the browse page. */
const hungerGames = '9780439023481';

declare global {
  interface Window {
    /** The page's heading as the server drew it, kept before the app's code runs. */
    serverHeading?: Element | null;
  }
}

test("the browse page's HTML carries its first titles, drawn before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/browse');

  const answers = JSON.parse((await page.locator('#bf-first-answers').textContent()) ?? '[]') as {
    action: string;
    answer: { rows: { title: string }[] };
  }[];
  const firstTitles = answers
    .find((entry) => entry.action === 'browse/get')
    ?.answer.rows.slice(0, 4)
    .map((row) => row.title);
  expect(firstTitles).toHaveLength(4);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse' })).toBeVisible();
  for (const title of firstTitles ?? []) {
    await expect(page.getByRole('main').getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  }
  await context.close();
});

test('the home, browse and item pages take over the markup the server drew, with no warning', async ({
  page,
}, testInfo) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      window.serverHeading = document.querySelector('main h1');
    }),
  );

  for (const path of ['/', '/browse', `/item/${hungerGames}`]) {
    // Each a first visit: the server draws pages for visitors without a session only.
    await page.context().clearCookies();
    await page.goto(path);

    // The location dialog opens once the visitor's own session has replaced the guest's.
    await expect(page.getByRole('dialog', { name: shellMessages.chooseLocation })).toBeVisible();
    const isServerHeadingKept = await page.evaluate(() => {
      const heading = window.serverHeading;
      return heading !== null && heading !== undefined && heading.isConnected;
    });
    expect(isServerHeadingKept, `${path} keeps the heading the server drew`).toBe(true);
  }

  expect(problems).toEqual([]);
  await page
    .getByRole('dialog', { name: shellMessages.chooseLocation })
    .getByRole('button', { name: 'Riverbend Books Downtown' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'The Hunger Games' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'server-rendered-item');
});

test("a phone's first visit to an item page does not move as the app takes it over and asks for a location", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(`/item/${hungerGames}`);

  // The carousel has replaced the server's wide gallery, and the dialog shows the locations' addresses.
  await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: shellMessages.chooseLocation });
  await expect(dialog.getByText(/214 Main Street/)).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01);
  await context.close();
});
