import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import {
  catalogMessages,
  checkoutStepMessages,
  listMessages,
  orderMessages,
  cartPageMessages,
} from '@bookfront/contract';
import { demoSettings } from '../packages/server/src/demo/demo-store.ts';
import { cli } from './server.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { e2eDataDir } from './support/cli-output.ts';
import { waitForEmail } from './support/mailbox.ts';

/**
 * What a shopper sees of an order once placed, in a store of its own ('twoshops') with two locations: the first,
 * Westgate, at the store's own address, and Eastgate across town. One worker runs its journeys in order, each
 * buying its own title.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const store = 'twoshops';
const storeEmail = 'orders@twoshops.example';
const eastgate = { id: 'eastgate', name: 'Two Shops Eastgate', address: '3020 SE Division Street', postal: '97202' };
const titles = {
  guest: { eisbn: '9780316015844', title: 'Twilight' },
  favourite: { eisbn: '9780439023481', title: 'The Hunger Games' },
};

/** Makes the store once per run; a worker that starts again finds it made. */
function makeTwoShops() {
  const dataDir = e2eDataDir();
  try {
    cli(dataDir, ['store:create', store, '--name', 'Two Shops Books', '--basename', store]);
  } catch {
    return;
  }
  const location = (id: string, name: string, address: string, postal: string) =>
    cli(dataDir, [
      'location:add',
      '--store',
      store,
      '--id',
      id,
      '--name',
      name,
      '--address',
      address,
      '--city',
      'Portland',
      '--province',
      'OR',
      '--postal',
      postal,
      '--country',
      'US',
    ]);
  location('westgate', 'Two Shops Westgate', '214 Main Street', '97204');
  location(eastgate.id, eastgate.name, eastgate.address, eastgate.postal);
  cli(dataDir, [
    'settings:set',
    '--store',
    store,
    'store_info',
    JSON.stringify({ ...demoSettings.store_info, email: storeEmail, consolidated_multistore: true }),
  ]);
  cli(dataDir, ['settings:set', '--store', store, 'guest_allow_checkout', 'true']);
  const stock = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-stock-')), 'stock.csv');
  const rows = Object.values(titles).flatMap(({ eisbn }) =>
    ['westgate', eastgate.id].map((id) => `${id},${eisbn},20,0,1299`),
  );
  writeFileSync(stock, ['location_id,eisbn,onhand,onorder,price_cents', ...rows, ''].join('\n'));
  cli(dataDir, ['stock', stock, '--store', store]);
}

test.beforeAll(() => makeTwoShops());

const stepPanel = (page: Page, heading: string) => page.getByRole('region', { name: heading });

