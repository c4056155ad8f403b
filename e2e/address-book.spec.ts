import { expect, test, type Page } from './support/test.ts';
import { addressMessages } from '@bookfront/contract';
import { chooseLocation } from './helpers.ts';
import { createCustomer, type SeededCustomer } from './support/customers.ts';
import { seriousViolations } from './support/accessibility.ts';

async function logIn(page: Page, customer: SeededCustomer) {
  await chooseLocation(page);
  await page.goto('/account/login');
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
}

test('a customer keeps an address book: adds, corrects, prefers and deletes addresses', async ({ page }) => {
  await logIn(page, createCustomer({ firstName: 'Ada' }));

  await page.goto('/account/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A US address with a short zip and phone shows the spec's messages, then saves once corrected.
  await page.getByRole('button', { name: 'Add address' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByLabel('Full Name').fill('Ada Reader');
  await dialog.getByLabel('Street Address').fill('120 River Street');
  await dialog.getByLabel('City').fill('Portland');
  await dialog.getByLabel('State / Province').selectOption('Oregon');
  await dialog.getByLabel('Zip Code').fill('9720');
  await dialog.getByLabel('Phone Number').fill('555-01');
  await dialog.getByLabel('Ext.').fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(addressMessages.postalCodeInvalid)).toBeVisible();
  await expect(dialog.getByText(addressMessages.phoneRequired)).toBeVisible();
  await expect(dialog.getByText(addressMessages.extensionInvalid)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Zip Code').fill('972041234');
  await expect(dialog.getByLabel('Zip Code')).toHaveValue('97204-1234');
  await dialog.getByLabel('Phone Number').fill('5035550142');
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('(503) 555-0142');
  await dialog.getByLabel('Ext.').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(addressMessages.saved)).toBeVisible();
  const home = page.getByRole('listitem', { name: 'Ada Reader, 120 River Street' });
  await expect(home.getByText('Preferred', { exact: true })).toBeVisible();

  // A Canadian address: postal code upper-cased and spaced as typed.
  await page.getByRole('button', { name: 'Add address' }).click();
  dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByLabel('Country').selectOption('Canada');
  await dialog.getByLabel('Full Name').fill('Ada at the cottage');
  await dialog.getByLabel('Street Address').fill('12 Main Street');
  await dialog.getByLabel('City').fill('Vancouver');
  await dialog.getByLabel('State / Province').selectOption('British Columbia');
  await dialog.getByLabel('Postal Code').pressSequentially('v6b1a1');
  await expect(dialog.getByLabel('Postal Code')).toHaveValue('V6B 1A1');
  await dialog.getByLabel('Phone Number').fill('6045550142');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const cottage = page.getByRole('listitem', { name: 'Ada at the cottage, 12 Main Street' });
  await expect(cottage).toContainText('Vancouver, British Columbia V6B 1A1');

  // Editing with a US-style code in Canada is refused with the message.
  await page.getByRole('button', { name: 'Edit Ada at the cottage, 12 Main Street' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit address' });
  await dialog.getByLabel('Postal Code').fill('12345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(addressMessages.postalCodeInvalid)).toBeVisible();
  await dialog.getByLabel('Postal Code').fill('V5K 0A1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(cottage).toContainText('V5K 0A1');

  await page.getByRole('button', { name: 'Set Ada at the cottage, 12 Main Street as preferred' }).click();
  await expect(cottage.getByText('Preferred', { exact: true })).toBeVisible();
  await expect(home.getByText('Preferred', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Ada Reader, 120 River Street' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete address' });
  await expect(confirm).toContainText(addressMessages.confirmRemove);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(addressMessages.removed)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(home).toHaveCount(0);
  await expect(cottage).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
