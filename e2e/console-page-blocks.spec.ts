import { expect, test } from './support/test.ts';
import { randomBytes } from 'node:crypto';
import { consoleContentMessages, consoleMessages } from '@bookfront/contract';
import { scanAndPhotograph } from './support/accessibility.ts';
import { openStore } from './helpers.ts';
import { addConsoleEntry } from './support/console-lists.ts';
import { addStaff, logInToConsole } from './support/console-staff.ts';

/* docs/features/store-console.md#home-page */

test('a manager picks the About page in the console, adds a text block the page then shows, and deletes it', async ({
  page,
}, testInfo) => {
  const manager = addStaff({ store: 'demo', role: 'manager', name: 'page-blocks' });
  const header = `Reading nook ${randomBytes(4).toString('hex')}`;

  await logInToConsole(page, manager, '/console/content/home');
  await expect(page.getByRole('heading', { level: 1, name: consoleContentMessages.homeHeading })).toBeVisible();
  await page.getByRole('combobox', { name: consoleContentMessages.pageLabel }).selectOption('about');
  await expect(page).toHaveURL(/\?page=about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Come and see us' })).toBeVisible();

  await addConsoleEntry(page, { kind: 'text block', header, html: '<p>Armchairs by the window, open to all.</p>' });
  await expect(page.getByRole('status')).toHaveText(consoleContentMessages.saved);
  await scanAndPhotograph(page, testInfo, 'console-page-blocks');

  await page.goto('/about');
  await expect(page.getByText('Armchairs by the window, open to all.')).toBeVisible();

  await page.goto('/console/content/home?page=about');
  const row = page.getByRole('row').filter({ hasText: header });
  await row.getByRole('button', { name: `${consoleContentMessages.delete} ${header}` }).click();
  await row.getByRole('button', { name: consoleContentMessages.delete, exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: header })).toHaveCount(0);
});

test('a manager makes a new page in the footer links, adds a text block to it, and the storefront shows it at its address', async ({
  page,
}, testInfo) => {
  const manager = addStaff({ store: 'demo', role: 'manager', name: 'new-page' });
  const suffix = randomBytes(4).toString('hex');
  const title = `Reading Room ${suffix}`;

  await logInToConsole(page, manager, '/console/content/home');
  await page.getByRole('button', { name: consoleContentMessages.newPage }).click();
  const pageForm = page.getByRole('form', { name: consoleContentMessages.newPageHeading });
  await pageForm.getByRole('textbox', { name: consoleContentMessages.pageTitle }).fill(title);
  await pageForm.getByRole('combobox', { name: consoleContentMessages.pageMenu }).selectOption('extra_navigation');
  await scanAndPhotograph(page, testInfo, 'console-new-page-form');
  await pageForm.getByRole('button', { name: consoleMessages.save }).click();
  await expect(page).toHaveURL(new RegExp(`\\?page=reading-room-${suffix}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(consoleContentMessages.pageCreated(title))).toBeVisible();

  await addConsoleEntry(page, {
    kind: 'text block',
    header: 'Quiet hours',
    html: '<p>Silent reading every morning before ten.</p>',
  });

  await openStore(page);
  await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/reading-room-${suffix}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Silent reading every morning before ten.')).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'storefront-new-page');
});
