import { commonMessages, listMessages, listItemChangeResultSchema, sessionSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { forthcoming, hunger, itemsOf, listOf, listsApp, mockingjay } from './test-app.ts';

type Context = Awaited<ReturnType<typeof listsApp>>;

/** Ada's favourites list with `eisbns` on it, added through titlelist/addItemToList; answers its id. */
async function adasFavourites({ asAda }: Context, eisbns: string[]): Promise<string> {
  let listId = '';
  for (const eisbn of eisbns) {
    const response = await asAda('titlelist/addItemToList', { eisbn, ...(listId ? { list_id: listId } : {}) });
    listId = listItemChangeResultSchema.parse(response.json()).list.list_id;
  }
  return listId;
}

/** Moves a title's date on a list back by `seconds`, as if it had been added earlier. */
async function addedEarlier({ app }: Context, eisbn: string, seconds: number) {
  const row = await app.db
    .selectFrom('titleListItems')
    .select('createdAt')
    .where('eisbn', '=', eisbn)
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('titleListItems')
    .set({ createdAt: Number(row.createdAt) - seconds })
    .where('eisbn', '=', eisbn)
    .execute();
}

describeEachDatabase('titlelist/addItemToList', (dialect) => {
  it('adds to the favourites list, made on first use, and answers the session when asked', async () => {
    const { asAda } = await listsApp(dialect);

    const response = await asAda('titlelist/addItemToList', { eisbn: hunger, return_session: 'true' });

    expect(response.statusCode).toBe(200);
    const { list, session } = listItemChangeResultSchema.parse(response.json());
    expect(list).toMatchObject({ is_favourites: true, row_count: 1 });
    expect(session).toMatchObject({ wishlist_id: list.list_id, wishlist: [{ eisbn: hunger }] });
  });

  it('keeps a title once however often it is added, and takes an ISBN-10 as its ISBN-13', async () => {
    const context = await listsApp(dialect);
    const listId = await adasFavourites(context, [hunger]);

    const response = await context.asAda('titlelist/addItemToList', { list_id: listId, eisbn: '0439023483' });

    expect(listItemChangeResultSchema.parse(response.json()).list.row_count).toBe(1);
    expect(response.json()).not.toHaveProperty('session');
  });

  it('answers 404 for a title the catalogue does not have, and 400 for one that is not an ISBN', async () => {
    const { asAda } = await listsApp(dialect);

    const unknown = await asAda('titlelist/addItemToList', { eisbn: '9781234567897' });
    const malformed = await asAda('titlelist/addItemToList', { eisbn: 'hunger games' });

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'TITLE_NOT_FOUND', error: listMessages.titleNotFound });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: commonMessages.checkFields,
      fields: { eisbn: 'Enter a valid ISBN.' },
    });
  });

  it("answers 404 for another customer's list and leaves it as it was", async () => {
    const context = await listsApp(dialect);
    const listId = await adasFavourites(context, [hunger]);

    const response = await context.asBea('titlelist/addItemToList', { list_id: listId, eisbn: mockingjay });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'LIST_NOT_FOUND', error: listMessages.notFound });
    expect(listOf(await context.asAda('titlelist/get', { list_id: listId })).row_count).toBe(1);
  });

  it("makes the favourites list beside the customer's other lists", async () => {
    const { app, ada, asAda } = await listsApp(dialect);
    await app.db
      .insertInto('titleLists')
      .values({ storeId: 'main', id: 'summer', userId: ada.id, name: 'Summer reads', createdAt: 1, updatedAt: 1 })
      .execute();

    const response = await asAda('titlelist/addItemToList', { eisbn: hunger });

    expect(listItemChangeResultSchema.parse(response.json()).list).toMatchObject({ is_favourites: true });
    expect(listOf(await asAda('titlelist/get', { list_id: 'summer' }))).toMatchObject({
      name: 'Summer reads',
      can_delete: true,
      row_count: 0,
    });
  });
});

