import { cartMessages, sessionSchema, cartPageMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { cartApp, cookieName, forthcoming, hunger, mockingjay } from './test-app.ts';
import { postAction, responseCookie } from '../../test/http.ts';

describeEachDatabase('cart/add', (dialect) => {
  it('adds a title, priced from the store stock, and answers the cart with a new checksum', async () => {
    const { post, cartOf } = await cartApp(dialect);
    const before = (await post('session/getChecksum')).json().cart_checksum;

    const cart = await cartOf(await post('cart/add', { eisbn: hunger, quantity: '2', price: 1 }));

    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.cart_info).toMatchObject({
      quantity: 2,
      sold_price: 1200,
      cartable: true,
      backorder_quantity: 0,
    });
    expect(cart.summary).toMatchObject({
      item_count: 1,
      total_quantity: 2,
      subtotal: 2400,
      original_price: 3000,
      discounts: 600,
    });
    expect(cart.checksum).not.toBe(before);
    expect((await post('session/getChecksum')).json().cart_checksum).toBe(cart.checksum);
  });

  it('adds to the same line when the title is added again, and sets it with cart_id', async () => {
    const { post, cartOf } = await cartApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const twice = await cartOf(await post('cart/add', { eisbn: hunger, quantity: 2 }));
    const lineId = twice.items[0]?.cart_info.cart_id ?? '';

    const set = await cartOf(await post('cart/add', { eisbn: hunger, quantity: 4, cart_id: lineId }));

    expect(twice.items.map((item) => item.cart_info.quantity)).toEqual([3]);
    expect(set.items.map((item) => item.cart_info.quantity)).toEqual([4]);
  });

  it('removes the line when its quantity is set to 0', async () => {
    const { post, cartOf } = await cartApp(dialect);
    const added = await cartOf(await post('cart/add', { eisbn: hunger, quantity: 1 }));

    const cart = await cartOf(
      await post('cart/add', { eisbn: hunger, quantity: 0, cart_id: added.items[0]?.cart_info.cart_id }),
    );

    expect(cart.items).toEqual([]);
  });

  it('refuses more than the store has of a title it cannot order in, saying how many it has', async () => {
    const { post } = await cartApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 4 });

    const response = await post('cart/add', { eisbn: hunger, quantity: 2 });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'STOCK_LIMIT', error: cartMessages.onlyInStock(5) });
  });

  it('orders in what the store does not have of an extra-orderable title, and pre-orders a forthcoming one', async () => {
    const { post, cartOf } = await cartApp(dialect);
    await post('cart/add', { eisbn: mockingjay, quantity: 3 });

    const cart = await cartOf(await post('cart/add', { eisbn: forthcoming, quantity: 2 }));

    expect(cart.items.map((item) => [item.title_info.eisbn, item.cart_info.backorder_quantity])).toEqual([
      [mockingjay, 2],
      [forthcoming, 2],
    ]);
    expect(cart.can_click_collect).toBe(false);
  });

  it.each([
    ['zero', 0],
    ['a negative number', -1],
    ['10000', 10000],
    ['a word', 'abc'],
    ['a fraction', '1.5'],
    ['nothing', ''],
  ])('refuses a quantity of %s', async (_case, quantity) => {
    const { post } = await cartApp(dialect);

    const response = await post('cart/add', { eisbn: hunger, quantity });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ quantity: cartMessages.quantityInvalid });
  });

  it('answers 404 for an unknown title and a cart line that is not in this cart', async () => {
    const { app, post, cartOf } = await cartApp(dialect);
    const other = await app.inject(postAction('session/get'));
    const otherCookie = responseCookie(other, cookieName)?.value ?? '';
    const theirs = await cartOf(await post('cart/add', { eisbn: hunger, quantity: 1 }, otherCookie));

    const unknownTitle = await post('cart/add', { eisbn: '9781234567897', quantity: 1 });
    const unknownLine = await post('cart/add', { eisbn: hunger, quantity: 1, cart_id: 'no-such-line' });
    const othersLine = await post('cart/add', {
      eisbn: hunger,
      quantity: 3,
      cart_id: theirs.items[0]?.cart_info.cart_id,
    });

    expect(unknownTitle.statusCode).toBe(404);
    expect(unknownLine.statusCode).toBe(404);
    expect(othersLine.statusCode).toBe(404);
    const theirsAfter = sessionSchema.parse((await post('session/get', {}, otherCookie)).json()).cart;
    expect(theirsAfter.items.map((item) => item.cart_info.quantity)).toEqual([1]);
  });

  it('gives the sum when two tabs add the same title at once', async () => {
    const { post } = await cartApp(dialect);

    await Promise.all([
      post('cart/add', { eisbn: hunger, quantity: 1 }),
      post('cart/add', { eisbn: hunger, quantity: 2 }),
    ]);

    const session = sessionSchema.parse((await post('session/get')).json());
    expect(session.cart.items.map((item) => item.cart_info.quantity)).toEqual([3]);
  });

  it("says 'Online ordering is disabled.' when the store has no cart", async () => {
    const { post } = await cartApp(dialect, { cart_enabled: false });

    const response = await post('cart/add', { eisbn: hunger, quantity: 1 });

    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(cartPageMessages.orderingDisabled);
  });
});

