import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { catalogMessages, checkoutMessages, checkoutStepMessages, cartPageMessages } from '@bookfront/contract';
import { startHostedCardStandIn, type HostedCardStandIn } from '../packages/server/src/test/hosted-card-stand-in.ts';
import { cli } from './server.ts';
import { scanAndPhotograph, seriousViolations } from './support/accessibility.ts';
import { dataDirEnv } from './support/customers.ts';

/**
 * The hosted card forms against a local stand-in of the providers' APIs, in a store of its own ('cardshop') whose
 * hosted_cards keys point at the stand-in. One worker runs these in order: they share it.
 */
test.describe.configure({ mode: 'serial' });

const twilight = '9780316015844';
const store = 'cardshop';
let providers: HostedCardStandIn;

test.beforeAll(async () => {
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  providers = await startHostedCardStandIn();
  cli(dataDir, ['store:create', store, '--name', 'Card Corner Books', '--basename', store]);
  cli(dataDir, ['location:add', '--store', store, '--id', 'main', '--name', 'Main Street']);
  cli(dataDir, ['settings:set', '--store', store, 'guest_allow_checkout', 'true']);
  cli(dataDir, [
    'settings:set',
    '--store',
    store,
    'checkout.payment_choices',
    JSON.stringify({ pickup: ['chase', 'global', 'pickup', 'clearent'], ship: ['contact'] }),
  ]);
  cli(dataDir, ['settings:set', '--store', store, 'hosted_cards', JSON.stringify(providers.settings)]);
  const stock = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-stock-')), 'stock.csv');
  writeFileSync(stock, `location_id,eisbn,onhand,onorder,price_cents\nmain,${twilight},10,0,1099\n`);
  cli(dataDir, ['stock', stock, '--store', store]);
});

test.afterAll(async () => {
  await providers.close();
});

const stepPanel = (page: Page, heading: string) => page.getByRole('region', { name: heading });

/**
 * A guest's pick-up order of Twilight, through the payment step with the `nth` "Credit card" (chase, global, then
 * clearent): the step that takes the card.
 */
async function payByCard(page: Page, nth: 0 | 1 | 2) {
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
  await payment.getByRole('radio', { name: checkoutStepMessages.paymentChoice.chase }).nth(nth).check();
  await payment.getByRole('button', { name: checkoutStepMessages.continue }).click();
  return stepPanel(page, nth === 2 ? checkoutStepMessages.reviewHeading : checkoutStepMessages.hostedCardHeading);
}

const orderPage = new RegExp(`/${store}/account/order/[^/?]+\\?success=1&token=[\\w-]+$`);

test("a guest pays in Chase's form in a frame and lands on the order, paid once", async ({ page }) => {
  await page.goto(`/${store}/`);
  const step = await payByCard(page, 0);
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/chase$`));
  const form = step.frameLocator(`iframe[title="${checkoutStepMessages.hostedCardFormTitle}"]`);
  await expect(form.getByText('Amount: 10.99')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(orderPage);
  await expect(page.getByText('Twilight').first()).toBeVisible();
  const paid = [...providers.chaseForms.values()].filter((form) => form.paid);
  expect(paid.map((form) => [form.amount, form.currency])).toEqual([['10.99', 'USD']]);
  expect(providers.refunds).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a guest pays on Global Payments' page and comes back to the order", async ({ page }) => {
  await page.goto(`/${store}/`);
  const step = await payByCard(page, 1);
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/global$`));
  expect(await seriousViolations(page)).toEqual([]);

  await step.getByRole('button', { name: checkoutStepMessages.payByCard }).click();
  await expect(page.getByRole('heading', { name: 'Global Payments page (stand-in)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(orderPage);
  await expect(page.getByText('Twilight').first()).toBeVisible();
});

test("a card the provider declines says 'There was an error', and Try again opens a new form", async ({ page }) => {
  providers.behaviour.decline = true;
  await page.goto(`/${store}/`);
  const step = await payByCard(page, 0);
  const form = step.frameLocator(`iframe[title="${checkoutStepMessages.hostedCardFormTitle}"]`);

  await form.getByRole('button', { name: 'Pay now' }).click();

  const dialog = page.getByRole('dialog', { name: checkoutMessages.cardPaymentFailed });
  await expect(dialog).toContainText(checkoutStepMessages.hostedCardFailedDetail);
  expect(await seriousViolations(page)).toEqual([]);
  providers.behaviour.decline = false;
  await dialog.getByRole('button', { name: checkoutStepMessages.tryAgain }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/chase$`));
  await expect(step.frameLocator('iframe').getByRole('button', { name: 'Pay now' })).toBeVisible();
});

test("a guest types the card in Clearent's fields on the review and lands on the order, charged once", async ({
  page,
}, testInfo) => {
  // Tall enough that Place order needs no scrolling: headless Chromium routes a press made just after a scroll by
  // where another origin's frame was before it, so a press on a button scrolled up from beneath Clearent's fields
  // lands in the fields.
  await page.setViewportSize({ width: 1366, height: 1400 });
  await page.goto(`/${store}/`);
  const review = await payByCard(page, 2);
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/review$`));
  const fields = review.frameLocator('iframe[title="Card details"]');
  await expect(fields.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'clearent-review');
  await fields.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');

  await review.getByRole('button', { name: checkoutStepMessages.placeOrder }).click();

  await expect(page).toHaveURL(orderPage);
  await expect(page.getByText('Twilight').first()).toBeVisible();
  expect(providers.clearentSales.map((sale) => sale.amount)).toEqual(['10.99']);
  expect(providers.refunds).toEqual([]);
});

test("the review says Clearent's card form could not load and offers the other payments", async ({ page }) => {
  await page.route('**/js-sdk/js/clearent-host.js', (route) => route.abort('internetdisconnected'));
  await page.goto(`/${store}/`);
  const review = await payByCard(page, 2);

  await expect(review.getByRole('alert')).toContainText(checkoutStepMessages.cardFormUnavailable);
  await expect(review.getByRole('button', { name: checkoutStepMessages.placeOrder })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);

  await review.getByRole('link', { name: checkoutStepMessages.chooseAnotherPayment }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/payment$`));
});
