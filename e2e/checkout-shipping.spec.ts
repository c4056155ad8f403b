import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import {
  cardMessages,
  checkoutStepMessages,
  checkoutMessages,
  checkoutSettingsSchema,
  giftCardMessages,
  orderMessages,
  shippingMessages,
  cartPageMessages,
} from '@bookfront/contract';
import { demoSettings } from '../packages/server/src/demo/demo-store.ts';
import { cli } from './server.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { cliOutput, e2eDataDir } from './support/cli-output.ts';

/**
 * Shipping and local delivery checkouts in a store of their own ('shipshop'): it takes credit
 * cards (its own card key pair), which would add a payment choice to the demo store's journeys.
 * It has the demo store's providers, local delivery (zip codes starting with 972) and promo code.
 * The journeys run in order in one worker; each uses its own title, so neither takes the other's copies.
 */
test.describe.configure({ mode: 'default', timeout: 120_000 });

const store = 'shipshop';
/** One copy on hand and more to order in: a cart of three can ship what is in stock first. */
const gatsby = { eisbn: '9780743273565', title: 'The Great Gatsby', priceCents: 2000 };
const hobbit = { eisbn: '9780618260300', title: 'The Hobbit', priceCents: 1000 };
const testCard = { number: '4242 4242 4242 4242', digits: '4242424242424242' };

const keyFolder = () => path.join(e2eDataDir(), `${store}-card-keys`);
const privateKeyFile = () => path.join(keyFolder(), 'private.pem');

/**
 * Makes the store once per run: a worker that starts again after a failed journey finds it made
 * (its key pair is the last thing made).
 */
function makeShipShop() {
  if (existsSync(privateKeyFile())) return;
  const dataDir = e2eDataDir();
  cli(dataDir, ['store:create', store, '--name', 'Ship Shape Books', '--basename', store]);
  cli(dataDir, [
    'location:add',
    '--store',
    store,
    '--id',
    'main',
    '--name',
    'Main Street',
    '--city',
    'Portland',
    '--province',
    'OR',
  ]);
  cli(dataDir, ['settings:set', '--store', store, 'store_info', JSON.stringify(demoSettings.store_info)]);
  cli(dataDir, ['settings:set', '--store', store, 'shipping_enabled', 'true']);
  cli(dataDir, ['settings:set', '--store', store, 'promo_codes', JSON.stringify(demoSettings.promo_codes)]);
  cli(dataDir, [
    'settings:set',
    '--store',
    store,
    'checkout',
    JSON.stringify({
      ...demoSettings.checkout,
      payment_choices: { pickup: ['pickup'], ship: ['contact', 'credit_card'] },
    }),
  ]);
  const stock = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-stock-')), 'stock.csv');
  writeFileSync(
    stock,
    [
      'location_id,eisbn,onhand,onorder,price_cents,is_extra_orderable',
      `main,${gatsby.eisbn},1,0,${gatsby.priceCents},1`,
      `main,${hobbit.eisbn},10,0,${hobbit.priceCents},1`,
      '',
    ].join('\n'),
  );
  cli(dataDir, ['stock', stock, '--store', store]);
  cli(dataDir, ['card:keygen', keyFolder(), '--store', store]);
}

test.beforeAll(() => makeShipShop());

const stepPanel = (page: Page, heading: string) => page.getByRole('region', { name: heading });
const cartBadge = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .first();

