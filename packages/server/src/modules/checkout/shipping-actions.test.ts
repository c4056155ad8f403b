import {
  checkoutErrorCodes,
  checkoutStateSchema,
  shippingBatchSchema,
  shippingErrorCodes,
  shippingMessages,
  shippingProvidersSchema,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { nowSeconds } from '../../lib/time.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { cartApp, cookieName, hunger, mockingjay } from '../cart/test-app.ts';
import { hardcover, paris, seattle, shippingApp, shippingSettings, toronto, vancouver } from './shipping-test-app.ts';

describeEachDatabase('checkout/getShippingProviders', (dialect) => {
  it('lists the providers serving the address with cost and delivery days, local delivery, and the default', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('ship', [[hunger, 2]]);

    const response = await post('checkout/getShippingProviders', { address_id: addressId });

    expect(response.statusCode).toBe(200);
    const { providers, default_provider } = shippingProvidersSchema.parse(response.json());
    expect(providers).toEqual([
      {
        provider: 'post',
        delivery_preference: 'ship',
        label: 'Canada Post Expedited',
        cost: 1000,
        available: true,
        delivery_min: 2,
        delivery_max: 5,
        conflicting_eisbns: [],
      },
      expect.objectContaining({ provider: 'flat', cost: 1500, available: true }),
      expect.objectContaining({
        provider: 'local_delivery',
        delivery_preference: 'local_delivery',
        cost: 500,
        available: true,
        delivery_min: 1,
        delivery_max: 2,
      }),
    ]);
    expect(default_provider).toBe('post');
  });

  it('leaves out a provider that does not serve the address’s province', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(toronto);
    await startCheckout('ship', [[hunger, 2]]);

    const response = await post('checkout/getShippingProviders', { address_id: addressId });

    const { providers } = shippingProvidersSchema.parse(response.json());
    expect(providers.map((option) => [option.provider, option.available])).toEqual([
      ['post', true],
      ['local_delivery', false],
    ]);
  });

  it('marks a provider that cannot carry some titles unavailable and names them', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('ship', [
      [hunger, 1],
      [hardcover, 1],
    ]);

    const response = await post('checkout/getShippingProviders', { address_id: addressId });

    const { providers } = shippingProvidersSchema.parse(response.json());
    expect(providers.find((option) => option.provider === 'flat')).toMatchObject({
      available: false,
      conflicting_eisbns: [hardcover],
    });
    // 0.5 kg for the paperback without a weight and 4 lb (1.81 kg) for the atlas: 3 kilograms started.
    expect(providers.find((option) => option.provider === 'post')).toMatchObject({ available: true, cost: 1600 });
  });

  it("says 'Not available' where no provider ships", async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(paris);
    await startCheckout('ship', [[hunger, 1]]);

    const response = await post('checkout/getShippingProviders', { address_id: addressId });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: shippingMessages.notAvailable('', 'France'),
      code: shippingErrorCodes.notAvailable,
    });
    expect(response.json().error).toBe('Shipping to France is unavailable.');
  });

  it("asks for a shipping address when the address's country is not one we know", async () => {
    const { app, post, addAddress, startCheckout, customer } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await app.db
      .updateTable('addresses')
      .set({ country: 'Atlantis', updatedAt: nowSeconds() })
      .where('id', '=', addressId)
      .where('userId', '=', customer.id)
      .execute();
    await startCheckout('ship', [[hunger, 1]]);

    const response = await post('checkout/getShippingProviders', { address_id: addressId });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Shipping address required.',
      code: shippingErrorCodes.addressRequired,
    });
  });

  it('offers only local delivery when the shopper chose it, and says why an address is outside the area', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const downtown = await addAddress(vancouver);
    const away = await addAddress(toronto);
    await startCheckout('local_delivery', [[hunger, 2]]);

    const inside = await post('checkout/getShippingProviders', { address_id: downtown });
    const outside = await post('checkout/getShippingProviders', { address_id: away });

    expect(shippingProvidersSchema.parse(inside.json())).toMatchObject({
      providers: [{ provider: 'local_delivery', cost: 500, available: true }],
      default_provider: 'local_delivery',
    });
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toEqual({
      error: shippingMessages.localDeliveryFailed('downtown Vancouver'),
      code: shippingErrorCodes.localDeliveryFailed,
    });
    expect(outside.json().error).toContain('downtown Vancouver');
  });

  it('refuses local delivery for an order below the minimum', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('local_delivery', [[hunger, 1]]);

    const response = await post('checkout/getShippingProviders', { address_id: addressId });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Your order / address does not qualify for local delivery.',
      code: shippingErrorCodes.localDeliveryNotQualified,
    });
  });

  it('delivers locally for free from the free minimum on', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('local_delivery', [[hunger, 5]]);

    const response = await post('checkout/getShippingProviders', { address_id: addressId });

    expect(shippingProvidersSchema.parse(response.json()).providers[0]).toMatchObject({ cost: 0, available: true });
  });

  it('refuses a guest, who may only pick up', async () => {
    const guest = await cartApp(dialect, shippingSettings);
    await guest.post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await guest.post('checkout/getShippingProviders', { address_id: 'anything' });

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(checkoutErrorCodes.guestPickupOnly);
  });

  it("answers 404, and nothing more, for another customer's address", async () => {
    const { app, store, post, startCheckout } = await shippingApp(dialect);
    const other = await app.factories.customer({ storeId: store.id });
    const otherSession = (await app.signIn(other))[cookieName] ?? '';
    const created = await app.inject({
      method: 'POST',
      url: '/api/address/create',
      payload: vancouver,
      cookies: { [cookieName]: otherSession },
    });
    const [theirs] = (created.json() as { addresses: { address_id: string }[] }).addresses;
    await startCheckout('ship', [[hunger, 1]]);

    const response = await post('checkout/getShippingProviders', { address_id: theirs?.address_id });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
  });

  it('asks for delivery to be chosen first, and for an address', async () => {
    const { post, addAddress } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const beforeDelivery = await post('checkout/getShippingProviders', { address_id: addressId });
    const withoutAddress = await post('checkout/getShippingProviders', {});

    expect(beforeDelivery.json().code).toBe(checkoutErrorCodes.deliveryRequired);
    expect(withoutAddress.statusCode).toBe(400);
    expect(withoutAddress.json().fields).toEqual({ address_id: 'Shipping address required.' });
  });
});

