import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { cartPageMessages, catalogMessages } from '@bookfront/contract';
import { scanAndPhotograph } from './support/accessibility.ts';
import { ensureCustomer, ensureStore, postToStore, stockStore } from './support/stores.ts';

/**
 * A guest's promo code that the customer logging in has already used, once per customer, stays out of
 * their cart, and the cart page says why (docs/features/cart.md#login). A store of its own, so its
 * code's uses touch no other journey's.
 */
const store = 'promologin';
const twilight = '9780316015844';
const code = 'FIRSTREAD';

test.beforeAll(() => {
  ensureStore(store, 'First Read Books', {
    promo_codes: [{ code, type: 'percent', value: 10, once_per_customer: true }],
  });
  stockStore(store, [twilight], { onhand: 40, priceCents: 1099 });
});

const post = (request: APIRequestContext, action: string, data: object = {}) =>
  postToStore(request, store, action, data);

/** The customer's pick-up order with the code, placed in a session of its own (another device). */
async function orderWithTheCode(request: APIRequestContext, customer: { email: string; password: string }) {
  await post(request, 'account/login', { email_address: customer.email, password: customer.password });
  await post(request, 'cart/add', { eisbn: twilight, quantity: 1 });
  await post(request, 'checkout/addPromocode', { code });
  await post(request, 'checkout/setDelivery', { delivery_preference: 'pickup' });
  await post(request, 'checkout/setExtras', { name: 'Wren Tester', email: customer.email, phone: '503 555 0142' });
  await post(request, 'checkout/setPaymentChoice', { payment_choice: 'pickup' });
  const state = await post(request, 'checkout/get');
  await post(request, 'checkout/submit', {
    checksum: (state.cart as { checksum: string }).checksum,
    uuid: crypto.randomUUID(),
  });
}

async function logIn(page: Page, customer: { email: string; password: string }) {
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a guest types a promo code the customer has already used, and at login the cart says it was removed and why', async ({
  page,
  request,
}, testInfo) => {
  const customer = {
    email: `first-read-${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct horse battery',
    firstName: 'Wren',
  };
  ensureCustomer(store, customer);
  await orderWithTheCode(request, customer);

  await page.goto(`/${store}/item/${twilight}`);
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await purchase.getByRole('button', { name: catalogMessages.addToCart }).click();
  await expect(purchase.getByRole('button', { name: /1 in cart$/ })).toBeVisible();
  await page.goto(`/${store}/checkout/cart`);
  await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText(cartPageMessages.promoCodeApplied(code));
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(code);

  await page.getByRole('link', { name: cartPageMessages.logInToCheckout }).click();
  await logIn(page, customer);

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/cart$`));
  const notice = page.getByRole('alert').filter({ hasText: cartPageMessages.mergeHeading });
  await expect(notice).toContainText(cartPageMessages.mergePromoCodeUsedByYou(code));
  await expect(page.getByRole('textbox', { name: /^Quantity of Twilight/ })).toHaveValue('1');
  await expect(page.getByRole('region', { name: 'Order summary' })).not.toContainText(code);
  await scanAndPhotograph(page, testInfo, 'cart-promo-code-removed-at-login');
});