describeEachDatabase('removing from the cart', (dialect) => {
  it('removes one line, all lines, and the lines that cannot be ordered', async () => {
    const { app, post, cartOf } = await cartApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const both = await cartOf(await post('cart/add', { eisbn: mockingjay, quantity: 1 }));
    await app.db
      .updateTable('stock')
      .set({ availabilityCode: 'out_of_print' })
      .where('eisbn', '=', mockingjay)
      .execute();

    const afterUnavailable = await post('cart/removeUnavailable');
    const afterRemoveItem = await cartOf(await post('cart/removeItem', { cart_id: both.items[0]?.cart_info.cart_id }));

    expect(afterUnavailable.json().message).toBe(cartPageMessages.removedUnavailable);
    expect((await cartOf(afterUnavailable)).items.map((item) => item.title_info.eisbn)).toEqual([hunger]);
    expect(afterRemoveItem.items).toEqual([]);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    expect((await cartOf(await post('cart/removeAll'))).summary.item_count).toBe(0);
  });

  it('answers 404 for a line that is not in the cart', async () => {
    const { post } = await cartApp(dialect);

    expect((await post('cart/removeItem', { cart_id: 'nope' })).statusCode).toBe(404);
  });
});

describeEachDatabase('the cart and the session', (dialect) => {
  it('keeps the guest cart on login, merged into the customer cart, and keeps it after logout and login again', async () => {
    const { app, store, post } = await cartApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id });
    const elsewhere = (await app.signIn(customer))[cookieName] ?? '';
    await post('cart/add', { eisbn: hunger, quantity: 1 }, elsewhere);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('cart/add', { eisbn: mockingjay, quantity: 1 });

    const login = await post('account/login', { email_address: customer.email, password: customer.password });

    const cart = sessionSchema.parse(login.json()).cart;
    const lines = cart.items.map((item) => [item.title_info.eisbn, item.cart_info.quantity]);
    expect(lines.sort()).toEqual([
      [hunger, 2],
      [mockingjay, 1],
    ]);
    const sameCartElsewhere = sessionSchema.parse((await post('session/get', {}, elsewhere)).json()).cart;
    expect(sameCartElsewhere.checksum).toBe(cart.checksum);
  });
});

