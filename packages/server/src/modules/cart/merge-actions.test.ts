import { sessionSchema, cartPageMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { cartApp, cookieName, hunger } from './test-app.ts';

const twoOnHand = '9780000000033';

describeEachDatabase("login merging a guest's cart", (dialect) => {
  it('merges a line to at most what is on hand, says so, and keeps the guest promo code', async () => {
    const { app, store, post } = await cartApp(dialect, {
      promo_codes: [{ code: 'TENOFF', type: 'percent', value: 10 }],
    });
    const catalog = createCatalogFactories(app.db);
    await catalog.title({ eisbn: twoOnHand, title: 'Two Left' });
    await catalog.stock({
      storeId: store.id,
      locationId: 'downtown',
      eisbn: twoOnHand,
      onhand: 2,
      priceCents: 1000,
      isExtraOrderable: 0,
    });
    const customer = await app.factories.customer({ storeId: store.id });
    const elsewhere = (await app.signIn(customer))[cookieName] ?? '';
    await post('cart/add', { eisbn: twoOnHand, quantity: 2 }, elsewhere);
    await post('cart/add', { eisbn: twoOnHand, quantity: 2 });
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/addPromocode', { code: 'TENOFF' });

    const login = await post('account/login', { email_address: customer.email, password: customer.password });

    const cart = sessionSchema.parse(login.json()).cart;
    expect(cart.items.map((item) => [item.title_info.eisbn, item.cart_info.quantity, item.cart_info.cartable])).toEqual(
      [
        [twoOnHand, 2, true],
        [hunger, 1, true],
      ],
    );
    expect(cart.contains_unavailable).toBe(false);
    expect(cart.notices).toEqual([cartPageMessages.mergeReduced('Two Left', 2)]);
    expect(cart.summary.promo_codes.map((promo) => promo.code)).toEqual(['TENOFF']);
  });

  it('forgets the notice once the cart changes', async () => {
    const { app, store, post, cartOf } = await cartApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id });
    const elsewhere = (await app.signIn(customer))[cookieName] ?? '';
    await post('cart/add', { eisbn: hunger, quantity: 4 }, elsewhere);
    await post('cart/add', { eisbn: hunger, quantity: 4 });
    const login = await post('account/login', { email_address: customer.email, password: customer.password });
    expect(sessionSchema.parse(login.json()).cart.notices).toEqual([
      cartPageMessages.mergeReduced('The Hunger Games', 5),
    ]);

    const cart = await cartOf(
      await post(
        'cart/add',
        { eisbn: hunger, quantity: 0, cart_id: sessionSchema.parse(login.json()).cart.items[0]?.cart_info.cart_id },
        elsewhere,
      ),
    );

    expect(cart.notices).toBeUndefined();
  });
});
