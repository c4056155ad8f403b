import { expect, test } from './support/test.ts';
import { randomBytes } from 'node:crypto';
import { consoleContentMessages, consoleMessages } from '@bookfront/contract';
import { scanAndPhotograph } from './support/accessibility.ts';
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

  await page.getByRole('button', { name: consoleContentMessages.newBlock }).click();
  const form = page.getByRole('form', { name: consoleContentMessages.newBlock });
  await form.getByRole('combobox', { name: consoleContentMessages.blockType }).selectOption('html');
  await form.getByRole('textbox', { name: consoleContentMessages.blockHeader }).fill(header);
  await form
    .getByRole('textbox', { name: consoleContentMessages.blockDescription })
    .fill('<p>Armchairs by the window, open to all.</p>');
  await form.getByRole('button', { name: consoleMessages.save }).click();
  await expect(page.getByRole('status')).toHaveText(consoleContentMessages.saved);
  await expect(page.getByRole('row').filter({ hasText: header })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-page-blocks');

  await page.goto('/about');
  await expect(page.getByText('Armchairs by the window, open to all.')).toBeVisible();

  await page.goto('/console/content/home?page=about');
  const row = page.getByRole('row').filter({ hasText: header });
  await row.getByRole('button', { name: `${consoleContentMessages.delete} ${header}` }).click();
  await row.getByRole('button', { name: consoleContentMessages.delete, exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: header })).toHaveCount(0);
});
