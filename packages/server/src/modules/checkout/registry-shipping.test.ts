import {
  checkoutStateSchema,
  commonErrorCodes,
  orderPlacedSchema,
  orderSchema,
  registryResultSchema,
  sessionSchema,
} from '@bookfront/contract';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { staffCookieName } from '../../plugins/staff-session.ts';
import { postAction, responseCookie } from '../../test/http.ts';
import { latestEmailTo } from '../../test/outbox.ts';
import { cookieName, hunger } from '../cart/test-app.ts';
/* eslint-disable-next-line boundaries/dependencies -- a store clerk made as the console's tests make them */
import { createStaffRepository } from '../console/staff-repository.ts';
import { createStaffService } from '../console/staff-service.ts';
import { shippingApp, shippingSettings } from './shipping-test-app.ts';

/* docs/features/gift-registries.md#shipping-at-checkout */

const portland = {
  name: 'Alex Morgan',
  company_name: '',
  phone_number: '(503) 555-0117',
  phone_number_ext: '',
  street_address: '1 Rose Street',
  street_address_2: 'Apt 4',
  city: 'Portland',
  province: 'Oregon',
  postal_code: '97201',
  country: 'United States',
};

/** The owner's whole address, which a buyer's answers must never carry any part of beyond the city and region. */
const privateParts = [portland.street_address, portland.street_address_2, portland.postal_code, portland.phone_number];

const registrySettings = {
  gift_registry_enabled: true,
  store_info: { ...shippingSettings.store_info, email: 'orders@books.example' },
};

/** The shipping store with Alex Morgan's registry asking for The Hunger Games, shipped to Portland when `encouraged`. */
async function registryShippingApp(dialect: Parameters<typeof shippingApp>[0], encouraged = true) {
  const context = await shippingApp(dialect, registrySettings);
  const { app, store } = context;
  const alex = await app.factories.customer({
    storeId: store.id,
    email: 'alex@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
  });
  const alexCookie = (await app.signIn(alex))[cookieName] ?? '';
  const asAlex = (action: string, payload: object = {}) =>
    app.inject(postAction(action, payload, { cookies: { [cookieName]: alexCookie } }));
  const book = (await asAlex('address/create', portland)).json() as { addresses: { address_id: string }[] };
  const addressId = book.addresses[0]?.address_id ?? '';
  const created = await asAlex('giftregistry/create', {
    title: 'Alex turns 30',
    occasion: 'Birthday',
    description: 'Books, please.',
    shipping_id: addressId,
    shipping_encouraged: encouraged,
  });
  const registryId = registryResultSchema.parse(created.json()).registry.gift_registry_id;
  await asAlex('giftregistry/addItem', { gift_registry_id: registryId, eisbn: hunger, qty: 2 });
  return { ...context, registryId, addressId };
}

type Context = Awaited<ReturnType<typeof registryShippingApp>>;

/** The buyer's cart holds a copy bought for the registry, to be shipped. */
async function buyForRegistry({ post, registryId }: Context) {
  await post('cart/add', { eisbn: hunger, quantity: 1, gift_registry_id: registryId });
  await post('checkout/setDelivery', { delivery_preference: 'ship' });
}

/** Ships the registry's copy to the registry's address and places the order, contact to pay. */
async function placeRegistryOrder(context: Context) {
  const { post } = context;
  await buyForRegistry(context);
  const chosen = await post('checkout/setShipping', {
    delivery_preference: 'ship',
    address_id: context.addressId,
    provider: 'usps',
  });
  await post('checkout/setExtras', { promo_code: '' });
  await post('checkout/setPaymentChoice', { payment_choice: 'contact' });
  const review = await post('checkout/get');
  const { checksum } = checkoutStateSchema.parse(review.json()).cart;
  const placed = await post('checkout/submit', { checksum, uuid: randomUUID() });
  return { chosen, review, placed, orderNumber: orderPlacedSchema.parse(placed.json()).order_number };
}

const expectNothingPrivate = (body: string) => {
  for (const part of privateParts) expect(body).not.toContain(part);
};

