import { expect, test, type APIRequestContext } from './support/test.ts';
import { orderMessages } from '@bookfront/contract';
import { chooseLocation } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { createCustomer } from './support/customers.ts';
import { waitForEmail } from './support/mailbox.ts';

// Titles with a dozen copies at Downtown that other journeys do not buy, so orders here never run them out.
const titles = ['9789799822932', '9788807813023', '9788497593885', '9788433914262', '9786140105232', '9783822859711'];

async function post(request: APIRequestContext, action: string, data: object = {}) {
  const response = await request.post(`/api/${action}`, { data });
  expect(response.ok(), `${action} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Places a pick-up order of one copy of each of `eisbns` through the API, as the checkout steps do. */
async function placePickupOrder(request: APIRequestContext, eisbns: string[], contact: object = {}) {
  for (const eisbn of eisbns) await post(request, 'cart/add', { eisbn, quantity: 1 });
  await post(request, 'checkout/setDelivery', { delivery_preference: 'pickup' });
  await post(request, 'checkout/setExtras', contact);
  await post(request, 'checkout/setPaymentChoice', { payment_choice: 'pickup' });
  const state = await post(request, 'checkout/get');
  const cart = state.cart as { checksum: string };
  const placed = await post(request, 'checkout/submit', { checksum: cart.checksum, uuid: crypto.randomUUID() });
  return String(placed.order_number);
}

test('a customer reads the order just placed, downloads it, and finds it in the order history', async ({
  page,
}, testInfo) => {
  const customer = createCustomer({ firstName: 'Rue' });
  await chooseLocation(page);
  await post(page.request, 'account/login', { email_address: customer.email, password: customer.password });
  const older: string[] = [];
  for (const eisbn of titles.slice(0, 5)) older.push(await placePickupOrder(page.request, [eisbn]));
  const latest = await placePickupOrder(page.request, titles.slice(0, 4), { promo_code: 'PO-88' });

  await page.goto(`/account/order/${latest}?success=1`);

  await expect(page.getByText(orderMessages.orderPlaced)).toBeVisible();
  await expect(page.getByRole('heading', { name: orderMessages.orderHeading(latest) })).toBeVisible();
  await expect(page.getByRole('list', { name: orderMessages.items }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('PO-88')).toBeVisible();
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, / })
      .first(),
  ).toHaveAccessibleName('Cart, 0 items');
  await scanAndPhotograph(page, testInfo, 'order');
  const href = await page.getByRole('link', { name: orderMessages.download }).getAttribute('href');
  const download = await page.request.get(href ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('spreadsheetml');

  await page.goto('/account/orders');

  const rows = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Order / }) });
  await expect(rows).toHaveCount(5);
  await expect(rows.first().getByRole('link', { name: orderMessages.orderHeading(latest) })).toBeVisible();
  await rows
    .first()
    .getByRole('button', { name: orderMessages.moreItems(1) })
    .click();
  await expect(rows.first().getByRole('listitem')).toHaveCount(4);
  await scanAndPhotograph(page, testInfo, 'history');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name: orderMessages.orderHeading(older[0] ?? '') })).toBeVisible();
  await page.getByRole('textbox', { name: orderMessages.search }).fill(older[2] ?? '');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name: orderMessages.orderHeading(older[2] ?? '') })).toBeVisible();
  await page.getByRole('textbox', { name: orderMessages.search }).fill('no such book anywhere');
  await expect(page.getByText(orderMessages.noResults)).toBeVisible();
});

test("a guest opens their order from the emailed link, and nobody opens it without the link's secret", async ({
  page,
  browser,
}, testInfo) => {
  const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await chooseLocation(page);
  const orderNumber = await placePickupOrder(page.request, [titles[5] ?? ''], {
    name: 'Gale Hawthorne',
    email,
    phone: '503 555 0199',
  });
  const mail = await waitForEmail({ to: email, subjectIncludes: orderNumber });
  const link = mail.links.find((candidate) => candidate.includes(`/account/order/${orderNumber}?token=`));
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link ?? '');

  await page.goto(`${pathname}${search}`);

  await expect(page.getByRole('heading', { name: orderMessages.orderHeading(orderNumber) })).toBeVisible();
  await expect(page.getByText('Gale Hawthorne')).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'guest-order');
  const stranger = await browser.newPage();
  await stranger.goto(`/account/order/${orderNumber}`);
  await expect(stranger.getByText(orderMessages.notFound)).toBeVisible();
  await stranger.close();
});
