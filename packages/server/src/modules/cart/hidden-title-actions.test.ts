import {
  availabilityMessages,
  cartErrorCodes,
  cartImportResultSchema,
  cartMessages,
  cartPageMessages,
  checkoutErrorCodes,
  checkoutMessages,
  sharedCartSchema,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { checkoutApp, readyForPickup } from '../checkout/submit-test-flow.ts';
import { cartApp, hunger, mockingjay } from './test-app.ts';

describeEachDatabase('a title the store hides, in the cart', (dialect) => {
  it('answers cart/add of a hidden title as of one the catalogue lacks, and adds nothing', async () => {
    const { app, store, post, cartOf } = await cartApp(dialect);
    await createCatalogFactories(app.db).hide(store.id, hunger);

    const response = await post('cart/add', { eisbn: hunger, quantity: 1 });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: cartErrorCodes.titleNotFound, error: cartMessages.titleNotFound });
    expect((await cartOf(await post('session/get'))).items).toEqual([]);
  });

  it('leaves a hidden title out of a shared cart and refuses its row when the lines are added', async () => {
    const { app, store, post } = await cartApp(dialect);
    await createCatalogFactories(app.db).hide(store.id, hunger);
    const titles = `${hunger}:2,${mockingjay}:1`;

    const shared = sharedCartSchema.parse((await post('cart/getShared', { titles })).json());
    const added = cartImportResultSchema.parse((await post('cart/addShared', { titles })).json());

    expect(shared.lines.map((line) => line.title.eisbn)).toEqual([mockingjay]);
    expect(added.result.titles.map((row) => [row.isbn, row.success, row.message])).toEqual([
      [hunger, false, cartMessages.titleNotFound],
      [mockingjay, true, ''],
    ]);
    expect(added.cart?.items.map((item) => item.title_info.eisbn)).toEqual([mockingjay]);
  });

  it('adds a title another store hides', async () => {
    const { app, post } = await cartApp(dialect);
    await app.factories.store({ id: 'other', name: 'Harbour Books', hostnames: ['harbour.example'] });
    await createCatalogFactories(app.db).hide('other', hunger);

    const response = await post('cart/add', { eisbn: hunger, quantity: 1 });

    expect(response.statusCode).toBe(200);
  });

  it('keeps a line hidden since as not available: more copies and checkout are refused', async () => {
    const { app, store, post, cartOf, submit } = await checkoutApp(dialect);
    const added = await cartOf(await post('cart/add', { eisbn: hunger, quantity: 1 }));
    await post('cart/add', { eisbn: mockingjay, quantity: 1 });
    const checksum = await readyForPickup(post);
    await createCatalogFactories(app.db).hide(store.id, hunger);

    const cart = await cartOf(await post('session/get'));
    const more = await post('cart/add', { eisbn: hunger, quantity: 2, cart_id: added.items[0]?.cart_info.cart_id });
    const placed = await submit(checksum);

    const line = cart.items.find((item) => item.title_info.eisbn === hunger);
    expect(line?.title_info).toMatchObject({ title: 'The Hunger Games', price: 1200 });
    expect(line?.title_info.available).toMatchObject({ message: availabilityMessages.notAvailable, sub_message: '' });
    expect(line?.cart_info.cartable).toBe(false);
    expect(cart.contains_unavailable).toBe(true);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: cartErrorCodes.notOrderable, error: cartPageMessages.notOrderable });
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({
      code: checkoutErrorCodes.containsUnavailable,
      error: checkoutMessages.containsUnavailable,
    });
  });

  it('refuses a line hidden since as not available at Place order, though it asks for more than is on hand', async () => {
    const { app, store, post, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 4 });
    const checksum = await readyForPickup(post);
    await app.db.updateTable('stock').set({ onhand: 1 }).where('eisbn', '=', hunger).execute();
    await createCatalogFactories(app.db).hide(store.id, hunger);

    const placed = await submit(checksum);

    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({
      code: checkoutErrorCodes.containsUnavailable,
      error: checkoutMessages.containsUnavailable,
    });
  });

  it('refuses a quote of a cart holding a title hidden since', async () => {
    const context = await checkoutApp(dialect, { checkout: { quote_enabled: true } });
    const { app, store, post } = context;
    const customer = await app.factories.customer({ storeId: store.id });
    const cookie = Object.values(await app.signIn(customer))[0] ?? '';
    await post('cart/add', { eisbn: hunger, quantity: 2 }, cookie);
    await createCatalogFactories(app.db).hide(store.id, hunger);

    const response = await post('checkout/requestQuote', { message: 'Price for 30 copies?' }, cookie);

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(checkoutErrorCodes.containsUnavailable);
  });

  it('takes a line hidden since out with Remove unavailable items, and the rest is ordered', async () => {
    const { app, store, post, cartOf, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('cart/add', { eisbn: mockingjay, quantity: 1 });
    await createCatalogFactories(app.db).hide(store.id, hunger);

    const cleaned = await cartOf(await post('cart/removeUnavailable'));
    const placed = await submit(await readyForPickup(post));

    expect(cleaned.items.map((item) => item.title_info.eisbn)).toEqual([mockingjay]);
    expect(cleaned.contains_unavailable).toBe(false);
    expect(placed.statusCode).toBe(200);
  });
});
