import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { cartPageMessages, checkoutStepMessages, registryMessages } from '@bookfront/contract';
import { chooseLocation } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';
import { createCustomer } from './support/customers.ts';

/* docs/features/gift-registries.md#shipping-at-checkout */

// Ten copies at Downtown that no other journey buys.
const ofMiceAndMen = { eisbn: '9780142000670', title: 'Of Mice and Men' };

const ownersAddress = {
  name: 'Alex Tester',
  company_name: '',
  phone_number: '(503) 555-0117',
  phone_number_ext: '',
  street_address: '1 Rose Street',
  street_address_2: '',
  city: 'Portland',
  province: 'Oregon',
  postal_code: '97201',
  country: 'United States',
};

async function post(request: APIRequestContext, action: string, data: object = {}) {
  const response = await request.post(`/api/${action}`, { data });
  expect(response.ok(), `${action} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const stepPanel = (page: Page, heading: string) => page.getByRole('region', { name: heading });

/** Alex's registry asking for the title, shipped to Alex's Portland address; answers its id. */
async function ownersRegistry(request: APIRequestContext): Promise<string> {
  const owner = createCustomer({ firstName: 'Alex' });
  await post(request, 'account/login', { email_address: owner.email, password: owner.password });
  const book = (await post(request, 'address/create', ownersAddress)) as { addresses: { address_id: string }[] };
  const created = (await post(request, 'giftregistry/create', {
    title: 'Alex’s reading year',
    occasion: 'Birthday',
    description: 'Books, please.',
    shipping_id: book.addresses[0]?.address_id ?? '',
    shipping_encouraged: true,
  })) as { registry: { gift_registry_id: string } };
  const registryId = created.registry.gift_registry_id;
  await post(request, 'giftregistry/addItem', { gift_registry_id: registryId, eisbn: ofMiceAndMen.eisbn, qty: 2 });
  return registryId;
}

test("a customer buys a registry's book and ships it to the registry's address, seeing only the owner's name and city", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const ownerRequest = await playwright.request.newContext({ baseURL });
  const registryId = await ownersRegistry(ownerRequest);
  await ownerRequest.dispose();
  const buyer = createCustomer({ firstName: 'Bea' });
  await chooseLocation(page);
  await post(page.request, 'account/login', { email_address: buyer.email, password: buyer.password });
  await post(page.request, 'cart/add', { eisbn: ofMiceAndMen.eisbn, quantity: 1, gift_registry_id: registryId });
  const shownAs = registryMessages.registryAddress('Alex Tester', 'Portland, Oregon');

  await page.goto('/checkout/cart');
  await page.getByRole('button', { name: cartPageMessages.ship, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  const address = stepPanel(page, checkoutStepMessages.addressHeading);
  const registryAddress = address.getByRole('radio', { name: shownAs });
  await registryAddress.check();
  await expect(registryAddress).toBeChecked();
  await expect(address.getByText(checkoutStepMessages.forRegistry('Alex’s reading year'))).toBeVisible();
  await expect(address).not.toContainText(ownersAddress.street_address);
  await scanAndPhotograph(page, testInfo, 'registry-address');
  await address.getByRole('button', { name: checkoutStepMessages.continue }).click();

  await expect(page).toHaveURL(/\/checkout\/provider\?address=/);
  const provider = stepPanel(page, checkoutStepMessages.providerHeading);
  await expect(provider.getByRole('radio', { name: 'USPS Priority Mail' })).toBeChecked();
  await provider.getByRole('button', { name: checkoutStepMessages.continue }).click();
  await expect(page).toHaveURL(/\/checkout\/contact$/);
  await stepPanel(page, checkoutStepMessages.contactHeading)
    .getByRole('button', { name: checkoutStepMessages.continue })
    .click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await stepPanel(page, checkoutStepMessages.paymentHeading)
    .getByRole('button', { name: checkoutStepMessages.continue })
    .click();

  await expect(page).toHaveURL(/\/checkout\/review$/);
  const review = stepPanel(page, checkoutStepMessages.reviewHeading);
  await expect(review.getByText(registryMessages.registryAddressName('Alex Tester'))).toBeVisible();
  await expect(review).not.toContainText(ownersAddress.street_address);
  await scanAndPhotograph(page, testInfo, 'registry-review');
  await review.getByRole('button', { name: checkoutStepMessages.placeOrder }).click();

  await expect(page).toHaveURL(/\/account\/order\/[^/?]+\?success=1$/);
  const main = page.getByRole('main');
  await expect(main.getByText(registryMessages.registryAddressName('Alex Tester'))).toBeVisible();
  await expect(main).not.toContainText(ownersAddress.street_address);
  await expect(main).not.toContainText(ownersAddress.postal_code);
});
