import { expect, test, type APIRequestContext } from './support/test.ts';
import { consoleMessages, orderMessages } from '@bookfront/contract';
import { chooseLocation } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { randomBytes } from 'node:crypto';
import { cli } from './server.ts';
import { createCustomer, dataDirEnv } from './support/customers.ts';
import { waitForEmail } from './support/mailbox.ts';

// A title with a dozen copies at Downtown that other journeys do not buy.
const eisbn = '9780061147975';
// The demo store's clerk (docs/features/store-console.md#demo-staff).
const clerk = { email: 'clerk@riverbend.example', password: 'riverbend-clerk' };

async function post(request: APIRequestContext, action: string, data: object = {}) {
  const response = await request.post(`/api/${action}`, { data });
  expect(response.ok(), `${action} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test('a clerk logs in to the store console, finds an order just placed, marks it ready (the customer is emailed) and completes it', async ({
  page,
}, testInfo) => {
  const customer = createCustomer({ firstName: 'Clara' });
  await chooseLocation(page);
  await post(page.request, 'account/login', { email_address: customer.email, password: customer.password });
  await post(page.request, 'cart/add', { eisbn, quantity: 1 });
  await post(page.request, 'checkout/setDelivery', { delivery_preference: 'pickup' });
  await post(page.request, 'checkout/setExtras', {});
  await post(page.request, 'checkout/setPaymentChoice', { payment_choice: 'pickup' });
  const state = await post(page.request, 'checkout/get');
  const placed = await post(page.request, 'checkout/submit', {
    checksum: (state.cart as { checksum: string }).checksum,
    uuid: crypto.randomUUID(),
  });
  const orderNumber = String(placed.order_number);
  const placedAt = Date.now();

  await page.goto('/console');
  await expect(page.getByRole('heading', { name: consoleMessages.title })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-login');
  await page.getByRole('textbox', { name: consoleMessages.email }).fill(clerk.email);
  await page
    .getByLabel(new RegExp(`^${consoleMessages.password}`))
    .and(page.locator('input'))
    .fill(clerk.password);
  await page.getByRole('button', { name: consoleMessages.logIn }).click();

  // The queue works oldest first, so the newest order is on the last page of its filters, whose
  // New count is read with those filters on (other journeys place orders elsewhere too).
  const newOrders = page.getByRole('button', { name: /^New \(\d+\)$/ });
  await expect(newOrders).toBeVisible();
  await page.goto('/console?location=downtown&delivery=pickup');
  await expect(newOrders).toBeVisible();
  const count = Number((await newOrders.textContent())?.match(/\((\d+)\)/)?.[1] ?? '1');
  await page.goto(`/console?location=downtown&delivery=pickup&page=${Math.max(1, Math.ceil(count / 25))}`);
  const link = page.getByRole('link', { name: orderNumber, exact: true });
  await expect(link).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-queue');

  await link.click();
  await expect(page.getByRole('heading', { name: orderMessages.orderHeading(orderNumber) })).toBeVisible();
  await expect(page.getByRole('cell', { name: eisbn })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-order');
  await page.getByRole('button', { name: consoleMessages.markReady }).click();
  await expect(page.getByText(consoleMessages.statuses.ready_for_pickup ?? '', { exact: true }).first()).toBeVisible();
  const email = await waitForEmail({
    to: customer.email,
    subjectIncludes: `order ${orderNumber} is ready for pick-up`,
    receivedAfter: placedAt - 1000,
  });
  expect(email.text).toContain(`Your order ${orderNumber} is ready for you at`);

  await page.getByRole('button', { name: consoleMessages.markCompleted }).click();
  await expect(page.getByText(consoleMessages.statuses.completed ?? '', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: consoleMessages.markCompleted })).toHaveCount(0);
  await scanAndPhotograph(page, testInfo, 'console-order-completed');

  // A manager, added as a store owner would with staff:add, reads the clerk's changes in the audit log.
  const manager = {
    email: `manager-${randomBytes(4).toString('hex')}@riverbend.example`,
    password: 'manager password',
  };
  cli(process.env[dataDirEnv] ?? '', [
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
  await page.getByRole('button', { name: consoleMessages.logOut }).click();
  await page.getByRole('textbox', { name: consoleMessages.email }).fill(manager.email);
  await page
    .getByLabel(new RegExp(`^${consoleMessages.password}`))
    .and(page.locator('input'))
    .fill(manager.password);
  await page.getByRole('button', { name: consoleMessages.logIn }).click();
  await page.getByRole('link', { name: consoleMessages.auditHeading }).click();
  const entries = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(entries.filter({ hasText: 'order.markCompleted' })).toBeVisible();
  await expect(entries.filter({ hasText: 'order.markReady' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-audit');
});
