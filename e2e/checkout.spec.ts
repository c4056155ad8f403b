import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from './support/test.ts';
import {
  catalogMessages,
  checkoutMessages,
  checkoutStepMessages,
  giftCardMessages,
  shippingMessages,
  cartPageMessages,
} from '@bookfront/contract';
import { chooseLocation, openStore } from './helpers.ts';
import { scanAndPhotograph, seriousViolations } from './support/accessibility.ts';
import { createCustomer, dataDirEnv } from './support/customers.ts';
import { repoRoot } from './server.ts';

const cartBadge = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .first();
const stepBar = (page: Page) => page.getByRole('navigation', { name: 'Checkout steps' });
const stepPanel = (page: Page, heading: string) => page.getByRole('region', { name: heading });

/** A new gift card of the demo store, issued with `bookfront giftcard:issue`; answers its number. */
function issueGiftCard(dollars: number): string {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'packages/server/src/cli.ts'),
      'giftcard:issue',
      '--store',
      'demo',
      '--amount',
      String(dollars),
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: process.env[dataDirEnv], DATABASE_URL: '' }, encoding: 'utf8' },
  );
  const number = /Gift card ([A-Z0-9 ]+) for/.exec(output)?.[1];
  if (!number) throw new Error(`giftcard:issue printed no number: ${output}`);
  return number;
}

/**
 * Titles the demo store has a dozen of at Downtown, one per journey, so the orders the journeys
 * place never take the last copy another journey (or a guest's pick up) needs.
 */
const titles = {
  guest: { eisbn: '9780006514947', title: 'A Monstrous Regiment of Women' },
  pickUp: { eisbn: '9780007157174', title: 'That Hideous Strength' },
  ship: { eisbn: '9780007233700', title: 'The Book of Tomorrow' },
  giftCard: { eisbn: '9780006280569', title: 'The Great Divorce' },
} as const;
type Title = (typeof titles)[keyof typeof titles];

async function addToCart(page: Page, { eisbn }: Title) {
  await page.goto(`/item/${eisbn}`);
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
}

/** Payment, review and the order page, the same for a guest and a customer who pick up. */
async function payInStoreAndPlaceOrder(page: Page, testInfo: TestInfo, prefix: string, { title }: Title) {
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const payment = stepPanel(page, checkoutStepMessages.paymentHeading);
  await payment.getByRole('radio', { name: checkoutStepMessages.paymentChoice.pickup }).check();
  await scanAndPhotograph(page, testInfo, `${prefix}-payment`);
  await payment.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await expect(page).toHaveURL(/\/checkout\/review$/);
  const review = stepPanel(page, checkoutStepMessages.reviewHeading);
  await expect(review.getByText(title)).toBeVisible();
  await expect(review.getByText(checkoutStepMessages.paymentChoice.pickup)).toBeVisible();
  await scanAndPhotograph(page, testInfo, `${prefix}-review`);

  // Earlier steps can be opened from the step bar, and the review comes back with Continue.
  await stepBar(page).getByRole('button', { name: checkoutMessages.stepContact }).click();
  await expect(page).toHaveURL(/\/checkout\/contact$/);
  await stepPanel(page, checkoutStepMessages.contactHeading)
    .getByRole('button', { name: checkoutStepMessages.continue })
    .click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await stepPanel(page, checkoutStepMessages.paymentHeading)
    .getByRole('button', { name: checkoutStepMessages.continue })
    .click();
  await expect(page).toHaveURL(/\/checkout\/review$/);

  await review.getByRole('button', { name: checkoutStepMessages.placeOrder }).click();
  // A guest's order page opens with the secret of its link, so the order shows at once.
  await expect(page).toHaveURL(/\/account\/order\/[^/?]+\?success=1(&token=[\w-]+)?$/);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
  await page.screenshot({ path: testInfo.outputPath(`${prefix}-order.png`), fullPage: true });
}

test('a guest picks up: contact details are required, then pays in store and lands on the order', async ({
  page,
}, testInfo) => {
  await openStore(page, '/');
  await addToCart(page, titles.guest);

  await page.goto('/checkout/cart');
  await page.getByRole('button', { name: cartPageMessages.checkoutAsGuest }).click();
  await expect(page).toHaveURL(/\/checkout\/contact$/);
  await expect(stepBar(page).getByRole('button', { name: checkoutMessages.stepPickUp })).toBeVisible();
  await expect(stepBar(page).getByRole('button', { name: checkoutMessages.stepAddress })).toHaveCount(0);
  const contact = stepPanel(page, checkoutStepMessages.contactHeading);
  await contact.getByRole('button', { name: checkoutStepMessages.continue }).click();
  await expect(contact.getByText(checkoutMessages.nameRequired)).toBeVisible();
  await expect(contact.getByText(checkoutMessages.emailRequired)).toBeVisible();
  await expect(contact.getByText(checkoutMessages.phoneRequired)).toBeVisible();
  await contact.getByRole('textbox', { name: 'Name' }).fill('Gale Hawthorne');
  await contact.getByRole('textbox', { name: 'Email' }).fill('gale@example.com');
  await contact.getByRole('textbox', { name: 'Phone' }).fill('503 555 0199');
  await contact.getByRole('textbox', { name: checkoutStepMessages.instructions }).fill('Please gift wrap.');
  await scanAndPhotograph(page, testInfo, 'guest-contact');
  await contact.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await payInStoreAndPlaceOrder(page, testInfo, 'guest', titles.guest);
});

test('a checkout page reached with no delivery chosen goes back to the cart', async ({ page }) => {
  await openStore(page, '/');
  await addToCart(page, titles.guest);

  await page.goto('/checkout/review');

  await expect(page).toHaveURL(/\/checkout\/cart$/);
});