describeEachDatabase('checkout/getShippingBatch', (dialect) => {
  it('offers one shipment only when everything is in stock', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('ship', [[hunger, 2]]);

    const response = await post('checkout/getShippingBatch', {
      delivery_preference: 'ship',
      provider: 'post',
      address_id: addressId,
    });

    expect(response.statusCode).toBe(200);
    expect(shippingBatchSchema.parse(response.json()).options).toEqual([
      { multiship_method: 'all', label: shippingMessages.shipAll, delta_cost: 0 },
    ]);
  });

  it('offers what is in stock now for the second shipment’s price when some copies are backordered', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('ship', [
      [hunger, 1],
      [mockingjay, 3],
    ]);

    const response = await post('checkout/getShippingBatch', {
      delivery_preference: 'ship',
      provider: 'post',
      address_id: addressId,
    });

    expect(shippingBatchSchema.parse(response.json()).options).toEqual([
      { multiship_method: 'all', label: 'ship everything once all items have arrived', delta_cost: 0 },
      { multiship_method: 'batched', label: "ship what's in stock now", delta_cost: 800 },
    ]);
  });

  it("refuses a provider that cannot carry the cart's titles, listing how many", async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('ship', [[hardcover, 1]]);

    const response = await post('checkout/getShippingBatch', {
      delivery_preference: 'ship',
      provider: 'flat',
      address_id: addressId,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: '1 titles in your cart cannot be shipped with this provider',
      code: shippingErrorCodes.providerConflicts,
    });
  });
});

