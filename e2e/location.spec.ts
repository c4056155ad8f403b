import { expect, test, type Page } from './support/test.ts';
import { catalogMessages, shellMessages } from '@bookfront/contract';
import { chooseLocation, openStore } from './helpers.ts';
import { createCustomer } from './support/customers.ts';

test('the location dialog opens itself on a first visit and choosing a location sets it', async ({ page }) => {
  await page.goto('/');

  const dialog = page.getByRole('dialog', { name: shellMessages.chooseLocation });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Riverbend Books Downtown' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Riverbend Books Eastside' }).click();

  await expect(page).toHaveTitle('Riverbend Books Eastside');
  await expect(page.getByRole('button', { name: /Store location: Riverbend Books Eastside/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

const cartBadge = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .first();

/** Titles the demo has five or more of at both locations, which no other journey buys. */
const royalAssassin = '9780006480105';
const perilAtEndHouse = '9780007119301';

async function addFromItemPage(page: Page, eisbn: string) {
  await page.goto(`/item/${eisbn}`);
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
}

test('moving to another location says what happens to the cart, then keeps it', async ({ page }) => {
  await openStore(page, '/');
  await addFromItemPage(page, royalAssassin);

  await page.getByRole('button', { name: /Store location: Riverbend Books Downtown/ }).click();
  const dialog = page.getByRole('dialog', { name: shellMessages.chooseLocation });
  await dialog.getByRole('button', { name: 'Riverbend Books Eastside' }).click();
  await expect(dialog.getByText(shellMessages.changeLocationWarning(1, 'Riverbend Books Eastside'))).toBeVisible();
  await dialog.getByRole('button', { name: 'Change location' }).click();

  await expect(page.getByRole('button', { name: /Store location: Riverbend Books Eastside/ })).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/checkout/cart');
  await expect(page.getByRole('link', { name: 'Royal Assassin' }).first()).toBeVisible();
});

test("a customer logging in on a second device gets their cart's location, and choosing it keeps the cart", async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = createCustomer({ firstName: 'Lena' });
  await chooseLocation(page, 'eastside');
  const login = await page.request.post('/api/account/login', {
    data: { email_address: customer.email, password: customer.password },
  });
  expect(login.ok()).toBe(true);
  await addFromItemPage(page, perilAtEndHouse);

  const secondDevice = await (await browser.newContext({ baseURL })).newPage();
  await secondDevice.goto('/account/login');
  const dialog = secondDevice.getByRole('dialog', { name: shellMessages.chooseLocation });
  await expect(dialog).toBeVisible();
  await secondDevice.keyboard.press('Escape');
  await secondDevice.getByLabel('Email address').fill(customer.email);
  await secondDevice.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await secondDevice.getByRole('button', { name: 'Log in' }).click();
  const locationButton = secondDevice.getByRole('button', { name: /Store location: Riverbend Books Eastside/ });
  await locationButton.click();
  await dialog.getByRole('button', { name: /Riverbend Books Eastside/ }).click();
  await expect(dialog).toHaveCount(0);

  await expect(cartBadge(secondDevice)).toHaveAccessibleName('Cart, 1 item');
  await secondDevice.goto('/checkout/cart');
  await expect(secondDevice.getByRole('link', { name: 'Peril at End House' }).first()).toBeVisible();
});
