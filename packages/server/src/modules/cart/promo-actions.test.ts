import { giftcardEisbn, cartPageMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { cartApp, cookieName, hunger } from './test-app.ts';

const promoStore = {
  store_info: { giftcards_enabled: true, giftcard_minimum: 10 },
  promo_codes: [
    { code: 'TENOFF', type: 'percent', value: 10 },
    { code: 'FIVEOFF', type: 'percent', value: 5 },
    { code: 'BOOKCLUB', type: 'percent', value: 15, stackable: true },
    { code: 'MEMBER', type: 'amount', value: 100, stackable: true },
  ],
};

async function customerCart(dialect: Parameters<typeof cartApp>[0]) {
  const context = await cartApp(dialect, promoStore);
  const customer = await context.app.factories.customer({ storeId: context.store.id });
  const cookie = (await context.app.signIn(customer))[cookieName] ?? '';
  return {
    ...context,
    postAsCustomer: (action: string, payload: object = {}) => context.post(action, payload, cookie),
  };
}

describeEachDatabase('promo codes', (dialect) => {
  it('never discount a gift card line: a $100 card with a code costs $100', async () => {
    const { postAsCustomer, cartOf } = await customerCart(dialect);
    await postAsCustomer('cart/add', { eisbn: giftcardEisbn, quantity: 1, price: '100' });

    const response = await postAsCustomer('checkout/addPromocode', { code: 'BOOKCLUB' });

    expect(response.statusCode).toBe(200);
    const cart = await cartOf(response);
    expect(cart.summary).toMatchObject({ subtotal: 10000, post_subtotal_discount: 0, total: 10000 });
  });

  it('discount only the books of a cart that also holds a gift card', async () => {
    const { postAsCustomer, cartOf } = await customerCart(dialect);
    await postAsCustomer('cart/add', { eisbn: giftcardEisbn, quantity: 1, price: '100' });
    await postAsCustomer('cart/add', { eisbn: hunger, quantity: 1 });

    const cart = await cartOf(await postAsCustomer('checkout/addPromocode', { code: 'TENOFF' }));

    expect(cart.summary).toMatchObject({ subtotal: 11200, post_subtotal_discount: 120, total: 11080 });
  });

  it('apply one at a time: a new code replaces the one entered before, and says so', async () => {
    const { post, cartOf } = await cartApp(dialect, promoStore);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/addPromocode', { code: 'TENOFF' });

    const response = await post('checkout/addPromocode', { code: 'FIVEOFF' });

    const cart = await cartOf(response);
    expect(cart.summary.promo_codes.map((promo) => promo.code)).toEqual(['FIVEOFF']);
    expect(cart.summary.post_subtotal_discount).toBe(60);
    expect(response.json().message).toBe(cartPageMessages.promoCodeReplaced('FIVEOFF', ['TENOFF']));
  });

  it('stack when the store marks them stackable', async () => {
    const { post, cartOf } = await cartApp(dialect, promoStore);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/addPromocode', { code: 'BOOKCLUB' });

    const response = await post('checkout/addPromocode', { code: 'MEMBER' });

    const cart = await cartOf(response);
    expect(cart.summary.promo_codes.map((promo) => promo.code)).toEqual(['BOOKCLUB', 'MEMBER']);
    expect(cart.summary.post_subtotal_discount).toBe(180 + 100);
    expect(response.json().message).toBe(cartPageMessages.promoCodeApplied('MEMBER'));
  });

  it('are cleared by Remove all', async () => {
    const { post, cartOf } = await cartApp(dialect, promoStore);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/addPromocode', { code: 'TENOFF' });
    await post('cart/removeAll');

    const cart = await cartOf(await post('cart/add', { eisbn: hunger, quantity: 1 }));

    expect(cart.summary.promo_codes).toEqual([]);
  });
});
