import { checkoutErrorCodes, checkoutStateSchema, paypalCreatedSchema } from '@bookfront/contract';
import { randomUUID } from 'node:crypto';
import { expect, it, onTestFinished } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { startPaypalStandIn as startStandIn, type PaypalStandIn } from '../../test/paypal-stand-in.ts';
import { hunger } from '../cart/test-app.ts';
import { checkoutApp, guestContact } from './submit-test-flow.ts';

/** The PayPal stand-in, closed when the test finishes. */
async function startPaypalStandIn() {
  const paypal = await startStandIn();
  onTestFinished(paypal.close);
  return paypal;
}

async function paypalCheckout(dialect: Parameters<typeof checkoutApp>[0], paypal: PaypalStandIn) {
  const context = await checkoutApp(dialect, {
    paypal: paypal.settings,
    checkout: { payment_choices: { pickup: ['paypal', 'pickup'], ship: ['paypal'] } },
  });
  const { post } = context;
  await post('cart/add', { eisbn: hunger, quantity: 2 });
  await post('checkout/setDelivery', { delivery_preference: 'pickup' });
  await post('checkout/setExtras', guestContact);
  await post('checkout/setPaymentChoice', { payment_choice: 'paypal' });
  const checksum = checkoutStateSchema.parse((await post('checkout/get')).json()).cart.checksum;
  const created = paypalCreatedSchema.parse((await post('checkout/paypalCreate')).json());
  return { ...context, checksum, created };
}

const onHandOf = async (app: Awaited<ReturnType<typeof checkoutApp>>['app']) =>
  (await app.db.selectFrom('stock').select('onhand').where('eisbn', '=', hunger).executeTakeFirstOrThrow()).onhand;

describeEachDatabase('checkout/paypalCreate and paypalSuccess', (dialect) => {
  it('opens a PayPal order for what is owed, then captures it and places the order once', async () => {
    const paypal = await startPaypalStandIn();
    const { app, post, checksum, created } = await paypalCheckout(dialect, paypal);
    paypal.approve(created.order_id);
    const uuid = randomUUID();

    const first = await post('checkout/paypalSuccess', { checksum, order_id: created.order_id, uuid });
    const again = await post('checkout/paypalSuccess', { checksum, order_id: created.order_id, uuid });

    expect(paypal.orders.get(created.order_id)?.amount).toEqual({ currency_code: 'USD', value: '24.00' });
    expect(paypal.orders.get(created.order_id)?.returnUrl).toBe('https://books.example/checkout/review?paypal=return');
    expect(first.statusCode).toBe(200);
    expect(again.json().order_number).toBe(first.json().order_number);
    const orders = await app.db.selectFrom('orders').selectAll().execute();
    expect(orders).toMatchObject([
      { paymentType: 'paypal', paymentStatus: 'captured', paypalOrderId: created.order_id, totalCents: 2400 },
    ]);
    expect(await onHandOf(app)).toBe(3);
  });

  it('says the order failed and places nothing when PayPal declines the payment', async () => {
    const paypal = await startPaypalStandIn();
    const { app, post, checksum, created } = await paypalCheckout(dialect, paypal);
    paypal.approve(created.order_id);
    paypal.behaviour.declineCapture = true;

    const response = await post('checkout/paypalSuccess', { checksum, order_id: created.order_id, uuid: randomUUID() });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: checkoutErrorCodes.paypalFailed,
      error: 'There was an error processing your order.',
    });
    expect(await app.db.selectFrom('orders').selectAll().execute()).toEqual([]);
    expect(await onHandOf(app)).toBe(5);
  });

  it('refuses an order the shopper cancelled on PayPal, or a PayPal order of another checkout', async () => {
    const paypal = await startPaypalStandIn();
    const { post, checksum, created } = await paypalCheckout(dialect, paypal);

    const unapproved = await post('checkout/paypalSuccess', {
      checksum,
      order_id: created.order_id,
      uuid: randomUUID(),
    });
    const foreign = await post('checkout/paypalSuccess', { checksum, order_id: 'SOMEONEELSE', uuid: randomUUID() });

    expect(unapproved.json().code).toBe(checkoutErrorCodes.paypalFailed);
    expect(foreign.json().code).toBe(checkoutErrorCodes.paypalFailed);
    expect(paypal.refunds).toEqual([]);
  });

  it('gives the money back when the copies sold while the shopper was on PayPal', async () => {
    const paypal = await startPaypalStandIn();
    const { app, post, checksum, created } = await paypalCheckout(dialect, paypal);
    paypal.approve(created.order_id);
    await app.db.updateTable('stock').set({ onhand: 1 }).where('eisbn', '=', hunger).execute();

    const response = await post('checkout/paypalSuccess', { checksum, order_id: created.order_id, uuid: randomUUID() });

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(checkoutErrorCodes.inventoryGone);
    expect(paypal.refunds).toHaveLength(1);
    expect(await app.db.selectFrom('orders').selectAll().execute()).toEqual([]);
  });

  it('refuses a cart that changed after the PayPal order was opened, before any money is taken', async () => {
    const paypal = await startPaypalStandIn();
    const { post, checksum, created } = await paypalCheckout(dialect, paypal);
    paypal.approve(created.order_id);
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await post('checkout/paypalSuccess', { checksum, order_id: created.order_id, uuid: randomUUID() });

    expect(response.json().code).toBe(checkoutErrorCodes.checksumMismatch);
    expect(paypal.orders.get(created.order_id)?.status).toBe('APPROVED');
  });

  it('is not offered, and cannot be started, while the store has no PayPal credentials', async () => {
    const { post } = await checkoutApp(dialect, {
      checkout: { payment_choices: { pickup: ['paypal', 'pickup'], ship: ['contact'] } },
    });
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    const choices = await post('checkout/getPaymentChoices');
    const start = await post('checkout/paypalCreate');

    expect(choices.json().choices.pickup).toEqual(['pickup']);
    expect(start.statusCode).toBe(409);
  });
});
