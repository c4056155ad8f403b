import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import { cartMessages, catalogMessages, cartPageMessages } from '@bookfront/contract';
import { cli } from './server.ts';
import { seriousViolations } from './support/accessibility.ts';
import { largePrintTitle } from './support/catalogue.ts';
import { dataDirEnv } from './support/customers.ts';

/**
 * The cart's rules in a store of their own ('cartrules'): a large print edition asks before it is
 * added (docs/features/cart.md#order-minimum), and a subtotal under the store's order minimum hides checkout (docs/features/cart.md#order-minimum).
 */
test.describe.configure({ mode: 'serial' });

const store = 'cartrules';
/** A large print edition (the demo catalogue has none; global-setup imports it). */
const largePrint = largePrintTitle;
const twilight = '9780316015844';

test.beforeAll(() => {
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  const folder = mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-rules-'));
  cli(dataDir, ['store:create', store, '--name', 'Rules of the House Books', '--basename', store]);
  cli(dataDir, ['location:add', '--store', store, '--id', 'main', '--name', 'Main Street']);
  cli(dataDir, ['settings:set', '--store', store, 'order_min', '3000']);
  const stock = path.join(folder, 'stock.csv');
  writeFileSync(
    stock,
    `location_id,eisbn,onhand,onorder,price_cents\nmain,${largePrint.eisbn},5,0,2400\nmain,${twilight},10,0,1099\n`,
  );
  cli(dataDir, ['stock', stock, '--store', store]);
});

test('a large print edition asks before it goes in the cart', async ({ page }) => {
  await page.goto(`/${store}/item/${largePrint.eisbn}`);
  const purchase = page.getByRole('region', { name: 'Price and availability' });

  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  const dialog = page.getByRole('dialog', { name: cartMessages.largePrintHeading });
  await expect(dialog).toContainText(cartMessages.largePrintConfirm);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(purchase.getByRole('button', { name: catalogMessages.addToCart })).toBeVisible();

  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  await page
    .getByRole('dialog', { name: cartMessages.largePrintHeading })
    .getByRole('button', { name: catalogMessages.addToCart })
    .click();
  await expect(purchase.getByRole('button', { name: /1 in cart$/ })).toBeVisible();
});

test('a subtotal under the order minimum says so and offers no checkout until it is met', async ({ page }) => {
  await page.goto(`/${store}/item/${twilight}`);
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(purchase.getByRole('button', { name: /1 in cart$/ })).toBeVisible();
  await page.goto(`/${store}/checkout/cart`);

  const minimum = page.getByText(cartPageMessages.belowOrderMinimum('$30.00'));
  await expect(minimum).toBeVisible();
  await expect(page.getByRole('link', { name: cartPageMessages.logInToCheckout })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const quantity = page.getByRole('textbox', { name: 'Quantity of Twilight' });
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(minimum).toBeHidden();
  await expect(page.getByRole('link', { name: cartPageMessages.logInToCheckout })).toBeVisible();
});
