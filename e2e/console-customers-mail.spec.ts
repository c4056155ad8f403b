import { expect, test } from './support/test.ts';
import { accountMessages, consoleCustomersMessages as words } from '@bookfront/contract';
import { chooseLocation, openStore } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { openCustomerInConsole } from './support/console-customers.ts';
import { addStaff, logInToConsole } from './support/console-staff.ts';
import { createCustomer } from './support/customers.ts';
import { waitForEmail } from './support/mailbox.ts';

test('a manager finds a customer and locks them, their login is refused, and a mail from the log is sent again and arrives', async ({
  page,
  browser,
}, testInfo) => {
  const manager = addStaff({ store: 'demo', role: 'manager', name: 'manager' });
  const customer = createCustomer({ firstName: 'Linden' });

  // The customer asks for a reset link, so the store's mail log has a mail to them.
  const shopper = await browser.newPage();
  await openStore(shopper, '/account/forgot');
  const requestedAt = Date.now();
  await shopper.getByLabel('Email address').fill(customer.email);
  await shopper.getByRole('button', { name: 'Retrieve' }).click();
  await waitForEmail({ to: customer.email, subjectIncludes: 'Reset your', receivedAfter: requestedAt - 1000 });

  await chooseLocation(page);
  await logInToConsole(page, manager);
  await openCustomerInConsole(page, customer);
  await scanAndPhotograph(page, testInfo, 'console-customer');

  const account = page.getByRole('region', { name: words.account });
  await account.getByRole('button', { name: words.lock }).click();
  await account.getByRole('button', { name: words.lock }).click();
  await expect(account.getByRole('status')).toHaveText(words.lockedDone);
  await expect(account.getByRole('button', { name: words.unlock })).toBeVisible();

  await openStore(shopper, '/account/login');
  await shopper.getByLabel('Email address').fill(customer.email);
  await shopper.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await shopper.getByRole('button', { name: 'Log in' }).click();
  await expect(shopper.getByRole('alert')).toHaveText(accountMessages.accountLocked);

  await page.getByRole('link', { name: words.mailHeading }).click();
  await page.getByRole('searchbox', { name: words.mailRecipientLabel }).fill(customer.email);
  await page.getByRole('button', { name: words.mailFilter }).click();
  // Other journeys' mail is in the log too: the customer's own row, whether or not the filter has answered yet.
  await page
    .getByRole('row')
    .filter({ hasText: customer.email })
    .getByRole('link', { name: /Reset your/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Reset your/ })).toBeVisible();
  await expect(page.getByText(customer.email).first()).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-mail');

  const resentAt = Date.now();
  await page.getByRole('button', { name: words.resend }).click();
  await expect(page.getByRole('status')).toHaveText(words.resent(customer.email));
  const copy = await waitForEmail({
    to: customer.email,
    subjectIncludes: 'Reset your',
    receivedAfter: resentAt - 1000,
  });
  expect(copy.text).toContain('/account/forgot?token=');

  await page.getByRole('link', { name: words.backToMail }).click();
  await expect(page.getByRole('row').filter({ hasText: words.copy })).toHaveCount(1);
  await scanAndPhotograph(page, testInfo, 'console-mail-log');
  await shopper.close();
});