describeEachDatabase('cart taxes', (dialect) => {
  it("adds each tax of the pick-up location's province to the total, rounded to the cent", async () => {
    const { app, store, post, cartOf } = await cartApp(dialect, {
      taxes: [
        { type: 'GST', rate_percent: 5 },
        { type: 'PST', rate_percent: 7, regions: ['BC'] },
        { type: 'HST', rate_percent: 13, regions: ['Ontario'] },
      ],
    });
    await app.db.updateTable('locations').set({ province: 'BC' }).where('storeId', '=', store.id).execute();
    // Store settings and locations are cached per store revision, as the CLI's changes bump it.
    await app.db
      .updateTable('stores')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .where('id', '=', store.id)
      .execute();

    const cart = await cartOf(await post('cart/add', { eisbn: hunger, quantity: 1 }));

    expect(cart.summary.subtotal).toBe(1200);
    expect(cart.summary.taxes).toEqual([
      { type: 'GST', amount: 60 },
      { type: 'PST', amount: 84 },
    ]);
    expect(cart.summary.total).toBe(1344);
  });
});

describeEachDatabase('promo codes', (dialect) => {
  const promoCodes = [
    { code: 'TENOFF', type: 'percent', value: 10, description: '10% off everything' },
    { code: 'BIGSPEND', type: 'amount', value: 500, min_subtotal: 5000 },
    { code: 'OLDNEWS', type: 'percent', value: 50, ends_at: 1_000 },
  ];

  it('applies an entered code to the summary and the total, with a new checksum, and removes it', async () => {
    const { post, cartOf } = await cartApp(dialect, { promo_codes: promoCodes });
    const before = await cartOf(await post('cart/add', { eisbn: hunger, quantity: 2 }));

    const withCode = await cartOf(await post('checkout/addPromocode', { code: ' tenoff ' }));
    const without = await cartOf(await post('checkout/removePromocode'));

    expect(withCode.summary.promo_codes).toEqual([
      { code: 'TENOFF', description: '10% off everything', amount: 240, type: 'percent', automatic: false },
    ]);
    expect(withCode.summary).toMatchObject({ subtotal: 2400, post_subtotal_discount: 240, total: 2160 });
    expect(withCode.checksum).not.toBe(before.checksum);
    expect(without.summary).toMatchObject({ promo_codes: [], total: 2400 });
  });

  it.each([
    ['an unknown code', 'NOPE', 'PROMO_CODE_UNKNOWN', cartPageMessages.promoCodeUnknown],
    ['an expired code', 'OLDNEWS', 'PROMO_CODE_EXPIRED', cartPageMessages.promoCodeExpired],
    [
      'a code the subtotal does not reach',
      'BIGSPEND',
      'PROMO_CODE_BELOW_MINIMUM',
      cartPageMessages.promoCodeBelowMinimum('$50.00'),
    ],
    ['a code longer than the box', 'ABCDEFGHIJKLMNOP', 'INVALID_INPUT', cartMessages.promoCodeTooLong],
  ])('refuses %s with a clear message', async (_case, code, errorCode, message) => {
    const { post } = await cartApp(dialect, { promo_codes: promoCodes });
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await post('checkout/addPromocode', { code });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: errorCode, fields: { code: message } });
  });

  it('applies an automatic code without typing, and never shows the codes in the site settings', async () => {
    const { post, cartOf } = await cartApp(dialect, {
      promo_codes: [{ code: 'WELCOME', type: 'amount', value: 100, automatic: true, description: '$1 off' }],
    });

    const cart = await cartOf(await post('cart/add', { eisbn: hunger, quantity: 1 }));
    const settings = await post('store/getSettings');

    expect(cart.summary.promo_codes.map((promo) => [promo.code, promo.amount, promo.automatic])).toEqual([
      ['WELCOME', 100, true],
    ]);
    expect(settings.body).not.toContain('WELCOME');
  });
});

describeEachDatabase('session/get with reset_cart', (dialect) => {
  it('empties the cart and its checkout when asked, and only then', async () => {
    const { post } = await cartApp(dialect, { guest_allow_checkout: true });
    await post('cart/add', { eisbn: hunger, quantity: 2 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    const kept = sessionSchema.parse((await post('session/get')).json());
    const reset = sessionSchema.parse((await post('session/get', { reset_cart: 'true' })).json());

    expect(kept.cart.items).toHaveLength(1);
    expect(reset.cart.items).toEqual([]);
    expect((await post('checkout/get')).json().draft.delivery).toBeNull();
  });
});
