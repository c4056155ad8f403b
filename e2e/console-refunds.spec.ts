import { expect, test, type APIRequestContext } from './support/test.ts';
import { consoleMessages, consolePaymentMessages, consoleSalesMessages, orderMessages } from '@bookfront/contract';
import { randomBytes } from 'node:crypto';
import { chooseLocation } from './helpers.ts';
import { cli } from './server.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { createCustomer, dataDirEnv } from './support/customers.ts';
import { waitForEmail } from './support/mailbox.ts';

// The Kite Runner: ten copies at Downtown that no other journey buys.
const eisbn = '9781594480003';

async function post(request: APIRequestContext, action: string, data: object = {}) {
  const response = await request.post(`/api/${action}`, { data });
  expect(response.ok(), `${action} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** The copies on hand at Downtown, as the item page's availability reads them. */
async function onHandDowntown(request: APIRequestContext): Promise<number> {
  const item = await post(request, 'title/getItem', { eisbn });
  const rows = JSON.stringify(item).match(/\{[^{}]*"location_id":"downtown"[^{}]*\}/g) ?? [];
  const row = rows
    .map((text) => JSON.parse(text) as { onhand: number | 'Y'; code: string })
    .find((r) => r.code === 'NEW');
  return Number(row?.onhand);
}

test('a manager refunds a copy of an order paid partly with a gift card: the copy is back in stock and the card’s balance back', async ({
  page,
}, testInfo) => {
  // Prepared as a bookseller would: a $40 gift card sold in the shop, and a manager.
  const customer = createCustomer({ firstName: 'Rhea' });
  const manager = { email: `manager-${randomBytes(4).toString('hex')}@riverbend.example`, password: 'refund manager' };
  const startedAt = Date.now();
  const dataDir = process.env[dataDirEnv] ?? '';
  const issued = cli(dataDir, ['giftcard:issue', '--store', 'demo', '--amount', '40']);
  const cardNumber = (issued.match(/^Gift card ([0-9A-Z ]+) for/)?.[1] ?? '').replace(/\s+/g, '');
  expect(cardNumber).not.toBe('');
  cli(dataDir, [
    'staff:add',
    '--store',
    'demo',
    '--email',
    manager.email,
    '--role',
    'manager',
    '--password',
    manager.password,
  ]);

  // Two copies ($59.98 before tax): $40 on the gift card, the rest paid at pick-up.
  await chooseLocation(page);
  await post(page.request, 'account/login', { email_address: customer.email, password: customer.password });
  await post(page.request, 'cart/add', { eisbn, quantity: 2 });
  await post(page.request, 'checkout/setDelivery', { delivery_preference: 'pickup' });
  await post(page.request, 'checkout/setExtras', {});
  await post(page.request, 'checkout/addGiftCard', { gift_card_number: cardNumber, pin: '' });
  await post(page.request, 'checkout/setPaymentChoice', { payment_choice: 'pickup' });
  const state = await post(page.request, 'checkout/get');
  const placed = await post(page.request, 'checkout/submit', {
    checksum: (state.cart as { checksum: string }).checksum,
    uuid: crypto.randomUUID(),
  });
  const orderNumber = String(placed.order_number);
  const stockBefore = await onHandDowntown(page.request);
  expect((await post(page.request, 'giftcard/balance', { number: cardNumber })).balance).toBe(0);

  await page.goto('/console');
  await page.getByRole('textbox', { name: consoleMessages.email }).fill(manager.email);
  await page
    .getByLabel(new RegExp(`^${consoleMessages.password}`))
    .and(page.locator('input'))
    .fill(manager.password);
  await page.getByRole('button', { name: consoleMessages.logIn }).click();
  await expect(page.getByRole('button', { name: consoleMessages.logOut })).toBeVisible();
  await page.goto(`/console/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { name: orderMessages.orderHeading(orderNumber) })).toBeVisible();
  const refunds = page.getByRole('heading', { name: consolePaymentMessages.refundsHeading });
  await expect(refunds).toBeVisible();
  await expect(page.getByText(consolePaymentMessages.refundable('$40.00'))).toBeVisible();

  await page.getByRole('textbox', { name: consolePaymentMessages.refundQuantity('The Kite Runner') }).fill('1');
  await expect(page.getByRole('checkbox', { name: consolePaymentMessages.restock })).toBeChecked();
  const refundButton = page.getByRole('button', { name: /^Refund \$/ });
  const label = (await refundButton.textContent()) ?? '';
  await scanAndPhotograph(page, testInfo, 'console-refund-form');
  await refundButton.click();
  const amount = label.replace(/^Refund /, '');
  await expect(page.getByText(consolePaymentMessages.toGiftCard(amount))).toBeVisible();
  await expect(page.getByText(consolePaymentMessages.restocked(1), { exact: false })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-refund-made');

  expect(await onHandDowntown(page.request)).toBe(stockBefore + 1);
  const balance = (await post(page.request, 'giftcard/balance', { number: cardNumber })).balance;
  expect(`$${(Number(balance) / 100).toFixed(2)}`).toBe(amount);
  const refundMail = await waitForEmail({
    to: customer.email,
    subjectIncludes: `a refund for order ${orderNumber}`,
    receivedAfter: startedAt - 1000,
  });
  expect(refundMail.text).toContain(consolePaymentMessages.mailBody(amount, orderNumber));

  // The day's sales count the refund.
  await page.getByRole('link', { name: consoleSalesMessages.heading }).click();
  const totals = page.getByRole('row').filter({ hasText: consoleSalesMessages.total }).last();
  await expect(totals).toContainText(`-${amount}`);
  await scanAndPhotograph(page, testInfo, 'console-sales');
});
