import {
  checkoutErrorCodes,
  checkoutMessages,
  checkoutStateSchema,
  giftcardEisbn,
  orderShippingSchema,
  orderSummarySchema,
} from '@bookfront/contract';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo, subjectsOfEmailsTo } from '../../test/outbox.ts';
import { hunger } from '../cart/test-app.ts';
import { issueGiftCard } from '../giftcards/issue.ts';
import { shippingApp, vancouver } from './shipping-test-app.ts';

type Shipping = Awaited<ReturnType<typeof shippingApp>>;

/** The customer's cart shipped to Vancouver with Canada Post, contact-to-pay; the review's checksum. */
async function readyToShip(context: Shipping): Promise<string> {
  const { post, addAddress, startCheckout } = context;
  const addressId = await addAddress(vancouver);
  await startCheckout('ship', [[hunger, 2]]);
  await post('checkout/setShipping', { delivery_preference: 'ship', address_id: addressId, provider: 'post' });
  await post('checkout/setExtras', { promo_code: 'PO-77' });
  await post('checkout/setPaymentChoice', { payment_choice: 'contact' });
  return checkoutStateSchema.parse((await post('checkout/get')).json()).cart.checksum;
}

const submit = (context: Shipping, checksum: string) =>
  context.post('checkout/submit', { checksum, uuid: randomUUID() });

describeEachDatabase('checkout/submit with delivery and gift cards', (dialect) => {
  it("ships a customer's order to their address with the provider's cost, payment to be arranged", async () => {
    const context = await shippingApp(dialect);
    const checksum = await readyToShip(context);
    const { cart } = checkoutStateSchema.parse((await context.post('checkout/get')).json());

    const response = await submit(context, checksum);

    expect(response.statusCode).toBe(200);
    const order = await context.app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      deliveryPreference: 'ship',
      provider: 'post',
      paymentType: 'contact',
      paymentStatus: 'pending',
      purchaseOrder: 'PO-77',
      userId: context.customer.id,
      guestTokenHash: null,
    });
    expect(orderShippingSchema.parse(JSON.parse(order.shippingAddress ?? 'null'))).toMatchObject({
      name: vancouver.name,
      addr1: vancouver.street_address,
      city: 'Vancouver',
      provider: 'Canada Post Expedited',
    });
    const summary = orderSummarySchema.parse(JSON.parse(order.summary));
    expect(summary.shipping).toBe(cart.summary.shipping);
    expect(summary.total).toBe(cart.summary.total);
    const email = await latestEmailTo(context.app.dataDir, context.customer.email);
    expect(email.text).toContain('Ship to: Ada Reader, 12 Main Street, Vancouver');
    expect(email.text).toContain('Shipping with: Canada Post Expedited');
    expect(email.links.some((link) => link.endsWith(`/account/order/${order.orderNumber}`))).toBe(true);
  });

  it('prices the delivery again at submit and sends the shopper back when it costs something else now', async () => {
    const context = await shippingApp(dialect);
    const checksum = await readyToShip(context);
    const { cart } = checkoutStateSchema.parse((await context.post('checkout/get')).json());
    await context.app.db.updateTable('checkoutDrafts').set({ shippingCents: 1 }).execute();

    const refused = await submit(context, checksum);
    const again = await submit(context, checksum);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: checkoutErrorCodes.checksumMismatch,
      error: checkoutMessages.shippingCostChanged,
    });
    expect(again.statusCode).toBe(200);
    const order = await context.app.db.selectFrom('orders').select('summary').executeTakeFirstOrThrow();
    expect(orderSummarySchema.parse(JSON.parse(order.summary)).shipping).toBe(cart.summary.shipping);
  });

  it('refuses a shipped order whose address and provider were never chosen', async () => {
    const context = await shippingApp(dialect);
    await context.startCheckout('ship', [[hunger, 1]]);
    await context.post('checkout/setExtras', {});
    const { cart } = checkoutStateSchema.parse((await context.post('checkout/get')).json());

    const response = await submit(context, cart.checksum);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: checkoutErrorCodes.shippingRequired,
      error: checkoutMessages.shippingRequired,
    });
  });

  it('takes what an applied gift card pays from its balance, in the same order', async () => {
    const context = await shippingApp(dialect);
    const card = await issueGiftCard(context.app.db, {
      storeId: context.store.id,
      amountCents: 1000,
      currency: 'USD',
      recipientEmail: '',
      now: 0,
    });
    const { post, startCheckout } = context;
    await startCheckout('ship', [[hunger, 1]]);
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });
    await post('checkout/addGiftCard', { gift_card_number: card.number });
    await post('checkout/setExtras', {});
    await post('checkout/setPaymentChoice', { payment_choice: 'pickup' });
    const { cart } = checkoutStateSchema.parse((await post('checkout/get')).json());

    const response = await submit(context, cart.checksum);

    expect(response.statusCode).toBe(200);
    const order = await context.app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order.totalOwingCents).toBe((cart.summary.total ?? 0) - 1000);
    expect(orderSummarySchema.parse(JSON.parse(order.summary)).total_gift_card_amount_used).toBe(1000);
    const spent = await context.app.db.selectFrom('giftCards').select('balanceCents').executeTakeFirstOrThrow();
    expect(spent.balanceCents).toBe(0);
    const ledger = await context.app.db
      .selectFrom('giftCardLedger')
      .selectAll()
      .where('reason', '=', 'redeem')
      .execute();
    expect(ledger).toMatchObject([{ amountCents: -1000, orderId: order.id }]);
  });

  it('issues the gift cards an order buys and emails them to the buyer after the order is placed', async () => {
    const context = await shippingApp(dialect);
    await context.app.factories.setSetting(context.store.id, 'store_info', {
      country: 'CA',
      giftcards_enabled: true,
    });
    const { post } = context;
    await post('cart/add', { eisbn: giftcardEisbn, quantity: 2, price: '25' });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });
    await post('checkout/setExtras', {});
    await post('checkout/setPaymentChoice', { payment_choice: 'pickup' });
    const { cart } = checkoutStateSchema.parse((await post('checkout/get')).json());

    const response = await submit(context, cart.checksum);

    expect(response.statusCode).toBe(200);
    const order = await context.app.db.selectFrom('orders').select('id').executeTakeFirstOrThrow();
    const cards = await context.app.db.selectFrom('giftCards').selectAll().execute();
    expect(cards).toHaveLength(2);
    expect(cards.every((issued) => issued.orderId === order.id && issued.balanceCents === 2500)).toBe(true);
    // One email per card, beside the order's confirmation (sent together, so in no set order).
    const subjects = await subjectsOfEmailsTo(context.app.dataDir, context.customer.email);
    expect(subjects.filter((subject) => subject.includes('gift card'))).toHaveLength(2);
  });
});