describeEachDatabase('titlelist/get and getItems', (dialect) => {
  it("answers the list's fields and a page of its titles as browse rows, newest first", async () => {
    const context = await listsApp(dialect);
    const listId = await adasFavourites(context, [hunger]);
    await addedEarlier(context, hunger, 60);
    await adasFavourites(context, [mockingjay, forthcoming]);
    await addedEarlier(context, forthcoming, 30);

    const list = listOf(await context.asAda('titlelist/get', { list_id: listId }));
    const first = itemsOf(await context.asAda('titlelist/getItems', { list_id: listId, limit: '2' }));
    const second = itemsOf(await context.asAda('titlelist/getItems', { list_id: listId, limit: 2, offset: 2 }));

    expect(list).toMatchObject({ list_id: listId, name: 'Favorites', description: '', row_count: 3 });
    expect(list.date_updated).toBeGreaterThanOrEqual(list.date_posted);
    expect(first.row_count).toBe(3);
    expect(first.rows.map((row) => row.eisbn)).toEqual([mockingjay, forthcoming]);
    expect(second.rows.map((row) => row.eisbn)).toEqual([hunger]);
    expect(second.rows[0]).toMatchObject({ title: 'The Hunger Games', status: 'in_stock' });
    expect(second.rows[0]?.available[0]).toMatchObject({ location_id: 'downtown', price: 1200, onhand: 5 });
  });

  it('pages 26 titles at a time unless asked for another page length', async () => {
    const context = await listsApp(dialect);
    const listId = await adasFavourites(context, [hunger]);
    const catalog = createCatalogFactories(context.app.db);
    for (let index = 0; index < 27; index += 1) {
      const eisbn = `97900000000${String(index).padStart(2, '0')}`;
      await catalog.title({ eisbn });
      await context.app.db
        .insertInto('titleListItems')
        .values({ storeId: 'main', listId, eisbn, createdAt: index })
        .execute();
    }

    const first = itemsOf(await context.asAda('titlelist/getItems', { list_id: listId, offset: '' }));
    const last = itemsOf(await context.asAda('titlelist/getItems', { list_id: listId, offset: 26 }));

    expect(first.row_count).toBe(28);
    expect(first.rows).toHaveLength(26);
    expect(first.rows[0]?.eisbn).toBe(hunger);
    expect(last.rows.map((row) => row.eisbn)).toEqual(['9790000000001', '9790000000000']);
  });

  it("answers 404 for another customer's list and an unknown one, and 401 for a guest", async () => {
    const context = await listsApp(dialect);
    const listId = await adasFavourites(context, [hunger]);

    const theirs = await context.asBea('titlelist/getItems', { list_id: listId });
    const unknown = await context.asAda('titlelist/get', { list_id: 'no-such-list' });
    const guest = await context.post('titlelist/getItems', { list_id: listId });

    expect([theirs.statusCode, unknown.statusCode, guest.statusCode]).toEqual([404, 404, 401]);
    expect(theirs.json()).toEqual(unknown.json());
    expect(guest.json()).toMatchObject({ code: 'LOGIN_REQUIRED', error: listMessages.loginRequired });
  });

  it.each([
    ['no list_id', {}, 'list_id'],
    ['a page length of 0', { list_id: 'x', limit: 0 }, 'limit'],
    ['a page length that is a word', { list_id: 'x', limit: 'all' }, 'limit'],
    ['a negative offset', { list_id: 'x', offset: -26 }, 'offset'],
  ])('refuses %s with a message on that field', async (_case, payload, field) => {
    const { asAda } = await listsApp(dialect);

    const response = await asAda('titlelist/getItems', payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: commonMessages.checkFields,
      fields: { [field]: expect.any(String) },
    });
  });
});

describeEachDatabase('titlelist/removeItemFromList and removeItemsFromList', (dialect) => {
  it('removes titles sent as a JSON string and says so as the spec words it', async () => {
    const context = await listsApp(dialect);
    const listId = await adasFavourites(context, [hunger, mockingjay, forthcoming]);

    const response = await context.asAda('titlelist/removeItemsFromList', {
      list_id: listId,
      eisbns: JSON.stringify([hunger, forthcoming, '9781234567897']),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Items removed from wishlist.', list: { row_count: 1 } });
    const session = sessionSchema.parse((await context.asAda('session/get')).json());
    expect(session.wishlist).toEqual([{ eisbn: mockingjay }]);
  });

  it('removes one title with removeItemFromList', async () => {
    const context = await listsApp(dialect);
    const listId = await adasFavourites(context, [hunger, mockingjay]);

    const response = await context.asAda('titlelist/removeItemFromList', { list_id: listId, eisbn: hunger });

    expect(listItemChangeResultSchema.parse(response.json()).list.row_count).toBe(1);
  });

  it("answers 404 for another customer's list and removes nothing from it", async () => {
    const context = await listsApp(dialect);
    const listId = await adasFavourites(context, [hunger]);

    const many = await context.asBea('titlelist/removeItemsFromList', { list_id: listId, eisbns: [hunger] });
    const one = await context.asBea('titlelist/removeItemFromList', { list_id: listId, eisbn: hunger });

    expect([many.statusCode, one.statusCode]).toEqual([404, 404]);
    expect(listOf(await context.asAda('titlelist/get', { list_id: listId })).row_count).toBe(1);
  });

  it.each([
    ['no eisbns', {}],
    ['an empty list', { eisbns: '[]' }],
    ['text that is not JSON', { eisbns: '[9780439023481' }],
    ['a list with a word in it', { eisbns: ['hunger'] }],
  ])('refuses %s with a message on eisbns', async (_case, payload) => {
    const context = await listsApp(dialect);
    const listId = await adasFavourites(context, [hunger]);

    const response = await context.asAda('titlelist/removeItemsFromList', { list_id: listId, ...payload });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)[0]).toMatch(/^eisbns/);
  });

  it('asks a guest to log in or sign up', async () => {
    const { post } = await listsApp(dialect);

    const response = await post('titlelist/removeItemsFromList', { list_id: 'x', eisbns: [hunger] });

    expect(response.statusCode).toBe(401);
  });
});

describeEachDatabase('session/get wishlist', (dialect) => {
  it('has no wishlist for a guest or for a customer without a favourites list', async () => {
    const { post, asAda } = await listsApp(dialect);

    const guest = sessionSchema.parse((await post('session/get')).json());
    const customer = sessionSchema.parse((await asAda('session/get')).json());

    expect([guest.wishlist_id, guest.wishlist]).toEqual([null, []]);
    expect([customer.wishlist_id, customer.wishlist]).toEqual([null, []]);
  });

  it("gives each customer their own favourites list, never another's", async () => {
    const context = await listsApp(dialect);
    const adasList = await adasFavourites(context, [hunger]);
    await context.asBea('titlelist/addItemToList', { eisbn: mockingjay });

    const bea = sessionSchema.parse((await context.asBea('session/get')).json());

    expect(bea.wishlist_id).not.toBe(adasList);
    expect(bea.wishlist).toEqual([{ eisbn: mockingjay }]);
  });
});