describeEachDatabase('checkout/setShipping', (dialect) => {
  it('keeps the choice with the cart and prices it: shipping, and taxes of the address’s province', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('ship', [[hunger, 2]]);

    const response = await post('checkout/setShipping', {
      delivery_preference: 'ship',
      address_id: addressId,
      provider: 'flat',
      multiship_method: 'all',
    });

    expect(response.statusCode).toBe(200);
    const { draft, cart } = checkoutStateSchema.parse(response.json());
    expect(draft).toMatchObject({ delivery: 'ship', provider: 'flat', batch: 'all' });
    expect(draft.shipping?.address_id).toBe(addressId);
    expect(cart.summary).toMatchObject({
      subtotal: 2400,
      shipping: 1500,
      is_shipping_tbd: false,
      taxes: [
        { type: 'GST', amount: 120 },
        { type: 'PST', amount: 168 },
      ],
      total: 2400 + 1500 + 120 + 168,
    });
  });

  it('taxes an order shipped to another province or state by that place’s taxes', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(seattle);
    await startCheckout('ship', [[hunger, 2]]);

    const response = await post('checkout/setShipping', {
      delivery_preference: 'ship',
      address_id: addressId,
      provider: 'usps',
    });

    const { cart } = checkoutStateSchema.parse(response.json());
    expect(cart.summary).toMatchObject({ shipping: 1000, taxes: [{ type: 'GST', amount: 120 }] });
  });

  it('adds the second shipment to the cost when what is in stock goes first', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('ship', [
      [hunger, 1],
      [mockingjay, 3],
    ]);

    const response = await post('checkout/setShipping', {
      delivery_preference: 'ship',
      address_id: addressId,
      provider: 'post',
      multiship_method: 'batched',
    });

    // Four copies without a weight are 2 kg: the base and one more kilogram, then the second shipment.
    expect(checkoutStateSchema.parse(response.json()).cart.summary.shipping).toBe(1000 + 300 + 800);
  });

  it('refuses a second shipment when everything ships together', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('ship', [[hunger, 1]]);

    const response = await post('checkout/setShipping', {
      delivery_preference: 'ship',
      address_id: addressId,
      provider: 'post',
      multiship_method: 'batched',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: shippingErrorCodes.batchUnavailable,
      fields: { multiship_method: shippingMessages.batchUnavailable },
    });
  });

  it("refuses a provider that does not serve the address's province", async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(toronto);
    await startCheckout('ship', [[hunger, 1]]);

    const response = await post('checkout/setShipping', {
      delivery_preference: 'ship',
      address_id: addressId,
      provider: 'flat',
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Shipping to Ontario, Canada is unavailable.',
      code: shippingErrorCodes.notAvailable,
    });
  });

  it('delivers locally by the postal code, at the fee', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('ship', [[hunger, 2]]);

    const response = await post('checkout/setShipping', {
      delivery_preference: 'local_delivery',
      address_id: addressId,
      provider: 'local_delivery',
    });

    const { draft, cart } = checkoutStateSchema.parse(response.json());
    expect(draft).toMatchObject({ delivery: 'local_delivery', provider: 'local_delivery' });
    expect(cart.summary.shipping).toBe(500);
  });

  it('refuses local delivery to an address outside the area, and an order below the minimum', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const away = await addAddress(toronto);
    const downtown = await addAddress(vancouver);
    await startCheckout('local_delivery', [[hunger, 1]]);
    const choose = (addressId: string) =>
      post('checkout/setShipping', {
        delivery_preference: 'local_delivery',
        address_id: addressId,
        provider: 'local_delivery',
      });

    expect((await choose(away)).json().code).toBe(shippingErrorCodes.localDeliveryFailed);
    expect((await choose(downtown)).json().code).toBe(shippingErrorCodes.localDeliveryNotQualified);
  });

  it('ships for nothing with a free shipping promo code', async () => {
    const { post, addAddress, startCheckout } = await shippingApp(dialect);
    const addressId = await addAddress(vancouver);
    await startCheckout('ship', [[hunger, 2]]);
    expect((await post('checkout/addPromocode', { code: 'SHIPFREE' })).statusCode).toBe(200);

    const response = await post('checkout/setShipping', {
      delivery_preference: 'ship',
      address_id: addressId,
      provider: 'flat',
    });

    expect(checkoutStateSchema.parse(response.json()).cart.summary).toMatchObject({ shipping: 0, total: 2400 + 288 });
  });

  it('refuses a guest and an unknown delivery preference', async () => {
    const guest = await cartApp(dialect, shippingSettings);
    await guest.post('cart/add', { eisbn: hunger, quantity: 1 });

    const refused = await guest.post('checkout/setShipping', {
      delivery_preference: 'ship',
      address_id: 'anything',
      provider: 'post',
    });
    const malformed = await guest.post('checkout/setShipping', {
      delivery_preference: 'teleport',
      address_id: 'anything',
      provider: 'post',
    });

    expect(refused.statusCode).toBe(401);
    expect(malformed.statusCode).toBe(400);
  });
});
