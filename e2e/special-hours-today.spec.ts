import { expect, test } from './support/test.ts';
import { consoleMessages, consoleSettingsMessages, consoleSpecialHoursMessages } from '@bookfront/contract';
import { scanAndPhotograph } from './support/accessibility.ts';
import { addStaff, logInToConsole, type StaffLogin } from './support/console-staff.ts';
import { holdStoreToday, storeToday } from './support/store-time.ts';
import { ensureStore } from './support/stores.ts';

/**
 * Special hours for today win over a location's weekly hours wherever the storefront says today's
 * hours (docs/features/store-console.md#special-hours, docs/features/contact-and-hours.md#hours), in a
 * store of its own ('todayhours') so no other journey sees them.
 */
const store = 'todayhours';
const location = 'Today Hours Books';
let manager: StaffLogin;

test.beforeAll(() => {
  ensureStore(store, location, {}, { hours: 'Daily: 9am – 6pm' });
  manager = addStaff({ store, role: 'manager', name: 'hours' });
});

test('special hours a manager gives today show as today’s hours on the home page and the contact page', async ({
  page,
}, testInfo) => {
  const today = storeToday();
  await holdStoreToday(page, today);

  await page.goto(`/${store}/`);
  const card = page.getByRole('article', { name: location });
  await expect(card).toContainText('Today: 9am – 6pm');

  await logInToConsole(page, manager, `/${store}/console`);
  await page.getByRole('link', { name: consoleSettingsMessages.heading }).click();
  await page.getByRole('link', { name: consoleSettingsMessages.locationsHeading }).click();
  const specialHours = page.getByRole('region', { name: consoleSpecialHoursMessages.heading });
  await specialHours.getByRole('button', { name: consoleSpecialHoursMessages.addDay, exact: true }).click();
  await specialHours.getByRole('textbox', { name: consoleSpecialHoursMessages.date, exact: true }).fill(today.date);
  await specialHours.getByRole('textbox', { name: consoleSpecialHoursMessages.opens }).fill('12:00');
  await specialHours.getByRole('textbox', { name: consoleSpecialHoursMessages.closes }).fill('16:00');
  await specialHours.getByRole('textbox', { name: consoleSpecialHoursMessages.note }).fill('Stock count');
  await specialHours.getByRole('button', { name: consoleMessages.save }).click();
  await expect(specialHours.getByRole('status').filter({ hasText: consoleSettingsMessages.saved })).toBeVisible();

  await page.goto(`/${store}/`);
  await expect(card).toContainText('Today: 12pm – 4pm (Stock count)');
  await scanAndPhotograph(page, testInfo, 'home-special-hours-today');

  await page.goto(`/${store}/contact-hours`);
  const days = page.getByRole('list', { name: `Special hours at ${location}` });
  await expect(days.getByRole('listitem')).toHaveText([`${today.label} (today)Stock count12pm – 4pm`]);
  // The weekly line is not marked today's once today has special hours.
  await expect(page.getByText('(today)')).toHaveCount(1);
  await scanAndPhotograph(page, testInfo, 'contact-hours-special-today');
});
