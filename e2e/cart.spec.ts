import { expect, test, type Page } from './support/test.ts';
import { cartMessages, catalogMessages, cartPageMessages } from '@bookfront/contract';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore } from './helpers.ts';
import { cli } from './server.ts';
import { scanAndPhotograph, seriousViolations } from './support/accessibility.ts';
import { e2eDataDir } from './support/cli-output.ts';
import { ensureStore } from './support/stores.ts';

const cartBadge = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .first();
const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
/** The summary line whose label starts with `label` ('Total' is not 'Subtotal'). */
const summaryLine = (page: Page, label: string) =>
  summary(page)
    .locator('div')
    .filter({ hasText: new RegExp(`^${label}`) })
    .first();

test('a shopper adds a title from its page, meets the stock dialog, and changes the quantity in the cart', async ({
  page,
}) => {
  await openStore(page, '/item/9780439023481');
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');

  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(purchase.getByRole('button', { name: /1 in cart$/ })).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');

  // Downtown has 6 on hand; the demo store can order more in.
  await purchase.getByRole('textbox', { name: 'Quantity of The Hunger Games' }).fill('10');
  await purchase.getByRole('button', { name: /1 in cart$/ }).click();
  const stock = page.getByRole('dialog', { name: cartMessages.onlyInStock(6) });
  await expect(stock.getByRole('button', { name: cartMessages.takeOnHandAndOrderRest(6) })).toBeVisible();
  await stock.getByRole('button', { name: cartMessages.takeOnHand(6), exact: true }).click();
  await expect(stock).toBeHidden();
  await expect(purchase.getByRole('button', { name: /6 in cart$/ })).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 6 items');

  await purchase.getByRole('link', { name: cartMessages.goToCart }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const quantity = page.getByRole('textbox', { name: 'Quantity of The Hunger Games' });
  await expect(quantity).toHaveValue('6');
  await expect(summaryLine(page, 'Subtotal')).toContainText('$59.94');

  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(summaryLine(page, 'Subtotal')).toContainText('$19.98');
  await expect(summaryLine(page, 'Quantity')).toContainText('2');
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 2 items');

  // The demo store's promo code takes 10% off the $19.98 subtotal; an unknown one says so.
  const promoCode = page.getByRole('textbox', { name: 'Promo code' });
  await promoCode.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(cartPageMessages.promoCodeUnknown)).toBeVisible();
  await promoCode.fill('readmore');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(summaryLine(page, 'READMORE')).toContainText('$2.00');
  await expect(summaryLine(page, 'Total')).toContainText('$17.98');
});

test('a shopper adds titles from browse results, then removes one and empties the cart', async ({ page }) => {
  await openStore(page, '/browse/filter/t/hunger%20games/k/keyword');
  const results = page.locator('ul[data-view]');
  await expect(results).toBeVisible();
  const titles = results.locator('li').filter({ has: page.getByRole('button', { name: catalogMessages.addToCart }) });
  const first = titles.nth(0);
  const second = titles.nth(1);
  const firstName = (await first.locator('h3').textContent()) ?? '';
  const secondName = (await second.locator('h3').textContent()) ?? '';

  await first.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(first.getByRole('button', { name: /1 in cart$/ })).toBeVisible();
  await second.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(second.getByRole('link', { name: cartMessages.goToCart })).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 2 items');

  await second.getByRole('link', { name: cartMessages.goToCart }).click();
  const table = page.getByRole('table', { name: 'Items in your cart' });
  await expect(table.getByRole('link', { name: firstName, exact: true })).toBeVisible();
  await expect(summaryLine(page, 'Items')).toContainText('2');

  await page.getByRole('button', { name: `Remove ${secondName}` }).click();
  await expect(table.getByRole('link', { name: secondName, exact: true })).toBeHidden();
  await expect(summaryLine(page, 'Items')).toContainText('1');
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');

  await page.getByRole('button', { name: 'Remove all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove all' });
  await confirm.getByRole('button', { name: 'Remove all' }).click();
  await expect(page.getByText(cartPageMessages.empty)).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
});

test('the cart page has no serious or critical accessibility violations, with items and empty', async ({ page }) => {
  await openStore(page, '/');
  const added = await page.request.post('/api/cart/add', { data: { eisbn: '9780439023481', quantity: 8 } });
  expect(added.ok()).toBe(true);
  await page.goto('/checkout/cart');
  await expect(page.getByRole('table', { name: 'Items in your cart' })).toBeVisible();
  await expect(page.getByText(cartPageMessages.backordered(2))).toBeVisible();
  // Its words keep their contrast under the pointer too.
  await page
    .getByRole('table', { name: 'Items in your cart' })
    .getByRole('button', { name: /^Remove / })
    .hover();

  expect(await seriousViolations(page)).toEqual([]);

  await page.request.post('/api/cart/removeAll', { data: {} });
  await page.goto('/checkout/cart');
  await expect(page.getByText(cartPageMessages.empty)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('a press before the page is ready', () => {
  const twilight = '9780316015844';

  test.beforeAll(() => {
    // One location, so a first visit opens no location dialog over the page.
    ensureStore('earlypress', 'Early Press Books', {});
    const stock = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-stock-')), 'stock.csv');
    writeFileSync(stock, `location_id,eisbn,onhand,onorder,price_cents\nearlypress-shop,${twilight},4,0,1099\n`);
    cli(e2eDataDir(), ['stock', stock, '--store', 'earlypress']);
  });

  test("a first visitor's Add to cart, pressed on the page the server drew before the app's code ran, adds the title", async ({
    page,
  }, testInfo) => {
    // Every script of the app is held back until the press is made, as on a slow phone
    // (built scripts are named by their hash alone, so none is told apart by name).
    let releaseTheApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseTheApp = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto(`/earlypress/item/${twilight}`, { waitUntil: 'commit' });
    const purchase = page.getByRole('region', { name: 'Price and availability' });

    await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    releaseTheApp();

    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(purchase.getByRole('button', { name: /1 in cart$/ })).toBeVisible();
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
    await scanAndPhotograph(page, testInfo, 'early-press-item');
    await page.goto('/earlypress/checkout/cart');
    await expect(page.getByRole('textbox', { name: 'Quantity of Twilight' })).toHaveValue('1');
    await scanAndPhotograph(page, testInfo, 'early-press-cart');
  });
});
