import { expect, test, type Page } from './support/test.ts';
import { openStore } from './helpers.ts';
import { createCustomer } from './support/customers.ts';
import { waitForEmail } from './support/mailbox.ts';

/** The path of the link in an email that opens the given account view. */
function linkTo(links: string[], view: string) {
  const link = links.find((candidate) => new URL(candidate).pathname.endsWith(`/account/${view}`));
  if (!link) throw new Error(`No /account/${view} link in ${links.join(', ')}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Submits the login form and waits for the server's answer. */
async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/account/login')),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

test('a customer refused after ten wrong passwords gets in through the emailed reset link and is told the password changed, under the store logo', async ({
  page,
}) => {
  const customer = createCustomer({ firstName: 'Wren' });
  await openStore(page, '/account/login');
  for (let attempt = 0; attempt < 10; attempt++) {
    await logIn(page, customer.email, `wrong guess ${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('Invalid Login');
  }

  await logIn(page, customer.email, customer.password);
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait a few minutes and try again.');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  const requestedAt = Date.now();
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByRole('button', { name: 'Retrieve' }).click();
  await expect(
    page.getByText('An email has been sent with a link to reset your password.', { exact: false }),
  ).toBeVisible();
  const reset = await waitForEmail({
    to: customer.email,
    subjectIncludes: 'Reset your',
    receivedAfter: requestedAt - 1000,
  });
  await page.goto(linkTo(reset.links, 'forgot'));
  await expect(page.getByRole('heading', { level: 1, name: 'Password Change Utility' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a fresh password 3');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('a fresh password 3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been successfully changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/details$/);

  const notice = await waitForEmail({ to: customer.email, subjectIncludes: 'password was changed' });
  expect(notice.text).toContain("If this wasn't you");
  expect(linkTo(notice.links, 'forgot')).toBe('/account/forgot');
  const logoSource = /<img src="([^"]+)"/.exec(notice.html)?.[1] ?? '';
  expect(logoSource).toMatch(/\/files\/mail-logos\/demo\/[0-9a-f]+\.png$/);
  const logo = await page.request.get(new URL(logoSource).pathname);
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/png');
  expect(logo.headers()['cross-origin-resource-policy']).toBe('cross-origin');
});
