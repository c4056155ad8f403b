import { expect, test } from './support/test.ts';
import { consoleMessages, consoleSettingsMessages } from '@bookfront/contract';
import { cli } from './server.ts';
import { scanAndPhotograph, seriousViolations } from './support/accessibility.ts';
import { dataDirEnv } from './support/customers.ts';

/**
 * A manager themes a store of their own ('themed') from the store console
 * (docs/features/store-console.md#theme), so no other journey sees its colours.
 */
const store = 'themed';
const manager = { email: 'manager@themed.example', password: 'themed manager password' };
const green = '#1d5e3a';

test.beforeAll(() => {
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  cli(dataDir, ['store:create', store, '--name', 'Green Door Books', '--basename', store]);
  // The storefront's menu bar, drawn in the primary colour, shows when the store has a menu.
  const menu = [{ id: 'browse', label: 'Browse', path: '/browse', type: 'browse' }];
  cli(dataDir, ['settings:set', '--store', store, 'site_navigation', JSON.stringify(menu)]);
  cli(dataDir, [
    'staff:add',
    '--store',
    store,
    '--email',
    manager.email,
    '--role',
    'manager',
    '--password',
    manager.password,
  ]);
});

test('a manager changes the primary colour, previews it beside the form, and the storefront is themed with it and follows the privacy policy and shortcut they publish', async ({
  page,
}, testInfo) => {
  await page.goto(`/${store}/console`);
  await page.getByRole('textbox', { name: consoleMessages.email }).fill(manager.email);
  await page
    .getByLabel(new RegExp(`^${consoleMessages.password}`))
    .and(page.locator('input'))
    .fill(manager.password);
  await page.getByRole('button', { name: consoleMessages.logIn }).click();
  await page.getByRole('link', { name: consoleSettingsMessages.heading }).click();

  const primary = page.getByRole('textbox', { name: consoleSettingsMessages.colours.primary_color });
  await primary.fill('#7a7a7a');
  await expect(page.getByRole('status').filter({ hasText: '4.5:1' })).toBeVisible();
  await primary.fill(green);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: '4.5:1' })).toHaveCount(0);
  await expect(page.getByTestId('theme-preview-button')).toHaveCSS('background-color', 'rgb(29, 94, 58)');
  await page.getByRole('button', { name: consoleMessages.save }).click();
  await expect(page.getByRole('status').filter({ hasText: consoleSettingsMessages.saved })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-settings-theme');

  await page.getByRole('link', { name: consoleSettingsMessages.switchesHeading }).click();
  await expect(page.getByRole('switch', { name: /Cart and online orders/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /Gift registries/ })).not.toBeChecked();
  await scanAndPhotograph(page, testInfo, 'console-settings-switches');

  await page.getByRole('link', { name: consoleSettingsMessages.locationsHeading }).click();
  await expect(page.getByRole('combobox', { name: consoleSettingsMessages.chooseLocation })).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: consoleSettingsMessages.privacyHeading }).click();
  await page
    .getByRole('textbox', { name: consoleSettingsMessages.privacyText })
    .fill('# What we keep\n\nYour name and email, for your orders.');
  await page.getByRole('button', { name: consoleMessages.save }).click();
  await expect(page.getByRole('status').filter({ hasText: consoleSettingsMessages.saved })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-settings-privacy-policy');

  await page.getByRole('link', { name: consoleSettingsMessages.shortcutsHeading }).click();
  await page.getByRole('button', { name: consoleSettingsMessages.addShortcut }).click();
  await page.getByRole('textbox', { name: consoleSettingsMessages.shortcutKey }).fill('policy');
  await page.getByRole('textbox', { name: consoleSettingsMessages.shortcutPath }).fill('/privacy-policy');
  await page.getByRole('button', { name: consoleMessages.save }).click();
  await expect(page.getByRole('status').filter({ hasText: consoleSettingsMessages.saved })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/${store}/`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCSS('background-color', 'rgb(29, 94, 58)');
  await page.goto(`/${store}/policy`);
  await expect(page).toHaveURL(new RegExp(`/${store}/privacy-policy$`));
  await expect(page.getByRole('heading', { name: 'What we keep' })).toBeVisible();
});
