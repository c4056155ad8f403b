import { expect, test } from './support/test.ts';
import { randomBytes } from 'node:crypto';
import { consoleContentMessages, consoleMessages } from '@bookfront/contract';
import { chooseLocation } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { addStaff, logInToConsole } from './support/console-staff.ts';

// A title of the demo catalogue, shown with the event.
const eisbn = '9780061147975';

/** The day `days` from now in the store's zone, as 'YYYY-MM-DD'. */
function storeDay(days: number): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(day);
}

test('a manager creates an event in the store console and a shopper finds it on the events page of its day', async ({
  page,
}, testInfo) => {
  const manager = addStaff({ store: 'demo', role: 'manager', name: 'manager' });
  const name = `Poetry night ${randomBytes(4).toString('hex')}`;
  const day = storeDay(2);

  await chooseLocation(page);
  await logInToConsole(page, manager);
  await page.getByRole('link', { name: consoleContentMessages.contentHeading }).click();
  await expect(page.getByRole('heading', { level: 1, name: consoleContentMessages.eventsHeading })).toBeVisible();

  await page.getByRole('button', { name: consoleContentMessages.newEvent }).click();
  const form = page.getByRole('form', { name: consoleContentMessages.newEvent });
  await form.getByRole('textbox', { name: consoleContentMessages.eventName }).fill(name);
  await form.getByLabel(consoleContentMessages.eventStart).fill(`${day}T19:00`);
  await form.getByLabel(consoleContentMessages.eventEnd).fill(`${day}T20:30`);
  await form.getByRole('textbox', { name: consoleContentMessages.eventPlace }).fill('Riverbend Books, upstairs');
  await form
    .getByRole('textbox', { name: consoleContentMessages.eventDescription })
    .fill('<p>Local poets read new work.</p>\n<p>[calendar]</p>');
  await form.getByRole('textbox', { name: consoleContentMessages.eventBooks }).fill(eisbn);
  await scanAndPhotograph(page, testInfo, 'console-event-form');
  await form.getByRole('button', { name: consoleMessages.save }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${day} 19:00`);
  await expect(row).toContainText(consoleContentMessages.eventBookCount(1));
  await scanAndPhotograph(page, testInfo, 'console-events');
  // On a phone a row's Edit stays in view though the table is wider than the window, and the page keeps to the window.
  await page.setViewportSize({ width: 390, height: 844 });
  const firstRow = page.getByRole('region', { name: consoleContentMessages.eventsHeading }).getByRole('row').nth(1);
  const edit = await firstRow.getByRole('button', { name: consoleContentMessages.edit }).first().boundingBox();
  expect(edit && edit.x + edit.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Asked to confirm a delete, the column puts the question above its buttons and leaves the row room.
  await row.getByRole('button', { name: `${consoleContentMessages.delete} ${name}` }).click();
  const keep = row.getByRole('button', { name: consoleContentMessages.keep });
  const actionsCell = await row.getByRole('cell').last().boundingBox();
  expect(actionsCell?.width).toBeLessThanOrEqual(200);
  const keepBox = await keep.boundingBox();
  expect(keepBox && keepBox.x + keepBox.width).toBeLessThanOrEqual(390);
  await keep.click();
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(`/events/${day.replaceAll('-', '')}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Riverbend Books, upstairs').first()).toBeVisible();
});
