import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { catalogMessages, checkoutMessages, checkoutStepMessages, cartPageMessages } from '@bookfront/contract';
import { startPaypalStandIn, type PaypalStandIn } from '../packages/server/src/test/paypal-stand-in.ts';
import { cli } from './server.ts';
import { seriousViolations } from './support/accessibility.ts';
import { dataDirEnv } from './support/customers.ts';

/**
 * PayPal checkout against a local stand-in of PayPal's API, in a store of its own ('paypalshop')
 * whose PayPal credentials point at the stand-in. One worker runs these in order: they share it.
 */
test.describe.configure({ mode: 'serial' });

const twilight = '9780316015844';
const store = 'paypalshop';
let paypal: PaypalStandIn;

test.beforeAll(async () => {
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  paypal = await startPaypalStandIn();
  cli(dataDir, ['store:create', store, '--name', 'Paypal Corner Books', '--basename', store]);
  cli(dataDir, ['location:add', '--store', store, '--id', 'main', '--name', 'Main Street']);
  cli(dataDir, ['settings:set', '--store', store, 'guest_allow_checkout', 'true']);
  cli(dataDir, [
    'settings:set',
    '--store',
    store,
    'checkout.payment_choices',
    JSON.stringify({ pickup: ['paypal', 'pickup'], ship: ['contact'] }),
  ]);
  cli(dataDir, ['settings:set', '--store', store, 'paypal', JSON.stringify(paypal.settings)]);
  const stock = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-stock-')), 'stock.csv');
  writeFileSync(stock, `location_id,eisbn,onhand,onorder,price_cents\nmain,${twilight},10,0,1099\n`);
  cli(dataDir, ['stock', stock, '--store', store]);
});

test.afterAll(async () => {
  await paypal.close();
});

const stepPanel = (page: Page, heading: string) => page.getByRole('region', { name: heading });

/** A guest's pick-up order of Twilight, as far as the review with PayPal chosen. */
async function reviewWithPaypal(page: Page) {
  await page.goto(`/${store}/item/${twilight}`);
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(purchase.getByRole('button', { name: /1 in cart$/ })).toBeVisible();
  await page.goto(`/${store}/checkout/cart`);
  await page.getByRole('button', { name: cartPageMessages.checkoutAsGuest }).click();
  const contact = stepPanel(page, checkoutStepMessages.contactHeading);
  await contact.getByRole('textbox', { name: 'Name' }).fill('Bella Swan');
  await contact.getByRole('textbox', { name: 'Email' }).fill('bella@example.com');
  await contact.getByRole('textbox', { name: 'Phone' }).fill('503 555 0142');
  await contact.getByRole('button', { name: checkoutStepMessages.continue }).click();
  const payment = stepPanel(page, checkoutStepMessages.paymentHeading);
  await payment.getByRole('radio', { name: checkoutStepMessages.paymentChoice.paypal }).check();
  await payment.getByRole('button', { name: checkoutStepMessages.continue }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/review$`));
  return stepPanel(page, checkoutStepMessages.reviewHeading);
}

test('a guest pays with PayPal: off to approve, back to the order page with the payment taken', async ({ page }) => {
  await page.goto(`/${store}/`);
  const review = await reviewWithPaypal(page);
  expect(await seriousViolations(page)).toEqual([]);

  await review.getByRole('button', { name: checkoutStepMessages.payWithPaypal }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/account/order/[^/?]+\\?success=1&token=[\\w-]+$`));
  await expect(page.getByText('Twilight').first()).toBeVisible();
  const captured = [...paypal.orders.values()].filter((order) => order.status === 'COMPLETED');
  expect(captured.map((order) => order.amount)).toEqual([{ currency_code: 'USD', value: '10.99' }]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a shopper who leaves PayPal without paying is told how to go on, and nothing is ordered', async ({ page }) => {
  paypal.behaviour.cancelOnApproval = true;
  await page.goto(`/${store}/`);
  const review = await reviewWithPaypal(page);

  await review.getByRole('button', { name: checkoutStepMessages.payWithPaypal }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/review\\?paypal=cancel`));
  await expect(page.getByText(checkoutStepMessages.paypalCancelled)).toBeVisible();
  await expect(
    stepPanel(page, checkoutStepMessages.reviewHeading).getByRole('button', {
      name: checkoutStepMessages.payWithPaypal,
    }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  paypal.behaviour.cancelOnApproval = false;
});

test('a payment PayPal declines says so and offers Start Over', async ({ page }) => {
  paypal.behaviour.declineCapture = true;
  await page.goto(`/${store}/`);
  const review = await reviewWithPaypal(page);

  await review.getByRole('button', { name: checkoutStepMessages.payWithPaypal }).click();

  const dialog = page.getByRole('dialog', { name: checkoutMessages.paypalFailedHeading });
  await expect(dialog).toContainText(checkoutMessages.paypalFailedDetail);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('link', { name: checkoutMessages.startOver }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/cart$`));
  paypal.behaviour.declineCapture = false;
});
