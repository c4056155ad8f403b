import { sessionSchema, cartPageMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { cartApp, cookieName, mockingjay } from './test-app.ts';

describeEachDatabase('cart line limits', (dialect) => {
  it('refuses an add that would take a line past 9999, saying how many are in the cart', async () => {
    const { post } = await cartApp(dialect);
    await post('cart/add', { eisbn: mockingjay, quantity: 9999 });

    const response = await post('cart/add', { eisbn: mockingjay, quantity: 9999 });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LINE_QUANTITY_LIMIT',
      error: cartPageMessages.lineQuantityLimit(9999),
    });
    const cart = sessionSchema.parse((await post('session/get')).json()).cart;
    expect(cart.items.map((item) => item.cart_info.quantity)).toEqual([9999]);
  });
});

describeEachDatabase('titles a store sells to customers only', (dialect) => {
  it('are marked for a guest as needing an account, and cartable for a customer', async () => {
    const { app, store, post, cartOf } = await cartApp(dialect, { customers_only: { eisbns: [mockingjay] } });

    const guestCart = await cartOf(await post('cart/add', { eisbn: mockingjay, quantity: 1 }));

    expect(guestCart.items[0]?.cart_info).toMatchObject({ cartable: false, cartable_logged_in: true });
    expect(guestCart.contains_unavailable).toBe(true);
    const customer = await app.factories.customer({ storeId: store.id });
    const cookie = (await app.signIn(customer))[cookieName] ?? '';
    const customerCart = await cartOf(await post('cart/add', { eisbn: mockingjay, quantity: 1 }, cookie));
    expect(customerCart.items[0]?.cart_info).toMatchObject({ cartable: true, cartable_logged_in: true });
  });
});

describeEachDatabase('the saving on a cart line', (dialect) => {
  it('measures from the list price when it is above the store price, as the item page does', async () => {
    const { store, app, post, cartOf } = await cartApp(dialect);
    const catalog = createCatalogFactories(app.db);
    const eisbn = '9780000000026';
    await catalog.title({ eisbn, title: 'On Sale' });
    await catalog.stock({
      storeId: store.id,
      locationId: 'downtown',
      eisbn,
      onhand: 3,
      priceCents: 2000,
      listPriceUsaCents: 3000,
      isExtraOrderable: 0,
    });

    const cart = await cartOf(await post('cart/add', { eisbn, quantity: 2 }));

    expect(cart.items[0]?.title_info).toMatchObject({ price: 2000, list_price: 3000 });
    expect(cart.summary).toMatchObject({ original_price: 6000, subtotal: 4000, discounts: 2000 });
  });
});
