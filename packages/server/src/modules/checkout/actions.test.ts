import { checkoutErrorCodes, checkoutStateSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { cartApp, hunger } from '../cart/test-app.ts';

const guestCheckout = { guest_allow_checkout: true };

describeEachDatabase('checkout/setDelivery', (dialect) => {
  it('starts a pick-up checkout: nothing to pay for delivery, taxed where the shopper picks up', async () => {
    const { post } = await cartApp(dialect, { ...guestCheckout, taxes: [{ type: 'Sales tax', rate_percent: 10 }] });
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    expect(response.statusCode).toBe(200);
    const { draft, cart } = checkoutStateSchema.parse(response.json());
    expect(draft.delivery).toBe('pickup');
    expect(cart.summary).toMatchObject({ subtotal: 1200, shipping: 0, is_shipping_tbd: false, total: 1320 });
    expect(checkoutStateSchema.parse((await post('checkout/get')).json()).draft.delivery).toBe('pickup');
  });

  it('lets a guest only pick up', async () => {
    const { post } = await cartApp(dialect, { ...guestCheckout, shipping_enabled: true });
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await post('checkout/setDelivery', { delivery_preference: 'ship' });

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(checkoutErrorCodes.guestPickupOnly);
  });

  it('refuses a guest where the store does not allow guest checkout', async () => {
    const { post } = await cartApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    expect((await post('checkout/setDelivery', { delivery_preference: 'pickup' })).statusCode).toBe(401);
  });

  it('refuses to start checkout with an empty cart, and an unknown preference', async () => {
    const { post } = await cartApp(dialect, guestCheckout);

    expect((await post('checkout/setDelivery', { delivery_preference: 'pickup' })).json().code).toBe(
      checkoutErrorCodes.emptyCart,
    );
    expect((await post('checkout/setDelivery', { delivery_preference: 'teleport' })).statusCode).toBe(400);
  });

  it('prices delivery again when the cart changes after it was chosen', async () => {
    const { post } = await cartApp(dialect, guestCheckout);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const { cart } = checkoutStateSchema.parse((await post('checkout/get')).json());
    expect(cart.summary.is_shipping_tbd).toBe(true);
  });
});
