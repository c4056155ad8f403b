import { expect, test, type Page } from './support/test.ts';
import { accountMessages } from '@bookfront/contract';
import { chooseLocation } from './helpers.ts';
import { seriousViolations } from './support/accessibility.ts';
import { createCustomer, type SeededCustomer } from './support/customers.ts';
import { waitForEmail } from './support/mailbox.ts';

async function logInThroughApi(page: Page, customer: SeededCustomer) {
  await chooseLocation(page);
  const response = await page.request.post('/api/account/login', {
    data: { email_address: customer.email, password: customer.password },
  });
  expect(response.ok()).toBe(true);
}

test('an institution invites a customer, who accepts and then buys as the institution', async ({ browser }) => {
  const owner = createCustomer({ firstName: 'Olive', institution: 'Hillside School' });
  const customer = createCustomer({ firstName: 'Mina' });
  const company = owner.institution ?? '';

  // The owner asks for a link.
  const ownerPage = await (await browser.newContext()).newPage();
  await logInThroughApi(ownerPage, owner);
  await ownerPage.goto('/account/link');
  await expect(ownerPage.getByRole('heading', { name: `Who may buy for ${company}` })).toBeVisible();
  await ownerPage.getByLabel('Email address').fill(customer.email);
  await ownerPage.getByRole('button', { name: 'Send request' }).click();
  await expect(ownerPage.getByText(accountMessages.linkRequestSent)).toBeVisible();
  const pendingRow = ownerPage.getByRole('listitem').filter({ hasText: customer.email });
  await expect(pendingRow.getByText('Pending')).toBeVisible();

  // The customer follows the emailed link, logs in, and accepts.
  const email = await waitForEmail({ to: customer.email, subjectIncludes: company });
  const link = email.links.find((url) => url.includes('/account/link?token='));
  expect(link).toBeDefined();
  const customerPage = await (await browser.newContext()).newPage();
  await chooseLocation(customerPage);
  const linkUrl = new URL(link ?? '');
  await customerPage.goto(`${linkUrl.pathname}${linkUrl.search}`);
  await customerPage.getByLabel(/Email address/).fill(customer.email);
  await customerPage.getByLabel(/^Password/).fill(customer.password);
  await customerPage.getByRole('button', { name: 'Log in' }).click();
  await expect(customerPage.getByText(`Invitation from ${company}`)).toBeVisible();
  await customerPage.getByRole('button', { name: 'Accept' }).click();
  await expect(customerPage.getByText(accountMessages.accountAuthorized)).toBeVisible();
  await expect(customerPage.getByRole('listitem').filter({ hasText: company })).toBeVisible();

  // The owner now sees the link authorized, and the view passes an accessibility scan.
  await ownerPage.reload();
  const authorizedRow = ownerPage.getByRole('listitem').filter({ hasText: 'Mina Tester' });
  await expect(authorizedRow.getByText('Authorized')).toBeVisible();
  await expect(ownerPage.getByLabel(/^Loading/)).toHaveCount(0);
  expect(await seriousViolations(ownerPage)).toEqual([]);

  // The customer switches to the institution in the header, which then shows its name.
  await customerPage.getByRole('button', { name: 'Account menu for Mina' }).click();
  await customerPage.getByRole('menuitem', { name: company }).click();
  await expect(customerPage.getByRole('button', { name: `Account menu for ${company}` })).toBeVisible();
  await customerPage.goto('/account/link');
  await expect(customerPage.getByText(accountMessages.noLinkPermission(company))).toBeVisible();
});
