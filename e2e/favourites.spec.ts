import { expect, test, type APIRequestContext } from './support/test.ts';
import { favouritesWord, listMessages } from '@bookfront/contract';
import { chooseLocation } from './helpers.ts';
import { scanAndPhotograph, seriousViolations } from './support/accessibility.ts';
import { createCustomer } from './support/customers.ts';

// The demo store (Riverbend Books) is in the United States: its list is the Favorites.
const word = favouritesWord(true);
const heading = favouritesWord(true, { capitalized: true });

async function post(request: APIRequestContext, action: string, data: object = {}) {
  const response = await request.post(`/api/${action}`, { data });
  expect(response.ok(), `${action} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Adds one copy of `eisbn` through the API, as the add-to-cart control does, and answers its title. */
async function addToCart(request: APIRequestContext, eisbn: string): Promise<string> {
  const { cart } = (await post(request, 'cart/add', { eisbn, quantity: 1 })) as {
    cart: { items: { title_info: { eisbn: string; title: string } }[] };
  };
  return cart.items.find((item) => item.title_info.eisbn === eisbn)?.title_info.title ?? '';
}

test('a customer copies the cart to the favorites list, opens it from the account menu and removes a title', async ({
  page,
}, testInfo) => {
  const customer = createCustomer({ firstName: 'Prim' });
  await chooseLocation(page);
  await post(page.request, 'account/login', { email_address: customer.email, password: customer.password });
  const first = await addToCart(page.request, '9780439023481');
  const second = await addToCart(page.request, '9789799822932');

  await page.goto('/checkout/cart');
  await page.getByRole('button', { name: listMessages.copyToFavourites(word) }).click();

  const toast = page.getByText(listMessages.copiedToFavourites(2, word));
  await expect(toast).toBeVisible();
  await expect(page.getByRole('link', { name: listMessages.viewFavourites(word) })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'cart');

  await page.getByRole('button', { name: 'Account menu for Prim' }).click();
  await page.getByRole('menuitem', { name: heading }).click();

  await expect(page).toHaveURL(/\/lists\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: first, exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: second, exact: true })).toBeVisible();
  await expect(main.getByText(listMessages.titleCount(2))).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'favorites');

  await main.getByRole('button', { name: listMessages.removeTitle(first) }).click();

  await expect(page.getByText(listMessages.removedFromFavourites(first, word))).toBeVisible();
  await expect(main.getByRole('link', { name: first, exact: true })).toBeHidden();
  await expect(main.getByRole('link', { name: second, exact: true })).toBeVisible();
  await expect(main.getByText(listMessages.titleCount(1))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
