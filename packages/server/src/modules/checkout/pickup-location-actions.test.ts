import { checkoutStateSchema, orderSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo } from '../../test/outbox.ts';
import { hunger } from '../cart/test-app.ts';
import { checkoutApp, checkoutSettings, guestContact, readyForPickup } from './submit-test-flow.ts';

const eastside = {
  location_id: 'eastside',
  name: 'Eastside',
  address: '3020 SE Division Street',
  city: 'Portland',
  province: 'OR',
  postal_code: '97202',
  country: 'US',
};

/** docs/features/checkout.md#review-and-submit: a store of two locations, whose shopper picks up at the second. */
async function eastsideCheckout(dialect: Parameters<typeof checkoutApp>[0]) {
  const context = await checkoutApp(dialect, {
    store_info: { ...checkoutSettings.store_info, consolidated_multistore: true },
  });
  const { app, store } = context;
  await app.factories.location({
    storeId: store.id,
    id: eastside.location_id,
    name: eastside.name,
    address: eastside.address,
    city: eastside.city,
    province: eastside.province,
    postalCode: eastside.postal_code,
    country: eastside.country,
    position: 1,
  });
  await createCatalogFactories(app.db).stock({
    storeId: store.id,
    locationId: eastside.location_id,
    eisbn: hunger,
    onhand: 3,
    priceCents: 1000,
    isExtraOrderable: 0,
  });
  await context.post('webstore/setMultistoreLocation', { location_id: eastside.location_id });
  await context.post('cart/add', { eisbn: hunger, quantity: 1 });
  return context;
}

describeEachDatabase('the pick up location of an order', (dialect) => {
  it('is the location the shopper chose, street address and all, while checking out', async () => {
    const { post } = await eastsideCheckout(dialect);
    await readyForPickup(post);

    const { draft } = checkoutStateSchema.parse((await post('checkout/get')).json());

    expect(draft.pickup_location).toEqual(eastside);
  });

  it('is the chosen location on the order page and in both order emails', async () => {
    const { app, post, submit } = await eastsideCheckout(dialect);
    const checksum = await readyForPickup(post);

    const placed = (await submit(checksum)).json();

    const order = orderSchema.parse(
      (await post('order/get', { order_id: placed.order_number, token: placed.token })).json(),
    );
    expect(order.order_location_id).toBe('eastside');
    expect(order.location).toEqual(eastside);
    for (const to of [guestContact.email, 'orders@books.example']) {
      const email = await latestEmailTo(app.dataDir, to);
      expect(email.text).toContain('Pick up at: Eastside');
      expect(email.text).toContain('Address: 3020 SE Division Street, Portland, OR 97202');
    }
  });
});
