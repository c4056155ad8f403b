import { checkoutErrorCodes, checkoutStateSchema, shippingErrorCodes } from '@bookfront/contract';
import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { describeEachDatabase } from '../../test/databases.ts';
/* eslint-disable boundaries/dependencies -- the test wires the service as app.ts does, from real repositories */
import { createAddressRepository } from '../address/repository.ts';
import { createAddressService } from '../address/service.ts';
import { createCartRepository } from '../cart/repository.ts';
import { createCartService } from '../cart/service.ts';
import { hunger } from '../cart/test-app.ts';
import { createTitleRepository } from '../catalog/title-repository.ts';
import { createTitleFactsService } from '../catalog/title-facts-service.ts';
import { createTitleService } from '../catalog/title-service.ts';
import { createPlacesService } from '../places/service.ts';
import { createStoreRepository } from '../store/repository.ts';
/* eslint-enable boundaries/dependencies */
import { createStoreService } from '../store/service.ts';
import { createCheckoutService, type Checkout } from './service.ts';
import { createShippingService } from './shipping-service.ts';
import { createShipToFinder } from './ship-to.ts';
import { shippingApp, vancouver } from './shipping-test-app.ts';

/** The shipping service wired as the app wires it. */
function shippingServiceOn(db: Kysely<Database>) {
  const titleRepository = createTitleRepository(db);
  const orders = { lastOrderedDates: async () => new Map<string, number>() };
  const carts = createCartService({
    repo: createCartRepository(db),
    titles: createTitleService(titleRepository),
    orders,
    registries: { cartRegistriesOf: async () => new Map() },
    buyers: { emailOf: async () => null },
    promoUses: { assertUseLeft: async () => undefined, noUseLeft: async () => null },
  });
  const places = createPlacesService();
  const addresses = createAddressService({ repo: createAddressRepository(db), places: places.placeLookup });
  const shipTo = createShipToFinder({ addresses, registries: { registryShipTo: async () => null } });
  const checkout = createCheckoutService({ carts, shipTo });
  return createShippingService({
    carts,
    shipTo,
    places,
    checkout,
    titleFacts: createTitleFactsService(titleRepository),
  });
}

/** The customer's checkout as an action would see it. */
async function checkoutOf(db: Kysely<Database>, userId: string): Promise<Checkout> {
  const store = await createStoreService(createStoreRepository(db)).resolveStore({ hostname: 'localhost' });
  const session = await db.selectFrom('sessions').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();
  const cart = await db.selectFrom('carts').select('id').where('userId', '=', userId).executeTakeFirstOrThrow();
  return { store, session, cartId: cart.id };
}

describeEachDatabase('shippingCostFor', (dialect) => {
  it('prices the chosen shipping again for the cart as it is now', async () => {
    const { app, customer, post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('ship', [[hunger, 2]]);
    await post('checkout/setShipping', { delivery_preference: 'ship', address_id: addressId, provider: 'post' });
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const cost = await shippingServiceOn(app.db).shippingCostFor(await checkoutOf(app.db, customer.id));

    // Three copies without a weight are 1.5 kg: the base and a second kilogram.
    expect(cost).toEqual({ ok: true, cents: 1300, provider: 'post', multishipMethod: 'all' });
  });

  it('costs nothing for pick up', async () => {
    const { app, customer, post } = await shippingApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    const cost = await shippingServiceOn(app.db).shippingCostFor(await checkoutOf(app.db, customer.id));

    expect(cost).toEqual({ ok: true, cents: 0, provider: null, multishipMethod: null });
  });

  it('names the problem when shipping is not chosen yet', async () => {
    const { app, customer, startCheckout } = await shippingApp(dialect);
    await startCheckout('ship', [[hunger, 1]]);

    const cost = await shippingServiceOn(app.db).shippingCostFor(await checkoutOf(app.db, customer.id));

    expect(cost).toMatchObject({ ok: false, problem: { code: checkoutErrorCodes.shippingRequired } });
  });

  it('names the problem when local delivery no longer qualifies for the cart', async () => {
    const { app, customer, post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('local_delivery', [[hunger, 2]]);
    await post('checkout/setShipping', {
      delivery_preference: 'local_delivery',
      address_id: addressId,
      provider: 'local_delivery',
    });
    const line = checkoutStateSchema.parse((await post('checkout/get')).json()).cart.items[0]?.cart_info.cart_id;
    await post('cart/add', { eisbn: hunger, quantity: 1, cart_id: line });

    const cost = await shippingServiceOn(app.db).shippingCostFor(await checkoutOf(app.db, customer.id));

    expect(cost).toMatchObject({ ok: false, problem: { code: shippingErrorCodes.localDeliveryNotQualified } });
  });
});