describeEachDatabase('shipping to a gift registry’s address at checkout', (dialect) => {
  it('offers the buyer the registry’s address by its owner’s name and city, never its street', async () => {
    const context = await registryShippingApp(dialect);
    await buyForRegistry(context);

    const response = await context.post('session/get');

    const session = sessionSchema.parse(response.json());
    expect(session.user?.alt_addresses).toEqual([
      {
        address_id: context.addressId,
        gift_registry_name: 'Alex turns 30',
        street_address: 'Portland, Oregon',
        shipping_encouraged: true,
        owner_name: 'Alex Morgan',
      },
    ]);
    expectNothingPrivate(response.body);
  });

  it('ships the order there: the buyer sees the owner’s name and city, the store the whole address', async () => {
    const context = await registryShippingApp(dialect);

    const { chosen, review, placed, orderNumber } = await placeRegistryOrder(context);
    const orderPage = await context.post('order/get', { order_id: orderNumber });

    expect(chosen.statusCode).toBe(200);
    expect(checkoutStateSchema.parse(review.json()).draft.shipping).toMatchObject({
      address_id: context.addressId,
      name: 'Alex Morgan’s registry address',
      street_address: '',
      city: 'Portland',
      province: 'Oregon',
      postal_code: '',
    });
    expect(orderSchema.parse(orderPage.json()).shipping).toMatchObject({
      name: 'Alex Morgan’s registry address',
      addr1: '',
      city: 'Portland',
      prov: 'Oregon',
      provider: 'USPS Priority Mail',
    });
    for (const body of [chosen.body, review.body, placed.body, orderPage.body]) expectNothingPrivate(body);
    const confirmation = await latestEmailTo(context.app.dataDir, context.customer.email);
    expect(confirmation.text).toContain('Ship to: Alex Morgan’s registry address, Portland, Oregon, United States');
    expectNothingPrivate(confirmation.text);
    const notice = await latestEmailTo(context.app.dataDir, 'orders@books.example');
    expect(notice.text).toContain('Alex Morgan, 1 Rose Street, Apt 4, Portland, Oregon, 97201, United States');
    const order = await context.app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(order.shippingAddress ?? 'null')).toMatchObject({ addr1: '1 Rose Street', postal: '97201' });
  });

  it('shows the store’s staff the whole address on the console’s order page', async () => {
    const context = await registryShippingApp(dialect);
    const { orderNumber } = await placeRegistryOrder(context);
    const staff = createStaffService(createStaffRepository(context.app.db));
    await staff.addStaff(context.store.id, {
      email: 'clerk@books.example',
      role: 'clerk',
      password: 'counter password',
    });
    const login = await context.app.inject(
      postAction('console/login', { email: 'clerk@books.example', password: 'counter password' }),
    );
    const staffCookie = responseCookie(login, staffCookieName(context.store.id))?.value ?? '';

    const response = await context.app.inject(
      postAction(
        'console/orders/get',
        { order_number: orderNumber },
        { cookies: { [staffCookieName(context.store.id)]: staffCookie } },
      ),
    );

    expect(response.json()).toMatchObject({
      order: { shipping: { name: 'Alex Morgan', addr1: '1 Rose Street', addr2: 'Apt 4', postal: '97201' } },
    });
  });

  it('refuses a registry’s address when the cart buys nothing for that registry', async () => {
    const context = await registryShippingApp(dialect);
    const { post } = context;
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'ship' });

    const providers = await post('checkout/getShippingProviders', { address_id: context.addressId });
    const chosen = await post('checkout/setShipping', {
      delivery_preference: 'ship',
      address_id: context.addressId,
      provider: 'usps',
    });

    expect(providers.statusCode).toBe(404);
    expect(chosen.statusCode).toBe(404);
    expect(chosen.json()).toMatchObject({ code: commonErrorCodes.notFound });
    expectNothingPrivate(chosen.body);
  });

  it('refuses a registry’s address when its owner no longer asks buyers to ship to it', async () => {
    const context = await registryShippingApp(dialect, false);
    await buyForRegistry(context);

    const chosen = await context.post('checkout/setShipping', {
      delivery_preference: 'ship',
      address_id: context.addressId,
      provider: 'usps',
    });

    expect(chosen.statusCode).toBe(404);
  });
});