async function logInAs(page: Page, firstName: string) {
  const customer = createCustomer({ firstName });
  await chooseLocation(page);
  const login = await page.request.post('/api/account/login', {
    data: { email_address: customer.email, password: customer.password },
  });
  expect(login.ok()).toBe(true);
}

test('a customer picks up with a purchase order number and places the order', async ({ page }, testInfo) => {
  await logInAs(page, 'Prim');
  await page.goto('/');
  await addToCart(page, titles.pickUp);

  await page.goto('/checkout/cart');
  await page.getByRole('button', { name: cartPageMessages.pickUpInStore }).click();
  await expect(page).toHaveURL(/\/checkout\/contact$/);
  const contact = stepPanel(page, checkoutStepMessages.contactHeading);
  await contact.getByRole('textbox', { name: checkoutStepMessages.purchaseOrder }).fill('PO-4471');
  await scanAndPhotograph(page, testInfo, 'customer-contact');
  await contact.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await payInStoreAndPlaceOrder(page, testInfo, 'customer', titles.pickUp);
});

test('a customer ships to a new address with the cheapest provider and pays when contacted', async ({
  page,
}, testInfo) => {
  await logInAs(page, 'Peeta');
  await page.goto('/');
  await addToCart(page, titles.ship);

  await page.goto('/checkout/cart');
  await page.getByRole('button', { name: cartPageMessages.ship, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  const address = stepPanel(page, checkoutStepMessages.addressHeading);
  await expect(address.getByText(checkoutStepMessages.noAddresses)).toBeVisible();
  await address.getByRole('button', { name: checkoutStepMessages.addAddress }).click();
  const dialog = page.getByRole('dialog', { name: checkoutStepMessages.addAddress });
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Peeta Mellark');
  await dialog.getByRole('textbox', { name: 'Street Address' }).fill('12 Bakery Lane');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Portland');
  await dialog.getByRole('combobox', { name: 'State / Province' }).selectOption('Oregon');
  await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('97204');
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('5035550123');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('ship-new-address-390.png') });
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(address.getByRole('radio', { name: /Peeta Mellark, 12 Bakery Lane/ })).toBeChecked();
  await scanAndPhotograph(page, testInfo, 'ship-address');
  await address.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await expect(page).toHaveURL(/\/checkout\/provider\?address=/);
  const provider = stepPanel(page, checkoutStepMessages.providerHeading);
  // The demo store's cheapest carrier is preselected; local delivery needs a $25.00 order.
  await expect(provider.getByRole('radio', { name: 'USPS Priority Mail' })).toBeChecked();
  await expect(provider.getByRole('radio', { name: 'Local Delivery' })).toBeDisabled();
  await expect(provider.getByText(shippingMessages.localDeliveryNotQualified)).toBeVisible();
  await expect(provider.getByText('2 to 4 business days')).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'ship-provider');
  await provider.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await expect(page).toHaveURL(/\/checkout\/contact$/);
  await expect(stepBar(page).getByRole('button', { name: checkoutMessages.stepShipping })).toBeVisible();
  await expect(page.getByRole('region', { name: checkoutStepMessages.summaryHeading })).not.toContainText(
    checkoutStepMessages.shippingTbd,
  );
  await stepPanel(page, checkoutStepMessages.contactHeading)
    .getByRole('button', { name: checkoutStepMessages.continue })
    .click();

  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const payment = stepPanel(page, checkoutStepMessages.paymentHeading);
  // Shipped orders have one payment choice in the demo store: it is chosen already.
  await expect(payment.getByRole('radio', { name: checkoutStepMessages.paymentChoice.contact })).toBeChecked();
  await payment.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await expect(page).toHaveURL(/\/checkout\/review$/);
  const review = stepPanel(page, checkoutStepMessages.reviewHeading);
  await expect(review.getByText('12 Bakery Lane')).toBeVisible();
  await expect(review.getByText('USPS Priority Mail')).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'ship-review');
  await review.getByRole('button', { name: checkoutStepMessages.placeOrder }).click();
  await expect(page).toHaveURL(/\/account\/order\/[^/?]+\?success=1$/);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
});

test("a customer's gift card pays the whole order, so the payment step offers 'Continue (it's free!)'", async ({
  page,
}, testInfo) => {
  const giftCard = issueGiftCard(50);
  await logInAs(page, 'Rue');
  await page.goto('/');
  await addToCart(page, titles.giftCard);
  await page.goto('/checkout/cart');
  await page.getByRole('button', { name: cartPageMessages.pickUpInStore }).click();
  await stepPanel(page, checkoutStepMessages.contactHeading)
    .getByRole('button', { name: checkoutStepMessages.continue })
    .click();

  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const payment = stepPanel(page, checkoutStepMessages.paymentHeading);
  expect(await seriousViolations(page)).toEqual([]);
  await payment.getByRole('textbox', { name: giftCardMessages.numberLabel }).fill(giftCard);
  await payment.getByRole('button', { name: giftCardMessages.add, exact: true }).click();
  await expect(payment.getByRole('button', { name: checkoutMessages.continueFree })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(payment.getByRole('radio')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('gift-card-payment-1366.png'), fullPage: true });
  await payment.getByRole('button', { name: checkoutMessages.continueFree }).click();

  await expect(page).toHaveURL(/\/checkout\/review$/);
  const review = stepPanel(page, checkoutStepMessages.reviewHeading);
  await expect(review.getByText(checkoutStepMessages.paymentChoice.not_required)).toBeVisible();
  await review.getByRole('button', { name: checkoutStepMessages.placeOrder }).click();
  await expect(page).toHaveURL(/\/account\/order\/[^/?]+\?success=1$/);
});