async function post(page: Page, action: string, data: object = {}) {
  const response = await page.request.post(`/api/${action}`, { data: { ...data, store_id: store } });
  expect(response.ok(), `${action} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test('a guest picks up at the second location and finds its address everywhere the order names it', async ({
  page,
  browser,
}, testInfo) => {
  const email = `guest-${randomBytes(4).toString('hex')}@example.com`;
  await post(page, 'session/get');
  await post(page, 'webstore/setMultistoreLocation', { location_id: eastgate.id });
  await page.goto(`/${store}/item/${titles.guest.eisbn}`);
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(purchase.getByRole('button', { name: /1 in cart$/ })).toBeVisible();
  await page.goto(`/${store}/checkout/cart`);
  await page.getByRole('button', { name: cartPageMessages.checkoutAsGuest }).click();
  const contact = stepPanel(page, checkoutStepMessages.contactHeading);
  await contact.getByRole('textbox', { name: 'Name' }).fill('Bella Swan');
  await contact.getByRole('textbox', { name: 'Email' }).fill(email);
  await contact.getByRole('textbox', { name: 'Phone' }).fill('503 555 0142');
  await contact.getByRole('button', { name: checkoutStepMessages.continue }).click();
  const payment = stepPanel(page, checkoutStepMessages.paymentHeading);
  await payment.getByRole('radio', { name: checkoutStepMessages.paymentChoice.pickup }).check();
  await payment.getByRole('button', { name: checkoutStepMessages.continue }).click();

  const review = stepPanel(page, checkoutStepMessages.reviewHeading);
  await expect(review.getByText(eastgate.name)).toBeVisible();
  await expect(review.getByText(`${eastgate.address}, Portland, OR`)).toBeVisible();
  await expect(review.getByText(/214 Main Street/)).toHaveCount(0);
  await scanAndPhotograph(page, testInfo, 'eastgate-review');
  await review.getByRole('button', { name: checkoutStepMessages.placeOrder }).click();

  await expect(page).toHaveURL(new RegExp(`/${store}/account/order/[^/?]+\\?success=1&token=`));
  await expect(page.getByText(orderMessages.orderPlaced)).toBeVisible();
  const delivery = page.getByText(orderMessages.pickUpAt(eastgate.name));
  await expect(delivery).toContainText(eastgate.address);
  await expect(page.getByRole('main').getByText(/214 Main Street/)).toHaveCount(0);
  await scanAndPhotograph(page, testInfo, 'eastgate-order');
  const orderNumber = decodeURIComponent(/\/account\/order\/([^/?]+)/.exec(page.url())?.[1] ?? '');
  for (const to of [email, storeEmail]) {
    const mail = await waitForEmail({ to, subjectIncludes: orderNumber });
    expect(mail.text).toContain(`Pick up at: ${eastgate.name}`);
    expect(mail.text).toContain(`Address: ${eastgate.address}, Portland, OR ${eastgate.postal}`);
  }

  // The emailed link opens the order as just placed, in another browser too.
  const mail = await waitForEmail({ to: email, subjectIncludes: orderNumber });
  const link = new URL(mail.links.find((url) => url.includes(`/account/order/${orderNumber}?token=`)) ?? '');
  const elsewhere = await browser.newPage();
  await elsewhere.goto(`${link.pathname}${link.search}`);
  await expect(elsewhere.getByRole('heading', { name: orderMessages.orderHeading(orderNumber) })).toBeVisible();
  await expect(elsewhere.getByText(orderMessages.orderPlaced)).toBeVisible();
  await elsewhere.close();

  // /account/complete opens the confirmation of the order this tab just placed.
  await page.goto(`/${store}/account/complete`);
  await expect(page).toHaveURL(new RegExp(`/${store}/account/order/${orderNumber}\\?success=1&token=`));
  await expect(page.getByRole('heading', { name: orderMessages.orderHeading(orderNumber) })).toBeVisible();
});

test('a customer who bought a favourite is offered to take it off the favourites, and it goes', async ({
  page,
}, testInfo) => {
  const email = `fav-${randomBytes(4).toString('hex')}@example.com`;
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
    'Peeta',
    '--last-name',
    'Tester',
  ]);
  await post(page, 'session/get');
  await post(page, 'webstore/setMultistoreLocation', { location_id: 'westgate' });
  await post(page, 'account/login', { email_address: email, password });
  await post(page, 'titlelist/addItemToList', { eisbn: titles.favourite.eisbn });
  await post(page, 'cart/add', { eisbn: titles.favourite.eisbn, quantity: 1 });
  await post(page, 'checkout/setDelivery', { delivery_preference: 'pickup' });
  await post(page, 'checkout/setExtras');
  await post(page, 'checkout/setPaymentChoice', { payment_choice: 'pickup' });
  const state = await post(page, 'checkout/get');
  const { checksum } = state.cart as { checksum: string };
  const placed = await post(page, 'checkout/submit', { checksum, uuid: crypto.randomUUID() });

  await page.goto(`/${store}/account/order/${String(placed.order_number)}?success=1`);

  const word = 'favorites';
  await expect(page.getByText(orderMessages.removeBoughtFavourites(1, word))).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'favourites-offer');
  await page.getByRole('button', { name: orderMessages.removeFromFavourites(word) }).click();
  await expect(page.getByText(listMessages.itemsRemoved)).toBeVisible();
  await expect(page.getByRole('button', { name: orderMessages.removeFromFavourites(word) })).toHaveCount(0);
  const session = await post(page, 'session/get');
  expect(session.wishlist).toEqual([]);
});
