import { mkdtempSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { cartMessages, catalogMessages, cartPageMessages } from '@bookfront/contract';
import { cli } from './server.ts';
import { dataDirEnv } from './support/customers.ts';
import { summaryLine } from './support/cart-summary.ts';
import { ensureCustomer, ensureStore } from './support/stores.ts';

/**
 * What the cart charges ('cartmoney', docs/features/cart.md#summary-and-pricing): a sale line's saving, promo codes
 * that leave gift cards alone (docs/features/cart.md#promo-codes), a title sold to customers only
 * (docs/features/cart.md#who-sees-the-cart) and the quantity box (docs/features/cart.md#adding-to-the-cart).
 */
test.describe.configure({ mode: 'serial' });

const store = 'cartmoney';
const shop = `${store}-shop`;
const hungerGames = '9780439023481';
const twilight = '9780316015844';
const customer = {
  email: `money-${randomBytes(4).toString('hex')}@example.com`,
  password: 'correct horse battery',
  firstName: 'Jo',
};

test.beforeAll(() => {
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  ensureStore(store, 'Money Matters Books', {
    'store_info.giftcards_enabled': true,
    promo_codes: [{ code: 'TENOFF', type: 'percent', value: 10 }],
    customers_only: { eisbns: [twilight] },
  });
  ensureCustomer(store, customer);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-money-')), 'stock.csv');
  writeFileSync(
    file,
    'location_id,eisbn,onhand,onorder,price_cents,list_price_usa_cents,is_extra_orderable\n' +
      `${shop},${hungerGames},20,0,1000,1500,1\n${shop},${twilight},20,0,1200,1200,1\n`,
  );
  cli(dataDir, ['stock', file, '--store', store]);
});

async function addFromItemPage(page: Page, eisbn: string) {
  await page.goto(`/${store}/item/${eisbn}`);
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(purchase.getByRole('button', { name: /1 in cart$/ })).toBeVisible();
}

test('a guest sees a title the store sells to customers only marked as needing an account', async ({ page }) => {
  await addFromItemPage(page, twilight);

  await page.goto(`/${store}/checkout/cart`);

  await expect(page.getByRole('row').filter({ hasText: 'Twilight' })).toContainText(cartPageMessages.requiresAccount);
});

test('a customer sees the saving of a sale line, and a promo code that leaves the gift card alone', async ({
  page,
}) => {
  await page.goto(`/${store}/account/login`);
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
  await addFromItemPage(page, hungerGames);
  await page.goto(`/${store}/gift-cards`);
  await page
    .getByRole('button', { name: /gift card/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Buy a gift card' });
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('100');
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog.getByRole('link', { name: cartMessages.goToCart })).toBeVisible();

  await page.goto(`/${store}/checkout/cart`);
  const sale = page.getByRole('row').filter({ hasText: 'The Hunger Games' });
  await expect(sale).toContainText('$15.00');
  await expect(sale).toContainText(cartPageMessages.save(33));
  await expect(summaryLine(page, 'Discounts')).toContainText('$5.00');
  await page.getByRole('textbox', { name: 'Promo code' }).fill('TENOFF');
  await page.getByRole('button', { name: 'Apply' }).click();

  // 10% of the $10.00 book only; the $100.00 gift card is not discounted.
  await expect(summaryLine(page, 'TENOFF')).toContainText('$1.00');
  await expect(summaryLine(page, 'Total')).toContainText('$109.00');

  // A letter in a quantity box resets it to 1 (never 0, which would remove the line); it takes 3 digits.
  const quantity = page.getByRole('textbox', { name: 'Quantity of The Hunger Games' });
  await quantity.fill('x');
  await expect(quantity).toHaveValue('1');
  await quantity.press('Enter');
  await expect(sale).toBeVisible();
  await quantity.fill('12345');
  await expect(quantity).toHaveValue('123');
});
