import { describe, expect, it, onTestFinished } from 'vitest';
import { startPaypalStandIn as startStandIn } from '../../test/paypal-stand-in.ts';
import { createPaypalClient, PaypalError } from './paypal-client.ts';

/** The PayPal stand-in, closed when the test finishes. */
async function startPaypalStandIn() {
  const paypal = await startStandIn();
  onTestFinished(paypal.close);
  return paypal;
}

const order = {
  referenceId: 'cart-1',
  amountCents: 2599,
  currency: 'CAD',
  brandName: 'Riverbend Books',
  returnUrl: 'http://shop.test/checkout/review?paypal=return',
  cancelUrl: 'http://shop.test/checkout/review?paypal=cancel',
};

describe('PayPal client', () => {
  it('creates an order for the amount owed and captures it once approved', async () => {
    const paypal = await startPaypalStandIn();
    const client = createPaypalClient(paypal.settings);

    const created = await client.createOrder(order);
    paypal.approve(created.id);
    const captured = await client.captureOrder(created.id);

    expect(created.approveUrl).toContain(created.id);
    expect(paypal.orders.get(created.id)?.amount).toEqual({ currency_code: 'CAD', value: '25.99' });
    expect(captured).toMatchObject({ amountCents: 2599, currency: 'CAD' });
  });

  it('captures an order only once, however often the capture is retried', async () => {
    const paypal = await startPaypalStandIn();
    const client = createPaypalClient(paypal.settings);
    const created = await client.createOrder(order);
    paypal.approve(created.id);

    const first = await client.captureOrder(created.id);
    const again = await client.captureOrder(created.id);

    expect(again.captureId).toBe(first.captureId);
  });

  it('fails clearly when the order was not approved, the card is declined or the credentials are wrong', async () => {
    const paypal = await startPaypalStandIn();
    const client = createPaypalClient(paypal.settings);
    const unapproved = await client.createOrder(order);
    await expect(client.captureOrder(unapproved.id)).rejects.toBeInstanceOf(PaypalError);

    paypal.behaviour.declineCapture = true;
    const declined = await client.createOrder({ ...order, referenceId: 'cart-2' });
    paypal.approve(declined.id);
    await expect(client.captureOrder(declined.id)).rejects.toThrow(/422/);

    const wrong = createPaypalClient({ ...paypal.settings, client_secret: 'guess' });
    await expect(wrong.createOrder(order)).rejects.toThrow(/401/);
  });

  it('fails clearly when PayPal cannot be reached', async () => {
    const client = createPaypalClient({ base_url: 'http://127.0.0.1:9', client_id: 'a', client_secret: 'b' });

    await expect(client.createOrder(order)).rejects.toThrow(/could not be reached/);
  });

  it('refunds a capture', async () => {
    const paypal = await startPaypalStandIn();
    const client = createPaypalClient(paypal.settings);

    await client.refundCapture('capture-1');

    expect(paypal.refunds).toEqual(['capture-1']);
  });
});