/** A new customer of the store, logged in in this browser, with `quantity` copies of `eisbn` in the cart. */
async function customerWithCart(page: Page, firstName: string, eisbn: string, quantity: number) {
  const email = `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  cli(e2eDataDir(), [
    'customer:create',
    '--store',
    store,
    '--email',
    email,
    '--password',
    password,
    '--first-name',
    firstName,
    '--last-name',
    'Tester',
  ]);
  const login = await page.request.post('/api/account/login', {
    data: { email_address: email, password, store_id: store },
  });
  expect(login.ok()).toBe(true);
  const added = await page.request.post('/api/cart/add', { data: { eisbn, quantity, store_id: store } });
  expect(added.ok()).toBe(true);
  await page.goto(`/${store}/checkout/cart`);
  await expect(page.getByRole('table', { name: 'Items in your cart' })).toBeVisible();
}

type NewAddress = { name: string; street: string; city: string; state: string; zip: string };

/** Adds an address in the address step's dialog; it comes back chosen. */
async function addAddress(page: Page, step: ReturnType<typeof stepPanel>, address: NewAddress) {
  await step.getByRole('button', { name: checkoutStepMessages.addAddress }).click();
  const dialog = page.getByRole('dialog', { name: checkoutStepMessages.addAddress });
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(address.name);
  await dialog.getByRole('textbox', { name: 'Street Address' }).fill(address.street);
  await dialog.getByRole('textbox', { name: 'City' }).fill(address.city);
  await dialog.getByRole('combobox', { name: 'State / Province' }).selectOption(address.state);
  await dialog.getByRole('textbox', { name: 'Zip Code' }).fill(address.zip);
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('5035550123');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(step.getByRole('radio', { name: new RegExp(`${address.name}, ${address.street}`) })).toBeChecked();
}

/** Every readable string of the SQLite file and its write-ahead log, as bytes. */
function databaseBytes(): Buffer {
  const file = path.join(e2eDataDir(), 'bookfront.sqlite');
  return Buffer.concat([file, `${file}-wal`].filter((part) => existsSync(part)).map((part) => readFileSync(part)));
}

test('a customer ships to a new address in two batches with a promo code, a gift card and a credit card', async ({
  page,
}, testInfo) => {
  const issued = cliOutput(['giftcard:issue', '--store', store, '--amount', '20']);
  const giftCard = /Gift card ([A-Z0-9 ]+) for/.exec(issued)?.[1];
  if (!giftCard) throw new Error(`giftcard:issue printed no number: ${issued}`);
  await customerWithCart(page, 'Katniss', gatsby.eisbn, 3);

  // The promo code is entered on the cart.
  const promo = page.getByRole('form', { name: 'Promo code' });
  await promo.getByRole('textbox', { name: 'Promo code' }).fill('READMORE');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(promo.getByRole('button', { name: 'Remove READMORE' })).toBeVisible();
  await page.getByRole('button', { name: cartPageMessages.ship, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/delivery$`));
  const address = stepPanel(page, checkoutStepMessages.addressHeading);
  await addAddress(page, address, {
    name: 'Katniss Everdeen',
    street: '12 Seam Road',
    city: 'Salem',
    state: 'Oregon',
    zip: '97301',
  });
  await scanAndPhotograph(page, testInfo, 'ship-address');
  await address.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/provider\\?address=`));
  const provider = stepPanel(page, checkoutStepMessages.providerHeading);
  await provider.getByRole('radio', { name: 'Flat rate' }).check();
  await expect(provider.getByRole('radio', { name: 'Flat rate' })).toBeChecked();
  // One copy is on hand and two are ordered in: what is in stock may go first, for $6.00 more.
  const batched = provider.getByRole('radio', { name: shippingMessages.shipBatched });
  await expect(provider.getByRole('radio', { name: shippingMessages.shipAll })).toBeChecked();
  await batched.check();
  await expect(batched).toBeChecked();
  await expect(provider.getByText(checkoutStepMessages.extraCost('$6.00'))).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'ship-provider');
  await provider.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/contact$`));
  await stepPanel(page, checkoutStepMessages.contactHeading)
    .getByRole('button', { name: checkoutStepMessages.continue })
    .click();

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/payment$`));
  const payment = stepPanel(page, checkoutStepMessages.paymentHeading);
  await payment.getByRole('textbox', { name: giftCardMessages.numberLabel }).fill(giftCard);
  await payment.getByRole('button', { name: giftCardMessages.add, exact: true }).click();
  // $20.00 of the order is paid by the gift card; the rest is still owed.
  await expect(payment.getByRole('button', { name: checkoutMessages.continueFree })).toHaveCount(0);
  await payment.getByRole('radio', { name: checkoutStepMessages.paymentChoice.credit_card }).check();
  await scanAndPhotograph(page, testInfo, 'ship-payment');
  await payment.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/credit_card$`));
  const card = stepPanel(page, cardMessages.heading);
  // An empty form says what each field needs, beside the field.
  await card.getByRole('button', { name: cardMessages.continueLabel }).click();
  await expect(card.getByText(cardMessages.nameRequired)).toBeVisible();
  await expect(card.getByText(cardMessages.monthRequired)).toBeVisible();
  await expect(card.getByText(cardMessages.yearRequired)).toBeVisible();
  await expect(card.getByText(cardMessages.cvvInvalid)).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'ship-credit-card-errors');
  await card.getByRole('textbox', { name: cardMessages.nameLabel }).fill('Katniss Everdeen');
  // The number is spaced as it is typed, and a digit typed in the middle stays where it was typed.
  const numberBox = card.getByRole('textbox', { name: cardMessages.numberLabel });
  const caret = () => numberBox.evaluate((input: HTMLInputElement) => input.selectionStart);
  await numberBox.pressSequentially(testCard.digits);
  await expect(numberBox).toHaveValue(testCard.number);
  await numberBox.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));
  await page.keyboard.type('98');
  await expect(numberBox).toHaveValue('4298 4242 4242 4242 42');
  expect(await caret()).toBe(4);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(numberBox).toHaveValue(testCard.number);
  expect(await caret()).toBe(2);
  // Deleting across a space deletes the digit beyond it.
  await numberBox.evaluate((input: HTMLInputElement) => input.setSelectionRange(4, 4));
  await page.keyboard.press('Delete');
  await expect(numberBox).toHaveValue('4242 2424 2424 242');
  expect(await caret()).toBe(4);
  await numberBox.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
  await page.keyboard.press('Backspace');
  await expect(numberBox).toHaveValue('4242 4242 4242 42');
  expect(await caret()).toBe(3);
  // Letters are kept as typed, and the field says the number is not a card number.
  await numberBox.fill('');
  await numberBox.pressSequentially('4242 42ab');
  await expect(numberBox).toHaveValue('4242 42ab');
  await card.getByRole('textbox', { name: cardMessages.nameLabel }).focus();
  await expect(card.getByText(cardMessages.numberInvalid)).toBeVisible();
  await numberBox.fill('');
  await card.getByRole('textbox', { name: cardMessages.numberLabel }).fill(testCard.digits);
  await expect(card.getByRole('textbox', { name: cardMessages.numberLabel })).toHaveValue(testCard.number);
  await card.getByRole('combobox', { name: cardMessages.monthLabel }).selectOption('09');
  const nextYear = String(new Date().getFullYear() + 2);
  await card.getByRole('combobox', { name: cardMessages.yearLabel }).selectOption(nextYear);
  await card.getByRole('textbox', { name: cardMessages.cvvLabel }).fill('123');
  await expect(card.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('97301');
  await scanAndPhotograph(page, testInfo, 'ship-credit-card');
  await card.getByRole('button', { name: cardMessages.continueLabel }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/review$`));
  const review = stepPanel(page, checkoutStepMessages.reviewHeading);
  await expect(review.getByText('12 Seam Road')).toBeVisible();
  await expect(review.getByText('Flat rate')).toBeVisible();
  await expect(review.getByText('•••• 4242')).toBeVisible();
  await expect(review.getByText(gatsby.title)).toBeVisible();
  // $60.00 less 10%, $18.00 of shipping in two shipments, less the $20.00 gift card.
  const summary = page.getByRole('region', { name: checkoutStepMessages.summaryHeading });
  await expect(summary).toContainText('Total$72.00');
  await expect(summary).toContainText('Left to pay$52.00');
  await scanAndPhotograph(page, testInfo, 'ship-review');
  await review.getByRole('button', { name: checkoutStepMessages.placeOrder }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/account/order/[^/?]+\\?success=1$`));
  await expect(page.getByText(gatsby.title).first()).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
  // The order's total, then what the gift card paid of it, then what is still owed.
  const orderSummary = page.getByRole('region', { name: orderMessages.summary });
  await expect(orderSummary).toContainText(
    `${orderMessages.total}$72.00${orderMessages.giftCards}−$20.00${orderMessages.totalOwing}$52.00`,
  );
  await scanAndPhotograph(page, testInfo, 'ship-order');

  // The bookseller opens the order's card with the private key; the database never held the number.
  const orderNumber = decodeURIComponent(/\/account\/order\/([^/?]+)/.exec(page.url())?.[1] ?? '');
  const decrypt = ['card:decrypt', '--key', privateKeyFile(), '--store', store, '--order', orderNumber];
  const opened = cliOutput(decrypt);
  expect(opened).toContain(`Number: ${testCard.number}`);
  expect(opened).toContain('Name on card: Katniss Everdeen');
  expect(opened).toContain('CVV: 123');
  const bytes = databaseBytes();
  expect(bytes.includes(testCard.digits)).toBe(false);
  expect(bytes.includes(testCard.number)).toBe(false);
  // Once the card is charged the bookseller records it: the CVV is erased, the card still opens.
  expect(cliOutput(['card:charged', '--store', store, '--order', orderNumber])).toContain(
    `Recorded order ${orderNumber} as paid. Its CVV was erased on `,
  );
  const charged = cliOutput(decrypt);
  expect(charged).toContain(`Number: ${testCard.number}`);
  expect(charged).toMatch(/\nCVV: erased on [^\n]+ UTC, when the payment was recorded as taken\n/);
});

