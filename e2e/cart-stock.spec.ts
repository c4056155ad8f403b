import { mkdtempSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { cartMessages, catalogMessages, cartPageMessages } from '@bookfront/contract';
import { cli } from './server.ts';
import { dataDirEnv } from './support/customers.ts';
import { ensureCustomer, ensureStore } from './support/stores.ts';

/**
 * The cart's quantities against a store's stock ('cartstock', docs/features/cart.md#cart-page): stock that
 * falls while the cart is open, a line above what is on hand, and a guest's cart joining a customer's at login
 * (docs/features/cart.md#login), with one promo code at a time (docs/features/cart.md#promo-codes).
 */
test.describe.configure({ mode: 'serial' });

const store = 'cartstock';
const shop = `${store}-shop`;
const hungerGames = '9780439023481';
const twilight = '9780316015844';
const catchingFire = '9780439023498';
const customer = {
  email: `stockroom-${randomBytes(4).toString('hex')}@example.com`,
  password: 'correct horse battery',
  firstName: 'Robin',
};

/** Sets what the shop has on hand of each title; none of them can be ordered in. */
function setStock(onhand: Record<string, number>) {
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-stock-')), 'stock.csv');
  const rows = Object.entries(onhand).map(([eisbn, count]) => `${shop},${eisbn},${count},0,1200,0`);
  writeFileSync(file, `location_id,eisbn,onhand,onorder,price_cents,is_extra_orderable\n${rows.join('\n')}\n`);
  cli(dataDir, ['stock', file, '--store', store]);
}

test.beforeAll(() => {
  ensureStore(store, 'Stock Room Books', {
    promo_codes: [
      { code: 'TENOFF', type: 'percent', value: 10 },
      { code: 'FIVEOFF', type: 'percent', value: 5 },
    ],
  });
  ensureCustomer(store, customer);
  setStock({ [hungerGames]: 2, [twilight]: 2, [catchingFire]: 2 });
});

async function logIn(page: Page) {
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function addFromItemPage(page: Page, eisbn: string, quantity: number) {
  await page.goto(`/${store}/item/${eisbn}`);
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await purchase.getByRole('textbox', { name: /^Quantity of / }).fill(String(quantity));
  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(purchase.getByRole('button', { name: new RegExp(`${quantity} in cart$`) })).toBeVisible();
}

test('a customer whose stock fell adjusts the cart on the way to checkout, and takes what is left of a line', async ({
  page,
}) => {
  await page.goto(`/${store}/account/login`);
  await logIn(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
  await addFromItemPage(page, hungerGames, 2);
  await page.goto(`/${store}/checkout/cart`);
  const pickUp = page.getByRole('button', { name: cartPageMessages.pickUpInStore });
  await expect(pickUp).toBeVisible();

  // Someone else buys one while the cart is open: checkout reads the session again first.
  setStock({ [hungerGames]: 1, [twilight]: 2, [catchingFire]: 2 });
  await pickUp.click();
  const adjustment = page.getByRole('dialog', { name: cartPageMessages.cartAdjustment });
  await expect(adjustment).toContainText(cartMessages.onlyInStock(1));
  await adjustment.getByRole('button', { name: cartPageMessages.adjustCart }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/contact$`));

  // After a reload a line above what is on hand says so, and offers to take what is left.
  await addFromItemPage(page, twilight, 2);
  setStock({ [hungerGames]: 1, [twilight]: 1, [catchingFire]: 2 });
  await page.goto(`/${store}/checkout/cart`);
  const twilightRow = page.getByRole('row').filter({ hasText: 'Twilight' });
  await expect(twilightRow).toContainText(cartMessages.onlyInStock(1));
  await expect(twilightRow).not.toContainText('In stock');
  await twilightRow.getByRole('button', { name: new RegExp(`^${cartMessages.takeOnHand(1)} of`) }).click();
  await expect(page.getByRole('textbox', { name: /^Quantity of Twilight/ })).toHaveValue('1');
  await expect(twilightRow).toContainText('In stock');
  await expect(page.getByRole('button', { name: cartPageMessages.pickUpInStore })).toBeVisible();
  await page.getByRole('button', { name: 'Remove all' }).click();
  await page.getByRole('dialog', { name: 'Remove all' }).getByRole('button', { name: 'Remove all' }).click();
  await expect(page.getByText(cartPageMessages.empty)).toBeVisible();
});

test("a guest's cart joins the customer's at login as far as stock goes, saying so, with the guest's promo code", async ({
  page,
  browser,
}) => {
  // The customer already has both copies the shop has, from another device.
  const elsewhere = await browser.newPage();
  await elsewhere.goto(`/${store}/account/login`);
  await logIn(elsewhere);
  await expect(elsewhere.getByRole('link', { name: 'Log in' })).toBeHidden();
  await addFromItemPage(elsewhere, catchingFire, 2);
  await elsewhere.close();

  await addFromItemPage(page, catchingFire, 2);
  await page.goto(`/${store}/checkout/cart`);
  const promoCode = page.getByRole('textbox', { name: 'Promo code' });
  await promoCode.fill('TENOFF');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText(cartPageMessages.promoCodeApplied('TENOFF'));
  await promoCode.fill('FIVEOFF');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText(cartPageMessages.promoCodeReplaced('FIVEOFF', ['TENOFF']));
  await expect(page.getByRole('region', { name: 'Order summary' })).not.toContainText('TENOFF');

  await page.getByRole('link', { name: cartPageMessages.logInToCheckout }).click();
  await logIn(page);

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/cart$`));
  const notice = page.getByRole('alert').filter({ hasText: cartPageMessages.mergeHeading });
  await expect(notice).toContainText(cartPageMessages.mergeReduced('Catching Fire', 2));
  await expect(page.getByRole('textbox', { name: /^Quantity of Catching Fire/ })).toHaveValue('2');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('FIVEOFF');
  await expect(page.getByRole('button', { name: cartPageMessages.pickUpInStore })).toBeVisible();
});
