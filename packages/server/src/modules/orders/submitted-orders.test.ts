import { orderListSchema, orderSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo } from '../../test/outbox.ts';
import { hunger, mockingjay } from '../cart/test-app.ts';
import { checkoutApp, guestContact, readyForPickup } from '../checkout/submit-test-flow.ts';

describeEachDatabase('orders placed through checkout/submit', (dialect) => {
  it("reads back a guest's order with the secret of the emailed link, as it was placed", async () => {
    const { post, submit, app } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 2 });
    await post('cart/add', { eisbn: mockingjay, quantity: 1 });
    const placed = await submit(await readyForPickup(post));
    const orderNumber: string = placed.json().order_number;
    const { links } = await latestEmailTo(app.dataDir, guestContact.email);
    const link = links.find((candidate) => candidate.includes(`/account/order/${orderNumber}?token=`)) ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';

    const response = await post('order/get', { order_id: orderNumber, token });

    expect(response.statusCode).toBe(200);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({
      order_number: orderNumber,
      delivery_key: 'pickup',
      payment_type: 'pickup',
      purchaser_name: guestContact.name,
      summary: { subtotal: 4200 },
    });
    expect(order.items.map((item) => [item.title_info.eisbn, item.cart_info.quantity])).toEqual([
      [hunger, 2],
      [mockingjay, 1],
    ]);
  });

  it("lists a customer's order in their history once placed", async () => {
    const { app, store, post, submit } = await checkoutApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id });
    const cookies = await app.signIn(customer);
    const cookie = Object.values(cookies)[0] ?? '';
    await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
    const placed = await submit(await readyForPickup(post, cookie, {}), cookie);

    const list = orderListSchema.parse((await post('order/getList', {}, cookie)).json());

    expect(list.rows.map((row) => row.order_number)).toEqual([placed.json().order_number]);
    expect(list.rows[0]?.items.map((item) => item.title)).toEqual(['The Hunger Games']);
  });
});
