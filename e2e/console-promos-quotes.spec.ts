import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test.ts';
import {
  consoleContentMessages,
  consoleMessages,
  consolePromoMessages,
  consoleQuoteMessages,
  orderMessages,
} from '@bookfront/contract';
import { scanAndPhotograph } from './support/accessibility.ts';
import { addStaff, logInToConsole } from './support/console-staff.ts';
import { waitForEmail } from './support/mailbox.ts';
import { ensureCustomer, ensureStore, postToStore, stockStore } from './support/stores.ts';

// A store of its own, so its promo codes and quotes touch no other journey's.
const store = 'promoquote';
const twilight = '9780316015844';

/** A store that takes guests' pick-up orders and quotes, with Twilight on its shelf at $10.99. */
function openPromoQuoteStore() {
  ensureStore(store, 'Promo Quote Books', { guest_allow_checkout: true, 'checkout.quote_enabled': true });
  stockStore(store, [twilight], { onhand: 40, priceCents: 1099 });
}

const post = (request: APIRequestContext, action: string, data: object = {}) =>
  postToStore(request, store, action, data);

test.beforeAll(openPromoQuoteStore);

test('a manager makes a promo code, a shopper uses it at checkout, and the console counts the order', async ({
  page,
  request,
}, testInfo) => {
  const manager = addStaff({ store, role: 'manager', name: 'promos' });
  const code = `SAVE${randomBytes(3).toString('hex').toUpperCase()}`;

  await logInToConsole(page, manager, `/${store}/console`);
  await page.getByRole('link', { name: consoleContentMessages.contentHeading }).click();
  await page.getByRole('link', { name: consolePromoMessages.heading }).click();
  await page.getByRole('button', { name: consolePromoMessages.newCode }).click();
  const form = page.getByRole('form', { name: consolePromoMessages.newCode });
  await form.getByRole('textbox', { name: consolePromoMessages.code }).fill(code);
  await form.getByRole('textbox', { name: consolePromoMessages.description }).fill('Two dollars off');
  await form.getByRole('combobox', { name: consolePromoMessages.kind }).selectOption('amount');
  await form.getByRole('textbox', { name: consolePromoMessages.amountValue }).fill('2');
  await form.getByRole('textbox', { name: consolePromoMessages.maxUses }).fill('10');
  await scanAndPhotograph(page, testInfo, 'console-promo-form');
  await form.getByRole('button', { name: consoleMessages.save }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(consolePromoMessages.usage(0, '$0.00'));
  await expect(row).toContainText(consolePromoMessages.usedOf(0, 10));

  await post(request, 'cart/add', { eisbn: twilight, quantity: 1 });
  await post(request, 'checkout/addPromocode', { code: code.toLowerCase() });
  await post(request, 'checkout/setDelivery', { delivery_preference: 'pickup' });
  await post(request, 'checkout/setExtras', {
    name: 'Gale Hawthorne',
    email: 'gale@example.com',
    phone: '604 555 0199',
  });
  await post(request, 'checkout/setPaymentChoice', { payment_choice: 'pickup' });
  const state = await post(request, 'checkout/get');
  await post(request, 'checkout/submit', {
    checksum: (state.cart as { checksum: string }).checksum,
    uuid: crypto.randomUUID(),
  });

  await page.reload();
  await expect(row).toContainText(consolePromoMessages.usage(1, '$2.00'));
  await expect(row).toContainText(consolePromoMessages.usedOf(1, 10));
  await scanAndPhotograph(page, testInfo, 'console-promos');
});

test('a manager prices a customer’s quote and turns it into an order, and the customer is emailed', async ({
  page,
  request,
}, testInfo) => {
  const manager = addStaff({ store, role: 'manager', name: 'quotes' });
  const customer = { email: `quoter-${randomBytes(4).toString('hex')}@example.com`, password: 'quote password' };
  ensureCustomer(store, { ...customer, firstName: 'Quinn' });
  await post(request, 'account/login', { email_address: customer.email, password: customer.password });
  await post(request, 'cart/add', { eisbn: twilight, quantity: 12 });
  const quote = await post(request, 'checkout/requestQuote', { message: 'Twelve copies for our book club?' });
  const orderNumber = String(quote.order_number);
  const askedAt = Date.now();

  await logInToConsole(page, manager, `/${store}/console?status=quote`);
  await page.getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(page.getByRole('heading', { name: orderMessages.orderHeading(orderNumber) })).toBeVisible();
  const answer = page.getByRole('form', { name: consoleQuoteMessages.answerHeading });
  await answer.getByRole('textbox', { name: consoleQuoteMessages.priceOf('Twilight') }).fill('9.00');
  await answer.getByRole('textbox', { name: consoleQuoteMessages.note }).fill('Ready in a week.');
  await scanAndPhotograph(page, testInfo, 'console-quote');
  await answer.getByRole('button', { name: consoleQuoteMessages.answer }).click();

  await expect(page.getByText(consoleMessages.statuses.new ?? '', { exact: true }).first()).toBeVisible();
  await expect(answer).toHaveCount(0);
  await expect(page.getByRole('button', { name: consoleMessages.markReady })).toBeVisible();
  const email = await waitForEmail({
    to: customer.email,
    subjectIncludes: `your quote ${orderNumber} is now an order`,
    receivedAfter: askedAt - 1000,
  });
  expect(email.text).toContain('12 × Twilight: $9.00 each');
  expect(email.text).toContain('Ready in a week.');
  await scanAndPhotograph(page, testInfo, 'console-quote-answered');
});

test('a manager declines a customer’s quote with a note, and the customer is emailed', async ({
  page,
  request,
}, testInfo) => {
  const manager = addStaff({ store, role: 'manager', name: 'declines' });
  const customer = { email: `decline-${randomBytes(4).toString('hex')}@example.com`, password: 'quote password' };
  ensureCustomer(store, { ...customer, firstName: 'Dana' });
  await post(request, 'account/login', { email_address: customer.email, password: customer.password });
  await post(request, 'cart/add', { eisbn: twilight, quantity: 30 });
  const quote = await post(request, 'checkout/requestQuote', { message: 'Thirty copies by Friday?' });
  const orderNumber = String(quote.order_number);
  const askedAt = Date.now();

  await logInToConsole(page, manager, `/${store}/console/orders/${orderNumber}`);
  const answer = page.getByRole('form', { name: consoleQuoteMessages.answerHeading });
  await answer.getByRole('textbox', { name: consoleQuoteMessages.note }).fill('We cannot get thirty by Friday.');
  await answer.getByRole('button', { name: consoleQuoteMessages.decline }).click();
  await scanAndPhotograph(page, testInfo, 'console-quote-decline');
  await answer.getByRole('button', { name: consoleQuoteMessages.decline }).click();

  await expect(page.getByText(consoleMessages.statuses.cancelled ?? '', { exact: true }).first()).toBeVisible();
  await expect(answer).toHaveCount(0);
  const email = await waitForEmail({
    to: customer.email,
    subjectIncludes: `your quote ${orderNumber}`,
    receivedAfter: askedAt - 1000,
  });
  expect(email.text).toContain('We cannot get thirty by Friday.');
  await scanAndPhotograph(page, testInfo, 'console-quote-declined');
});