test('local delivery refuses an address outside the area, then delivers to one inside it', async ({
  page,
}, testInfo) => {
  await customerWithCart(page, 'Haymitch', hobbit.eisbn, 3);
  await page.getByRole('button', { name: cartPageMessages.localDelivery }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/delivery$`));
  const address = stepPanel(page, checkoutStepMessages.localDeliveryAddressHeading);
  // The terms of local delivery are stated before any address or order is refused.
  const localDelivery = checkoutSettingsSchema.parse(demoSettings.checkout).local_delivery;
  await expect(
    address.getByText(
      shippingMessages.localDeliveryTerms({
        area: localDelivery.availability_text,
        fee: '$5.00',
        isAlwaysFree: false,
        minimum: '$25.00',
        freeFrom: '$75.00',
      }),
    ),
  ).toBeVisible();
  await addAddress(page, address, {
    name: 'Haymitch Abernathy',
    street: '7 Victors Village',
    city: 'Seattle',
    state: 'Washington',
    zip: '98101',
  });
  await scanAndPhotograph(page, testInfo, 'local-address');
  await address.getByRole('button', { name: checkoutStepMessages.continue }).click();

  const local = stepPanel(page, checkoutStepMessages.localDeliveryHeading);
  const refusal = local.getByRole('alert');
  await expect(refusal).toContainText(shippingMessages.localDeliveryFailedHeading);
  await expect(refusal).toContainText(
    shippingMessages.localDeliveryFailed(
      checkoutSettingsSchema.parse(demoSettings.checkout).local_delivery.availability_text,
    ),
  );
  await scanAndPhotograph(page, testInfo, 'local-refused');

  // Return to cart, and local delivery again to another address.
  await refusal.getByRole('link', { name: checkoutMessages.returnToCart }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/cart$`));
  await page.getByRole('button', { name: cartPageMessages.localDelivery }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/delivery$`));
  await addAddress(page, address, {
    name: 'Haymitch Abernathy',
    street: '40 Hawthorne Boulevard',
    city: 'Portland',
    state: 'Oregon',
    zip: '97214',
  });
  await address.getByRole('button', { name: checkoutStepMessages.continue }).click();

  // $30.00 is over the $25.00 minimum and under the $75.00 of free delivery: the $5.00 fee.
  await expect(local.getByRole('radio', { name: 'Local Delivery' })).toBeChecked();
  await expect(local.getByText('$5.00', { exact: true })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'local-provider');
  await local.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/contact$`));
  await stepPanel(page, checkoutStepMessages.contactHeading)
    .getByRole('button', { name: checkoutStepMessages.continue })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/payment$`));
  const payment = stepPanel(page, checkoutStepMessages.paymentHeading);
  await payment.getByRole('radio', { name: checkoutStepMessages.paymentChoice.contact }).check();
  await scanAndPhotograph(page, testInfo, 'local-payment');
  await payment.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/review$`));
  const review = stepPanel(page, checkoutStepMessages.reviewHeading);
  await expect(review.getByText('40 Hawthorne Boulevard')).toBeVisible();
  await expect(review.getByText('Local Delivery')).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'local-review');
  await review.getByRole('button', { name: checkoutStepMessages.placeOrder }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/account/order/[^/?]+\\?success=1$`));
  await expect(page.getByText(hobbit.title).first()).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
});
