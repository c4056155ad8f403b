import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from './support/test.ts';
import { Secret, TOTP } from 'otpauth';
import {
  cartPageMessages,
  catalogMessages,
  checkoutStepMessages,
  consoleCheckoutSettingsMessages as messages,
  consoleMessages,
  consolePaymentChoiceLabels,
  consoleSettingsMessages,
} from '@bookfront/contract';
import { cli } from './server.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { addStaff, logInToConsole } from './support/console-staff.ts';
import { summaryLine } from './support/cart-summary.ts';
import { ensureStore } from './support/stores.ts';
import { e2eDataDir } from './support/cli-output.ts';

/**
 * A manager changes the store's tax rate and an owner turns a payment choice off in the store
 * console (docs/features/store-console.md#taxes, #payment), and a guest's checkout follows at once.
 * The store ('taxship') is the journey's own, so no other journey sees its rates.
 */
test.describe.configure({ mode: 'serial' });

const store = 'taxship';
const hungerGames = '9780439023481';

test.beforeAll(() => {
  ensureStore(store, 'Tax and Post Books', {
    guest_allow_checkout: true,
    taxes: [{ type: 'GST', rate_percent: 5 }],
    'checkout.payment_choices': { pickup: ['pickup', 'contact'], ship: ['contact'] },
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-taxship-')), 'stock.csv');
  writeFileSync(
    file,
    `location_id,eisbn,onhand,onorder,price_cents,list_price_usa_cents,is_extra_orderable\n${store}-shop,${hungerGames},50,0,1000,1000,1\n`,
  );
  cli(e2eDataDir(), ['stock', file, '--store', store]);
});

/** A guest's cart of one $10.00 book, in a browser of its own. */
async function guestCart(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/${store}/item/${hungerGames}`);
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(purchase.getByRole('button', { name: /1 in cart$/ })).toBeVisible();
  await page.goto(`/${store}/checkout/cart`);
  return page;
}

test('a manager changes the tax rate and a guest’s cart total is taxed at it', async ({ page, browser }, testInfo) => {
  const manager = addStaff({ store, role: 'manager', name: 'manager' });
  await logInToConsole(page, manager, `/${store}/console`);
  await page.getByRole('link', { name: consoleSettingsMessages.heading }).click();
  await page.getByRole('link', { name: messages.taxesHeading }).click();
  await expect(page.getByRole('link', { name: messages.paymentsHeading })).toHaveCount(0);

  const rate = page.getByRole('textbox', { name: messages.taxRate });
  await rate.fill('250');
  await page.getByRole('button', { name: consoleMessages.save }).click();
  await expect(page.getByText(messages.taxRateInvalid)).toBeVisible();
  await rate.fill('8.5');
  await page.getByRole('button', { name: consoleMessages.save }).click();
  await expect(page.getByRole('status').filter({ hasText: consoleSettingsMessages.saved })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-taxes');

  await page.getByRole('link', { name: messages.shippingHeading }).click();
  await expect(page.getByRole('checkbox', { name: messages.local.enabled })).not.toBeChecked();
  await scanAndPhotograph(page, testInfo, 'console-shipping');

  const shopper = await guestCart(browser);
  await expect(summaryLine(shopper, 'GST')).toContainText('$0.85');
  await expect(summaryLine(shopper, 'Total')).toContainText('$10.85');
});

test('an owner turns a payment choice off and a guest’s checkout no longer offers it', async ({
  page,
  browser,
}, testInfo) => {
  const email = `owner-${Date.now()}@${store}.example`;
  const password = 'owner password of taxship';
  const added = cli(e2eDataDir(), [
    'staff:add',
    '--store',
    store,
    '--email',
    email,
    '--role',
    'owner',
    '--password',
    password,
  ]);
  const secret = /Two-factor secret: (\S+)/.exec(added)?.[1];
  if (!secret) throw new Error(`staff:add printed no secret: ${added}`);
  await logInToConsole(page, { email, password }, `/${store}/console`);
  const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
  await page.getByRole('textbox', { name: consoleMessages.code }).fill(code);
  await page.getByRole('button', { name: consoleMessages.verify }).click();
  await page.getByRole('link', { name: consoleSettingsMessages.heading }).click();
  await page.getByRole('link', { name: messages.paymentsHeading }).click();

  const pickupChoices = page.getByRole('group', { name: messages.pickupChoices });
  await pickupChoices.getByRole('checkbox', { name: consolePaymentChoiceLabels.contact }).uncheck();
  await page.getByRole('button', { name: consoleMessages.save }).click();
  await expect(page.getByRole('status').filter({ hasText: consoleSettingsMessages.saved })).toBeVisible();
  await expect(pickupChoices.getByRole('checkbox', { name: consolePaymentChoiceLabels.contact })).not.toBeChecked();
  await scanAndPhotograph(page, testInfo, 'console-payments');

  const shopper = await guestCart(browser);
  await shopper.getByRole('button', { name: cartPageMessages.checkoutAsGuest }).click();
  const contact = shopper.getByRole('region', { name: checkoutStepMessages.contactHeading });
  await contact.getByRole('textbox', { name: 'Name' }).fill('Gale Hawthorne');
  await contact.getByRole('textbox', { name: 'Email' }).fill('gale@example.com');
  await contact.getByRole('textbox', { name: 'Phone' }).fill('503 555 0199');
  await contact.getByRole('button', { name: checkoutStepMessages.continue }).click();
  const payment = shopper.getByRole('region', { name: checkoutStepMessages.paymentHeading });
  await expect(payment.getByRole('radio', { name: checkoutStepMessages.paymentChoice.pickup })).toBeVisible();
  await expect(payment.getByRole('radio', { name: checkoutStepMessages.paymentChoice.contact })).toHaveCount(0);
});
