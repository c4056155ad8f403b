import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { catalogMessages, checkoutMessages, cartPageMessages } from '@bookfront/contract';
import { openStore } from './helpers.ts';
import { cli } from './server.ts';
import { seriousViolations } from './support/accessibility.ts';
import { createCustomer, dataDirEnv } from './support/customers.ts';

const twilight = '9780316015844';
/** Downtown has 6 on hand; the demo store orders more in. */
const hungerGames = '9780439023481';

async function cartWith(page: Page, items: { eisbn: string; quantity: number }[]) {
  await openStore(page, '/');
  for (const item of items) {
    const added = await page.request.post('/api/cart/add', { data: item });
    expect(added.ok()).toBe(true);
  }
  await page.goto('/checkout/cart');
  await expect(page.getByRole('table', { name: 'Items in your cart' })).toBeVisible();
}

test('a guest whose cart is all in stock checks out as a guest for pick up, or may log in first', async ({ page }) => {
  await cartWith(page, [{ eisbn: twilight, quantity: 1 }]);

  await expect(page.getByRole('link', { name: cartPageMessages.loginAndCheckout })).toHaveAttribute(
    'href',
    '/account/login',
  );
  await expect(page.getByRole('button', { name: cartPageMessages.ship, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: cartPageMessages.checkoutAsGuest }).click();

  await expect(page).toHaveURL(/\/checkout\/contact$/);
});

test('a guest whose cart cannot all be picked up is told why guest checkout is not open', async ({ page }) => {
  await cartWith(page, [{ eisbn: hungerGames, quantity: 8 }]);

  await page.getByRole('button', { name: cartPageMessages.checkoutAsGuest }).click();

  const dialog = page.getByRole('dialog', { name: cartPageMessages.checkoutAsGuest });
  await expect(dialog).toContainText(cartPageMessages.guestRefusedPickUp);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('a customer may pick up, ship or have it delivered, and shipping asks for an address first', async ({ page }) => {
  const customer = createCustomer({ firstName: 'Pat' });
  await openStore(page, '/');
  const login = await page.request.post('/api/account/login', {
    data: { email_address: customer.email, password: customer.password },
  });
  expect(login.ok()).toBe(true);
  await cartWith(page, [{ eisbn: twilight, quantity: 1 }]);

  await expect(page.getByRole('button', { name: cartPageMessages.checkoutAsGuest })).toHaveCount(0);
  await expect(page.getByRole('button', { name: cartPageMessages.pickUpInStore })).toBeVisible();
  await expect(page.getByRole('button', { name: cartPageMessages.localDelivery })).toBeVisible();
  await page.getByRole('button', { name: cartPageMessages.ship, exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/delivery$/);
});

test('a cart changed in another tab shows on the cart page when the window regains focus', async ({ page }) => {
  await cartWith(page, [{ eisbn: twilight, quantity: 1 }]);

  const elsewhere = await page.request.post('/api/cart/add', { data: { eisbn: hungerGames, quantity: 1 } });
  expect(elsewhere.ok()).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await expect(page.getByRole('textbox', { name: 'Quantity of The Hunger Games' })).toHaveValue('1');
});

test.describe('a store without guest checkout that takes quotes', () => {
  test.describe.configure({ mode: 'serial' });
  const customer = { email: `quoter-${Date.now()}@example.com`, password: 'correct horse battery' };

  test.beforeAll(() => {
    const dataDir = process.env[dataDirEnv];
    if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
    cli(dataDir, ['store:create', 'cartgate', '--name', 'Cart Gate Books', '--basename', 'cartgate']);
    cli(dataDir, ['location:add', '--store', 'cartgate', '--id', 'main', '--name', 'Main Street']);
    cli(dataDir, ['settings:set', '--store', 'cartgate', 'checkout.quote_enabled', 'true']);
    const stock = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-stock-')), 'stock.csv');
    writeFileSync(stock, `location_id,eisbn,onhand,onorder,price_cents\nmain,${twilight},4,0,1099\n`);
    cli(dataDir, ['stock', stock, '--store', 'cartgate']);
    cli(dataDir, [
      'customer:create',
      '--store',
      'cartgate',
      '--email',
      customer.email,
      '--password',
      customer.password,
      '--first-name',
      'Quinn',
      '--last-name',
      'Tester',
    ]);
  });

  test('a guest logs in to proceed, comes back to the cart, and requests a quote', async ({ page }) => {
    await page.goto(`/cartgate/item/${twilight}`);
    const purchase = page.getByRole('region', { name: 'Price and availability' });
    await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
    await expect(purchase.getByRole('button', { name: /1 in cart$/ })).toBeVisible();
    await page.goto('/cartgate/checkout/cart');
    await expect(page.getByRole('button', { name: cartPageMessages.checkoutAsGuest })).toHaveCount(0);
    await expect(page.getByRole('button', { name: cartPageMessages.requestQuote })).toHaveCount(0);

    await page.getByRole('link', { name: cartPageMessages.logInToCheckout }).click();
    await expect(page).toHaveURL(/\/cartgate\/account\/login$/);
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/cartgate\/checkout\/cart$/);
    await expect(page.getByRole('textbox', { name: 'Quantity of Twilight' })).toHaveValue('1');

    await page.getByRole('button', { name: cartPageMessages.requestQuote }).click();
    const dialog = page.getByRole('dialog', { name: cartPageMessages.requestQuote });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText(checkoutMessages.quoteMessageRequired)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Twelve copies for our book club, please.');
    await dialog.getByRole('button', { name: 'Send request' }).click();

    await expect(page).toHaveURL(/\/cartgate\/account\/order\/[^/?]+\?success=1$/);
  });
});
