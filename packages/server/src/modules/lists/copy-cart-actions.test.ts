import { commonMessages, giftcardEisbn, listMessages, sessionSchema, cartPageMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { copyResultOf, hunger, listsApp, mockingjay } from './test-app.ts';

const giftCard = { eisbn: giftcardEisbn, quantity: 1, price: '25.00' };

describeEachDatabase('cart/copyCartToList', (dialect) => {
  it("makes the customer's favourites list on first use and copies the cart's titles into it", async () => {
    const { asAda } = await listsApp(dialect);
    await asAda('cart/add', { eisbn: hunger, quantity: 2 });
    await asAda('cart/add', { eisbn: mockingjay, quantity: 1 });

    const response = await asAda('cart/copyCartToList', { list_id: '' });

    expect(response.statusCode).toBe(200);
    const { list, cart, added_count } = copyResultOf(response);
    expect(list).toMatchObject({ name: 'Favorites', is_favourites: true, can_delete: false, row_count: 2 });
    expect(added_count).toBe(2);
    expect(cart.items.map((item) => [item.title_info.eisbn, item.cart_info.quantity])).toEqual([
      [hunger, 2],
      [mockingjay, 1],
    ]);
    const session = sessionSchema.parse((await asAda('session/get')).json());
    expect(session.wishlist_id).toBe(list.list_id);
    expect(session.wishlist.map((row) => row.eisbn).sort()).toEqual([hunger, mockingjay].sort());
  });

  it('adds nothing twice when the cart is copied again, and keeps one favourites list', async () => {
    const { app, asAda } = await listsApp(dialect);
    await asAda('cart/add', { eisbn: hunger, quantity: 1 });
    const first = copyResultOf(await asAda('cart/copyCartToList'));
    await asAda('cart/add', { eisbn: mockingjay, quantity: 1 });

    const again = copyResultOf(await asAda('cart/copyCartToList', { list_id: first.list.list_id }));
    const third = copyResultOf(await asAda('cart/copyCartToList'));

    expect(again).toMatchObject({ added_count: 1, list: { list_id: first.list.list_id, row_count: 2 } });
    expect(third).toMatchObject({ added_count: 0, list: { list_id: first.list.list_id, row_count: 2 } });
    const lists = await app.db.selectFrom('titleLists').select('id').execute();
    expect(lists).toHaveLength(1);
  });

  it('makes one favourites list when two copies arrive at once', async () => {
    const { app, asAda } = await listsApp(dialect);
    await asAda('cart/add', { eisbn: hunger, quantity: 1 });

    const answers = await Promise.all([asAda('cart/copyCartToList'), asAda('cart/copyCartToList')]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map(copyResultOf);
    expect(first?.list.list_id).toBe(second?.list.list_id);
    expect(await app.db.selectFrom('titleLists').select('id').execute()).toHaveLength(1);
    expect(await app.db.selectFrom('titleListItems').select('eisbn').execute()).toEqual([{ eisbn: hunger }]);
  });

  it('copies the books and leaves out gift cards', async () => {
    const { asAda } = await listsApp(dialect);
    await asAda('cart/add', giftCard);
    await asAda('cart/add', { eisbn: hunger, quantity: 1 });

    const { list, cart, added_count } = copyResultOf(await asAda('cart/copyCartToList'));

    expect(added_count).toBe(1);
    expect(list.row_count).toBe(1);
    expect(cart.items).toHaveLength(2);
    const session = sessionSchema.parse((await asAda('session/get')).json());
    expect(session.wishlist).toEqual([{ eisbn: hunger }]);
  });

  it('says there is nothing to copy when the cart holds no books, and makes no list', async () => {
    const { app, asAda, asBea } = await listsApp(dialect);
    await asBea('cart/add', giftCard);

    const empty = await asAda('cart/copyCartToList');
    const giftCardsOnly = await asBea('cart/copyCartToList');

    for (const response of [empty, giftCardsOnly]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'NOTHING_TO_COPY', error: listMessages.nothingToCopy });
    }
    expect(await app.db.selectFrom('titleLists').select('id').execute()).toEqual([]);
  });

  it('asks a guest to log in or sign up', async () => {
    const { post } = await listsApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await post('cart/copyCartToList');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'LOGIN_REQUIRED', error: listMessages.loginRequired });
    expect(listMessages.loginRequired).toBe('You must login or sign up to use this feature.');
  });

  it("answers 404 for another customer's list and for one that does not exist, copying nothing", async () => {
    const { app, asAda, asBea } = await listsApp(dialect);
    await asBea('cart/add', { eisbn: mockingjay, quantity: 1 });
    const beas = copyResultOf(await asBea('cart/copyCartToList')).list;
    await asAda('cart/add', { eisbn: hunger, quantity: 1 });

    const theirs = await asAda('cart/copyCartToList', { list_id: beas.list_id });
    const unknown = await asAda('cart/copyCartToList', { list_id: 'no-such-list' });

    for (const response of [theirs, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'LIST_NOT_FOUND', error: listMessages.notFound });
    }
    const items = await app.db.selectFrom('titleListItems').select(['listId', 'eisbn']).execute();
    expect(items).toEqual([{ listId: beas.list_id, eisbn: mockingjay }]);
  });

  it.each([
    ['a number', { list_id: 42 }],
    ['an object', { list_id: { id: 'x' } }],
    ['65 characters', { list_id: 'l'.repeat(65) }],
  ])('refuses a list_id that is %s with a message on the field', async (_case, payload) => {
    const { asAda } = await listsApp(dialect);
    await asAda('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await asAda('cart/copyCartToList', payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: commonMessages.checkFields,
      fields: { list_id: listMessages.notFound },
    });
  });

  it('names the list Favourites in a store outside the United States', async () => {
    const { asAda } = await listsApp(dialect, { store_info: { country: 'CA', giftcards_enabled: true } });
    await asAda('cart/add', { eisbn: hunger, quantity: 1 });

    const { list } = copyResultOf(await asAda('cart/copyCartToList'));

    expect(list.name).toBe('Favourites');
  });

  it('says online ordering is disabled when the store has the cart off', async () => {
    const { asAda } = await listsApp(dialect, { cart_enabled: false });

    const response = await asAda('cart/copyCartToList');

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: cartPageMessages.orderingDisabled });
  });
});
