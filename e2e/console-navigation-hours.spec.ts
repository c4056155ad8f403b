import { expect, test } from './support/test.ts';
import {
  consoleMessages,
  consoleNavigationMessages,
  consoleSettingsMessages,
  consoleSpecialHoursMessages,
} from '@bookfront/contract';
import { cli } from './server.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { addStaff, logInToConsole, type StaffLogin } from './support/console-staff.ts';
import { dataDirEnv } from './support/customers.ts';

/**
 * A manager of a store of their own ('menus') edits its menu bar and a location's special hours
 * from the store console (docs/features/store-console.md#navigation,
 * docs/features/store-console.md#special-hours), so no other journey sees them.
 */
const store = 'menus';
let manager: StaffLogin;

/** The 15th of next month in the store's time zone: always within the contact page's two months. */
function fifteenthOfNextMonth(): { value: string; label: string } {
  const [year = 2026, month = 1] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const next = new Date(Date.UTC(year, month, 15));
  return {
    value: next.toISOString().slice(0, 10),
    label: new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(next),
  };
}

test.beforeAll(() => {
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  cli(dataDir, ['store:create', store, '--name', 'Menu Street Books', '--basename', store]);
  cli(dataDir, ['location:add', '--store', store, '--id', 'main', '--name', 'Main Street']);
  const menu = [{ id: 'browse', label: 'Browse', path: '/browse', type: 'browse' }];
  cli(dataDir, ['settings:set', '--store', store, 'site_navigation', JSON.stringify(menu)]);
  manager = addStaff({ store, role: 'manager', name: 'manager' });
});

test('a manager adds a menu entry the storefront’s menu bar shows, and special hours the contact and hours page shows', async ({
  page,
}, testInfo) => {
  const day = fifteenthOfNextMonth();
  await logInToConsole(page, manager, `/${store}/console`);
  await page.getByRole('link', { name: consoleSettingsMessages.heading }).click();
  await page.getByRole('link', { name: consoleNavigationMessages.heading }).click();

  const menuBar = page.getByRole('region', { name: consoleNavigationMessages.siteMenu });
  await menuBar.getByRole('button', { name: consoleNavigationMessages.addEntry, exact: true }).click();
  const added = menuBar.getByRole('listitem').last();
  await added.getByRole('combobox', { name: consoleNavigationMessages.target }).selectOption('Events');
  await added.getByRole('textbox', { name: consoleNavigationMessages.label }).fill('Readings');
  await expect(page.getByTestId('navigation-preview')).toContainText('Readings');
  await page.getByRole('button', { name: consoleMessages.save }).click();
  await expect(page.getByRole('status').filter({ hasText: consoleSettingsMessages.saved })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-navigation');

  await page.getByRole('link', { name: consoleSettingsMessages.locationsHeading }).click();
  const specialHours = page.getByRole('region', { name: consoleSpecialHoursMessages.heading });
  await specialHours.getByRole('button', { name: consoleSpecialHoursMessages.addDay, exact: true }).click();
  await specialHours.getByRole('textbox', { name: consoleSpecialHoursMessages.date, exact: true }).fill(day.value);
  await specialHours.getByRole('checkbox', { name: consoleSpecialHoursMessages.closed }).check();
  await specialHours.getByRole('textbox', { name: consoleSpecialHoursMessages.note }).fill('Stocktaking');
  await specialHours.getByRole('button', { name: consoleMessages.save }).click();
  await expect(specialHours.getByRole('status').filter({ hasText: consoleSettingsMessages.saved })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-special-hours');

  await page.goto(`/${store}/`);
  const readings = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Readings' });
  await expect(readings).toBeVisible();
  await readings.click();
  await expect(page).toHaveURL(new RegExp(`/${store}/events$`));

  await page.goto(`/${store}/contact-hours`);
  const days = page.getByRole('list', { name: 'Special hours at Main Street' });
  await expect(days.getByRole('listitem')).toHaveText([`${day.label}StocktakingClosed`]);
  await scanAndPhotograph(page, testInfo, 'contact-hours-special');
});
