import { cartMessages, giftcardEisbn, shellMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { cartApp, cookieName } from './test-app.ts';

const giftCardStore = { store_info: { giftcards_enabled: true, giftcard_minimum: 10 } };

async function customerCartApp(
  dialect: Parameters<typeof cartApp>[0],
  settings: Record<string, unknown> = giftCardStore,
) {
  const context = await cartApp(dialect, settings);
  const customer = await context.app.factories.customer({ storeId: context.store.id });
  const cookie = (await context.app.signIn(customer))[cookieName] ?? '';
  return {
    ...context,
    postAsCustomer: (action: string, payload: object = {}) => context.post(action, payload, cookie),
  };
}

describeEachDatabase('gift cards in the cart', (dialect) => {
  it('adds a personalised gift card at the amount chosen, untaxed, as a line of its own', async () => {
    const { postAsCustomer, cartOf } = await customerCartApp(dialect, {
      ...giftCardStore,
      taxes: [{ type: 'GST', rate_percent: 5 }],
    });

    await postAsCustomer('cart/add', { eisbn: giftcardEisbn, quantity: 1, price: '25.00' });
    const cart = await cartOf(
      await postAsCustomer('cart/add', {
        eisbn: giftcardEisbn,
        quantity: 2,
        price: '$40',
        personalized: 'true',
        to: 'Sam',
        from: 'Ada',
        message: 'Happy reading!',
      }),
    );

    expect(
      cart.items.map((item) => [item.cart_info.is_giftcard, item.cart_info.sold_price, item.cart_info.quantity]),
    ).toEqual([
      [true, 2500, 1],
      [true, 4000, 2],
    ]);
    expect(cart.items[1]?.cart_info.cart_notes).toEqual({
      giftcard_price: 4000,
      gift_card_info: { personalize: true, to: 'Sam', from: 'Ada', message: 'Happy reading!' },
    });
    expect(cart.summary).toMatchObject({ subtotal: 10500, taxes: [], total: 10500 });
  });

  it('updates a gift card line when its cart_id is sent', async () => {
    const { postAsCustomer, cartOf } = await customerCartApp(dialect);
    const added = await cartOf(await postAsCustomer('cart/add', { eisbn: giftcardEisbn, quantity: 1, price: '25' }));

    const updated = await cartOf(
      await postAsCustomer('cart/add', {
        eisbn: giftcardEisbn,
        cart_id: added.items[0]?.cart_info.cart_id,
        quantity: 3,
        price: '50',
      }),
    );

    expect(updated.items.map((item) => [item.cart_info.sold_price, item.cart_info.quantity])).toEqual([[5000, 3]]);
  });

  it.each([
    ['no amount', {}, 'price', cartMessages.giftCardAmountRequired],
    ['an amount below the store minimum', { price: '9.99' }, 'price', cartMessages.giftCardBelowMinimum('$10.00')],
    ['an amount above $9999.00', { price: '10000' }, 'price', cartMessages.giftCardAmountTooHigh],
    ['a word for an amount', { price: 'lots' }, 'price', cartMessages.giftCardAmountRequired],
    ['a long "to"', { price: '20', personalized: 'true', to: 'x'.repeat(51) }, 'to', cartMessages.giftToFromTooLong],
    [
      'a long message',
      { price: '20', personalized: 'true', message: 'x'.repeat(101) },
      'message',
      cartMessages.giftMessageTooLong,
    ],
  ])('refuses %s', async (_case, change, field, message) => {
    const { postAsCustomer } = await customerCartApp(dialect);

    const response = await postAsCustomer('cart/add', { eisbn: giftcardEisbn, quantity: 1, ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('refuses a guest: gift cards need an account', async () => {
    const { post } = await cartApp(dialect, giftCardStore);

    const response = await post('cart/add', { eisbn: giftcardEisbn, quantity: 1, price: '25' });

    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(shellMessages.loginOrSignUp);
  });

  it('refuses gift cards where the store does not sell them online', async () => {
    const { postAsCustomer } = await customerCartApp(dialect, {});

    const response = await postAsCustomer('cart/add', { eisbn: giftcardEisbn, quantity: 1, price: '25' });

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(cartMessages.giftCardsDisabled);
  });
});
