import { expect, test, type Page } from './support/test.ts';
import { accountMessages, consoleCustomersMessages as words } from '@bookfront/contract';
import { chooseLocation } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { openCustomerInConsole } from './support/console-customers.ts';
import { addStaff, logInToConsole } from './support/console-staff.ts';
import { createCustomer, type SeededCustomer } from './support/customers.ts';
import { waitForEmail } from './support/mailbox.ts';

/* docs/features/store-console.md#customers, docs/features/accounts.md#linked-accounts */

async function logInThroughApi(page: Page, customer: SeededCustomer) {
  await chooseLocation(page);
  const response = await page.request.post('/api/account/login', {
    data: { email_address: customer.email, password: customer.password },
  });
  expect(response.ok()).toBe(true);
}

test('a manager authorizes a pending institution link from the console, and the customer then buys for the institution', async ({
  page,
  browser,
}, testInfo) => {
  const owner = createCustomer({ firstName: 'Rowan', institution: 'Cedar Library' });
  const customer = createCustomer({ firstName: 'Juniper' });
  const company = owner.institution ?? '';
  const manager = addStaff({ store: 'demo', role: 'manager', name: 'links' });

  // The institution's owner invites the customer's address: the link waits, pending.
  const ownerPage = await (await browser.newContext()).newPage();
  await logInThroughApi(ownerPage, owner);
  await ownerPage.goto('/account/link');
  await ownerPage.getByLabel('Email address').fill(customer.email);
  await ownerPage.getByRole('button', { name: 'Send request' }).click();
  await expect(ownerPage.getByText(accountMessages.linkRequestSent)).toBeVisible();
  await ownerPage.close();

  // Until it is authorized the customer buys for no institution.
  const customerPage = await (await browser.newContext()).newPage();
  await logInThroughApi(customerPage, customer);
  await customerPage.goto('/account/link');
  await expect(customerPage.getByText(/You are not linked to any institution/)).toBeVisible();

  await chooseLocation(page);
  await logInToConsole(page, manager);
  await openCustomerInConsole(page, customer);
  const links = page.getByRole('region', { name: words.links });
  const link = links.getByRole('listitem').filter({ hasText: company });
  await expect(link.getByText(words.pending)).toBeVisible();
  const authorizedAfter = Date.now();
  await link.getByRole('button', { name: `${words.authorizeLink} ${company}` }).click();
  await expect(link.getByText(words.authorizeLinkConfirm(company))).toBeVisible();
  await link.getByRole('button', { name: words.authorizeLink, exact: true }).click();
  await expect(link.getByText(words.authorized)).toBeVisible();
  await expect(link.getByRole('button', { name: `${words.authorizeLink} ${company}` })).toHaveCount(0);
  await scanAndPhotograph(page, testInfo, 'console-customer-link-authorized');

  const email = await waitForEmail({
    to: customer.email,
    subjectIncludes: `you may now buy for ${company}`,
    receivedAfter: authorizedAfter - 1000,
  });
  expect(email.links.some((url) => url.includes('/account'))).toBe(true);

  await customerPage.reload();
  await expect(customerPage.getByRole('listitem').filter({ hasText: company })).toBeVisible();
  await expect(customerPage.getByText(/You are not linked to any institution/)).toHaveCount(0);
  await scanAndPhotograph(customerPage, testInfo, 'account-links-authorized');
  await customerPage.close();
});
