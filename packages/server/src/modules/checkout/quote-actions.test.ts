import { checkoutErrorCodes, checkoutMessages, checkoutStateSchema, quotePlacedSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo } from '../../test/outbox.ts';
import { forthcoming, hunger } from '../cart/test-app.ts';
import { checkoutApp } from './submit-test-flow.ts';

const quotesOn = { checkout: { quote_enabled: true } };

async function signedIn(context: Awaited<ReturnType<typeof checkoutApp>>) {
  const customer = await context.app.factories.customer({ storeId: context.store.id, firstName: 'Peeta' });
  const cookie = Object.values(await context.app.signIn(customer))[0] ?? '';
  return { customer, cookie };
}

describeEachDatabase('checkout/requestQuote', (dialect) => {
  it('records a quote with the message, reserves no stock, empties the cart and emails both sides', async () => {
    const context = await checkoutApp(dialect, quotesOn);
    const { app, post } = context;
    const { customer, cookie } = await signedIn(context);
    await post('cart/add', { eisbn: hunger, quantity: 2 }, cookie);

    const response = await post('checkout/requestQuote', { message: 'Price for 30 copies?' }, cookie);

    expect(response.statusCode).toBe(200);
    const orderNumber: string = response.json().order_number;
    const quote = await app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(quote).toMatchObject({
      orderNumber,
      kind: 'quote',
      paymentType: 'quote',
      notes: 'Price for 30 copies?',
      userId: customer.id,
      email: customer.email,
      totalCents: 2400,
    });
    const stock = await app.db.selectFrom('stock').select('onhand').where('eisbn', '=', hunger).executeTakeFirst();
    expect(stock?.onhand).toBe(5);
    expect(checkoutStateSchema.parse((await post('checkout/get', {}, cookie)).json()).cart.items).toEqual([]);
    const confirmation = await latestEmailTo(app.dataDir, customer.email);
    expect(confirmation.text).toContain('Message: Price for 30 copies?');
    expect(confirmation.links).toContain(`https://books.example/account/order/${orderNumber}`);
    expect((await latestEmailTo(app.dataDir, 'orders@books.example')).subject).toContain(
      `New quote request ${orderNumber}`,
    );
  });

  it('answers the quote itself with its number, as the order page shows it', async () => {
    const context = await checkoutApp(dialect, quotesOn);
    const { customer, cookie } = await signedIn(context);
    await context.post('cart/add', { eisbn: hunger, quantity: 2 }, cookie);

    const response = await context.post('checkout/requestQuote', { message: 'Price for 30 copies?' }, cookie);

    const answer = quotePlacedSchema.parse(response.json());
    expect(answer.data).toMatchObject({
      order_number: answer.order_number,
      delivery_key: 'quote',
      payment_type: 'quote',
      notes: 'Price for 30 copies?',
      email: customer.email,
      summary: { total: 2400 },
    });
    expect(answer.data.items.map((item) => [item.title_info.eisbn, item.cart_info.quantity])).toEqual([[hunger, 2]]);
    const orderPage = await context.post('order/get', { order_id: answer.order_number }, cookie);
    expect(answer.data).toEqual(orderPage.json());
  });

  it('asks for a message with the spec wording', async () => {
    const context = await checkoutApp(dialect, quotesOn);
    const { cookie } = await signedIn(context);
    await context.post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);

    const response = await context.post('checkout/requestQuote', { message: '  ' }, cookie);

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ message: checkoutMessages.quoteMessageRequired });
  });

  it('is for logged-in customers only', async () => {
    const { post } = await checkoutApp(dialect, quotesOn);
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await post('checkout/requestQuote', { message: 'Please quote' });

    expect(response.statusCode).toBe(401);
  });

  it('is refused where the store does not take quotes', async () => {
    const context = await checkoutApp(dialect);
    const { cookie } = await signedIn(context);
    await context.post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);

    const response = await context.post('checkout/requestQuote', { message: 'Please quote' }, cookie);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: checkoutErrorCodes.quoteDisabled,
      error: checkoutMessages.quoteDisabled,
    });
  });

  it('is refused while the cart holds unavailable items', async () => {
    const context = await checkoutApp(dialect, quotesOn);
    const { cookie } = await signedIn(context);
    await context.post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
    await context.app.db.updateTable('stock').set({ onhand: 0 }).where('eisbn', '=', hunger).execute();

    const response = await context.post('checkout/requestQuote', { message: 'Please quote' }, cookie);

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(checkoutErrorCodes.containsUnavailable);
  });

  it('shares the order number sequence with orders and answers a repeated request once', async () => {
    const context = await checkoutApp(dialect, quotesOn);
    const { cookie } = await signedIn(context);
    await context.post('cart/add', { eisbn: forthcoming, quantity: 1 }, cookie);
    const payload = { message: 'Pre-order price?', uuid: '7d3b7a6e-6d2c-4a57-9a39-2f5f3b1c0a11' };

    const first = await context.post('checkout/requestQuote', payload, cookie);
    const again = await context.post('checkout/requestQuote', payload, cookie);

    expect(again.json().order_number).toBe(first.json().order_number);
    expect(again.json().data).toEqual(first.json().data);
    expect(await context.app.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
  });
});
