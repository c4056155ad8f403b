import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { chooseLocation, openStore } from './helpers.ts';
import { createCustomer } from './support/customers.ts';
import { waitForEmail } from './support/mailbox.ts';
import { seriousViolations } from './support/accessibility.ts';

async function expectAccessible(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
}

/** The link in an email that opens the given account view. */
function linkTo(links: string[], view: string) {
  const link = links.find((candidate) => new URL(candidate).pathname.endsWith(`/account/${view}`));
  if (!link) throw new Error(`No /account/${view} link in ${links.join(', ')}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // The new anonymous session has no location yet; choose one so its dialog stays closed.
  await chooseLocation(page);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a shopper signs up, verifies the email, creates the account, resets the password and logs in with it', async ({
  page,
}) => {
  const email = `newreader-${randomBytes(4).toString('hex')}@example.com`;
  await openStore(page, '/account/signup');
  await expectAccessible(page, 'Sign up');

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('An activation email has been sent.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/verify$/);
  await expectAccessible(page, 'Check your email');

  const verification = await waitForEmail({ to: email, subjectIncludes: 'Confirm your email' });
  await page.goto(linkTo(verification.links, 'verify'));
  await expect(page).toHaveURL(/\/account\/create$/);
  await expectAccessible(page, 'Account Details');

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('There was an error. Please review form.')).toBeVisible();
  await expect(page.getByText('First name is required.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first password 1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('first password 1');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newreader');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('5035550123');
  await page.getByRole('textbox', { name: 'Street address', exact: true }).fill('300 Alder Street');
  await page.getByLabel('City').fill('Portland');
  await page.getByRole('combobox', { name: 'State / Province' }).click();
  await page.getByRole('option', { name: 'Oregon' }).click();
  await page.getByLabel('Zip code').fill('97205');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/account\/finished$/);
  await expectAccessible(page, 'Welcome, Nora!');
  // The welcome opens at the top, not where Create Account was at the foot of the form.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nora!' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Account menu for Nora' })).toBeVisible();

  await logOut(page);

  await page.goto('/account/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expectAccessible(page, 'Forgot your password?');
  const requestedAt = Date.now();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Retrieve' }).click();
  await expect(
    page.getByText('An email has been sent with a link to reset your password.', { exact: false }),
  ).toBeVisible();

  const reset = await waitForEmail({ to: email, subjectIncludes: 'Reset your', receivedAfter: requestedAt - 1000 });
  await page.goto(linkTo(reset.links, 'forgot'));
  await expectAccessible(page, 'Password Change Utility');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second password 2');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('second password 2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been successfully changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/details$/);

  await logOut(page);
  await page.goto('/account/login');
  await logIn(page, email, 'first password 1');
  await expect(page.getByRole('alert')).toHaveText('Invalid Login');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');

  await logIn(page, email, 'second password 2');
  await expect(page).toHaveURL(/\/account\/details$/);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});

test('the login page has no serious or critical accessibility violations', async ({ page }) => {
  await openStore(page, '/account/login');
  await expectAccessible(page, 'Log in');
});

test('a customer updates the account details and the page stays accessible', async ({ page }) => {
  const customer = createCustomer({ firstName: 'Dara' });
  await openStore(page, '/account/login');
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/account\/details$/);
  await expectAccessible(page, 'Account details');

  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('5035550188');
  await page.getByRole('textbox', { name: 'Street address', exact: true }).fill('18 Birch Lane');
  await page.getByLabel('City').fill('Salem');
  await page.getByRole('combobox', { name: 'State / Province' }).click();
  await page.getByRole('option', { name: 'Oregon' }).click();
  await page.getByLabel('Zip code').fill('97301');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Changes' });
  await dialog.getByRole('textbox', { name: 'Password' }).fill(customer.password);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Account updated.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Salem');
});

test('a bad verification link says Verification Failed. at once, with no form to fill in', async ({ page }) => {
  await openStore(page, '/account/verify?token=not-a-real-token');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Verification Failed.');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/account\/verify\?token=not-a-real-token$/);
  await alert.getByRole('link', { name: 'Sign up again' }).click();
  await expect(page).toHaveURL(/\/account\/signup$/);
});

test('signing up with a registered email says it has already been registered', async ({ page }) => {
  const customer = createCustomer({ firstName: 'Registered' });
  await openStore(page, '/account/signup');

  await page.getByLabel('Email address').fill(customer.email);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByRole('alert')).toContainText('This email address has already been registered.');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Log in' })).toBeVisible();
});
