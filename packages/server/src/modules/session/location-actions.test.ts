import { giftcardEisbn, sessionSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction, responseCookie } from '../../test/http.ts';
import { cartApp, cookieName, hunger, mockingjay } from '../cart/test-app.ts';

/**
 * docs/features/shell-and-navigation.md#location-choice: a store whose Eastside location sells The Hunger Games
 * at another price and cannot get Mockingjay, with gift cards on sale.
 */
async function twoLocationCartApp(dialect: Parameters<typeof cartApp>[0]) {
  const context = await cartApp(dialect, {
    store_info: { consolidated_multistore: true, giftcards_enabled: true, giftcard_minimum: 10 },
  });
  const { app, store, post } = context;
  await app.factories.location({ storeId: store.id, id: 'eastside', name: 'Eastside' });
  const catalog = createCatalogFactories(app.db);
  await catalog.stock({
    storeId: store.id,
    locationId: 'eastside',
    eisbn: hunger,
    onhand: 3,
    priceCents: 1000,
    isExtraOrderable: 0,
  });
  await catalog.stock({
    storeId: store.id,
    locationId: 'eastside',
    eisbn: mockingjay,
    onhand: 0,
    priceCents: 1800,
    isExtraOrderable: 0,
    availabilityCode: 'out_of_print',
  });
  const sessionOf = async (response: { json: () => unknown }) => sessionSchema.parse(response.json());
  const linesOf = (session: {
    cart: { items: { title_info: { eisbn: string }; cart_info: { quantity: number } }[] };
  }) => session.cart.items.map((item) => [item.title_info.eisbn, item.cart_info.quantity]).sort();
  return { ...context, sessionOf, linesOf, post };
}

describeEachDatabase('choosing a location', (dialect) => {
  it('keeps the cart when the location already chosen is chosen again, checksum and all', async () => {
    const { post, sessionOf, linesOf } = await twoLocationCartApp(dialect);
    await post('webstore/setMultistoreLocation', { location_id: 'downtown' });
    await post('cart/add', { eisbn: hunger, quantity: 2 });
    const before = await sessionOf(await post('session/get'));

    const after = await sessionOf(await post('webstore/setMultistoreLocation', { location_id: 'downtown' }));

    expect(linesOf(after)).toEqual([[hunger, 2]]);
    expect(after.cart.checksum).toBe(before.cart.checksum);
  });

  it('keeps every line on a change of location, priced and checked at the new one', async () => {
    const { post, sessionOf, linesOf } = await twoLocationCartApp(dialect);
    await post('webstore/setMultistoreLocation', { location_id: 'downtown' });
    await post('cart/add', { eisbn: hunger, quantity: 2 });
    await post('cart/add', { eisbn: mockingjay, quantity: 1 });
    await post('cart/add', { eisbn: giftcardEisbn, quantity: 1, price: '25' });
    const downtown = await sessionOf(await post('session/get'));

    const eastside = await sessionOf(await post('webstore/setMultistoreLocation', { location_id: 'eastside' }));

    expect(linesOf(eastside)).toEqual(linesOf(downtown));
    const line = (eisbn: string) => eastside.cart.items.find((item) => item.title_info.eisbn === eisbn)?.cart_info;
    expect(line(hunger)).toMatchObject({ sold_price: 1000, cartable: true });
    expect(line(mockingjay)).toMatchObject({ cartable: false });
    expect(eastside.cart.checksum).not.toBe(downtown.cart.checksum);
  });

  it("gives a customer's second device the location their cart is priced at, and keeps the cart when it is chosen", async () => {
    const { app, store, post, sessionOf, linesOf } = await twoLocationCartApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id });
    const firstDevice = (await app.signIn(customer))[cookieName] ?? '';
    await post('webstore/setMultistoreLocation', { location_id: 'eastside' }, firstDevice);
    await post('cart/add', { eisbn: hunger, quantity: 1 }, firstDevice);
    await post('cart/add', { eisbn: giftcardEisbn, quantity: 1, price: '50' }, firstDevice);

    const guestCookie = responseCookie(await app.inject(postAction('session/get')), cookieName)?.value ?? '';
    const loginResponse = await post(
      'account/login',
      { email_address: customer.email, password: customer.password },
      guestCookie,
    );
    const secondDevice = responseCookie(loginResponse, cookieName)?.value ?? '';
    const login = await sessionOf(loginResponse);
    const chosen = await sessionOf(
      await post('webstore/setMultistoreLocation', { location_id: 'eastside' }, secondDevice),
    );

    expect(login).toMatchObject({ location_id: 'eastside', pick_location: false });
    expect(linesOf(chosen)).toEqual([
      [hunger, 1],
      [giftcardEisbn, 1],
    ]);
  });
});
