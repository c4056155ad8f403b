import {
  commonMessages,
  copyFromListResultSchema,
  copyListToCartResultSchema,
  getListsResultSchema,
  listMessageResultSchema,
  listMessages,
  cartPageMessages,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { forthcoming, hunger, itemsOf, listOf, listsApp, mockingjay } from './test-app.ts';

type Context = Awaited<ReturnType<typeof listsApp>>;
type Answer = { json: () => unknown };

const listsOf = (response: Answer) => getListsResultSchema.parse(response.json());
const createdOf = (response: Answer) => listMessageResultSchema.parse(response.json()).list;

/** Ada makes a list through titlelist/create; answers its id. */
async function adasList({ asAda }: Context, name: string, payload: object = {}): Promise<string> {
  return createdOf(await asAda('titlelist/create', { name, ...payload })).list_id;
}

/** Sets a list's dates, as if it had been made and changed at those times. */
async function dated({ app }: Context, listId: string, createdAt: number, updatedAt: number) {
  await app.db.updateTable('titleLists').set({ createdAt, updatedAt }).where('id', '=', listId).execute();
}

describeEachDatabase('titlelist/create', (dialect) => {
  it('makes a named list holding the title given, and says so', async () => {
    const { asAda } = await listsApp(dialect);

    const response = await asAda('titlelist/create', {
      name: '  Summer\treads ',
      description: 'For the beach',
      eisbn: '0439023483',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'List created successfully.' });
    expect(createdOf(response)).toMatchObject({
      name: 'Summer reads',
      description: 'For the beach',
      can_delete: true,
      is_favourites: false,
      row_count: 1,
    });
  });

  it.each([
    [{}, 'Name is required.'],
    [{ name: '   ' }, 'Name is required.'],
    [{ name: 'x'.repeat(81) }, 'A list name can be at most 80 characters.'],
    [{ name: ['a', 'b'] }, 'Name is required.'],
  ])('refuses %j with 400 and the name field’s message', async (payload, message) => {
    const { asAda } = await listsApp(dialect);

    const response = await asAda('titlelist/create', payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: commonMessages.checkFields, fields: { name: message } });
  });

  it('takes a name of 80 characters, and refuses a title the catalogue does not have without making the list', async () => {
    const context = await listsApp(dialect);

    const long = await context.asAda('titlelist/create', { name: 'x'.repeat(80) });
    const unknown = await context.asAda('titlelist/create', { name: 'Ghosts', eisbn: '9781234567897' });

    expect(long.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'TITLE_NOT_FOUND' });
    expect(listsOf(await context.asAda('titlelist/getLists')).rows.map((row) => row.name)).not.toContain('Ghosts');
  });

  it('asks a guest to log in or sign up', async () => {
    const { post } = await listsApp(dialect);

    const response = await post('titlelist/create', { name: 'Mine' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'You must login or sign up to use this feature.' });
  });
});

describeEachDatabase('titlelist/getLists', (dialect) => {
  it('answers the favourites list first, made on first use, then the lists changed last, ten a page', async () => {
    const context = await listsApp(dialect);
    for (let index = 1; index <= 11; index += 1) {
      const listId = await adasList(context, `List ${String(index).padStart(2, '0')}`);
      await dated(context, listId, 1000 + index, 2000 + index);
    }

    const first = listsOf(await context.asAda('titlelist/getLists'));
    const second = listsOf(await context.asAda('titlelist/getLists', { offset: '10' }));

    expect(first.row_count).toBe(12);
    expect(first.rows.map((row) => row.name)).toEqual([
      'Favorites',
      ...[11, 10, 9, 8, 7, 6, 5, 4, 3].map((index) => `List ${String(index).padStart(2, '0')}`),
    ]);
    expect(first.rows[0]).toMatchObject({ is_favourites: true, can_delete: false });
    expect(second.rows.map((row) => row.name)).toEqual(['List 02', 'List 01']);
  });

  it('sorts by name or by the date a list was made', async () => {
    const context = await listsApp(dialect);
    const zebra = await adasList(context, 'zebra books');
    const apple = await adasList(context, 'Apple pie');
    const mango = await adasList(context, 'mango');
    await dated(context, zebra, 30, 10);
    await dated(context, apple, 10, 30);
    await dated(context, mango, 20, 20);

    const byName = listsOf(await context.asAda('titlelist/getLists', { sort: 'name' }));
    const byPosted = listsOf(await context.asAda('titlelist/getLists', { sort: 'date_posted' }));
    const byUpdated = listsOf(await context.asAda('titlelist/getLists', { sort: '' }));

    expect(byName.rows.map((row) => row.name)).toEqual(['Favorites', 'Apple pie', 'mango', 'zebra books']);
    expect(byPosted.rows.map((row) => row.name)).toEqual(['Favorites', 'zebra books', 'mango', 'Apple pie']);
    expect(byUpdated.rows.map((row) => row.name)).toEqual(['Favorites', 'Apple pie', 'mango', 'zebra books']);
  });

  it('finds lists by a word of their name or description, whatever its case, and by the ISBN of a title on them', async () => {
    const context = await listsApp(dialect);
    await adasList(context, 'Summer READS', { eisbn: hunger });
    await adasList(context, 'Gifts', { description: 'for summer birthdays' });
    await adasList(context, '100% fiction', { eisbn: mockingjay });

    const summer = listsOf(await context.asAda('titlelist/getLists', { search_term: 'summer', sort: 'name' }));
    const percent = listsOf(await context.asAda('titlelist/getLists', { search_term: '100%' }));
    const wildcard = listsOf(await context.asAda('titlelist/getLists', { search_term: '_' }));
    const byIsbn = listsOf(await context.asAda('titlelist/getLists', { search_term: '0-439-02348-3' }));

    expect(summer.rows.map((row) => row.name)).toEqual(['Gifts', 'Summer READS']);
    expect(summer.row_count).toBe(2);
    expect(percent.rows.map((row) => row.name)).toEqual(['100% fiction']);
    expect(wildcard.row_count).toBe(0);
    expect(byIsbn.rows.map((row) => row.name)).toEqual(['Summer READS']);
  });

  it('says which lists hold a title, with each list’s count', async () => {
    const context = await listsApp(dialect);
    await adasList(context, 'Has it', { eisbn: hunger });
    await adasList(context, 'Empty');

    const answer = listsOf(await context.asAda('titlelist/getLists', { eisbn: hunger, sort: 'name' }));

    expect(answer.rows.map((row) => [row.name, row.contains_eisbn, row.row_count])).toEqual([
      ['Favorites', false, 0],
      ['Empty', false, 0],
      ['Has it', true, 1],
    ]);
  });

  it("never answers another customer's lists", async () => {
    const context = await listsApp(dialect);
    await adasList(context, 'Secret');

    const answer = listsOf(await context.asBea('titlelist/getLists', { search_term: 'secret' }));

    expect(answer).toEqual({ rows: [], row_count: 0 });
  });

  it.each([
    [{ sort: 'price' }, 'sort'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 201 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ eisbn: 'not an isbn' }, 'eisbn'],
    [{ search_term: 'x'.repeat(101) }, 'search_term'],
  ])('refuses %j with 400 on the field %s', async (payload, field) => {
    const { asAda } = await listsApp(dialect);

    const response = await asAda('titlelist/getLists', payload);

    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { fields: object }).fields)).toEqual([field]);
  });
});

describeEachDatabase('titlelist/modify and delete', (dialect) => {
  it('renames a list and changes its description, and a field left out stays as it was', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context, 'Old name', { description: 'Kept' });

    const renamed = await context.asAda('titlelist/modify', { list_id: listId, name: 'New name' });
    const described = await context.asAda('titlelist/modify', { list_id: listId, description: 'Changed' });

    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'List saved successfully.' });
    expect(createdOf(renamed)).toMatchObject({ name: 'New name', description: 'Kept' });
    expect(createdOf(described)).toMatchObject({ name: 'New name', description: 'Changed' });
  });

  it('keeps the favourites list’s name and refuses to delete it', async () => {
    const context = await listsApp(dialect);
    const favourites = listsOf(await context.asAda('titlelist/getLists')).rows[0]?.list_id ?? '';

    const renamed = await context.asAda('titlelist/modify', { list_id: favourites, name: 'Mine' });
    const deleted = await context.asAda('titlelist/delete', { list_id: favourites });

    expect(renamed.statusCode).toBe(403);
    expect(renamed.json()).toMatchObject({ code: 'LIST_KEEPS_NAME' });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toMatchObject({
      code: 'LIST_NOT_DELETABLE',
      error: 'Your favorites list cannot be deleted.',
    });
    expect(listOf(await context.asAda('titlelist/get', { list_id: favourites })).name).toBe('Favorites');
  });

  it('deletes a named list with its titles, after which it is not found', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context, 'Gone soon', { eisbn: hunger });

    const response = await context.asAda('titlelist/delete', { list_id: listId });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'List deleted successfully.' });
    expect((await context.asAda('titlelist/get', { list_id: listId })).statusCode).toBe(404);
    const items = await context.app.db
      .selectFrom('titleListItems')
      .select('eisbn')
      .where('listId', '=', listId)
      .execute();
    expect(items).toEqual([]);
  });

  it("answers another customer's list like a missing one, and leaves it as it was", async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context, 'Ada only');

    const renamed = await context.asBea('titlelist/modify', { list_id: listId, name: 'Bea was here' });
    const deleted = await context.asBea('titlelist/delete', { list_id: listId });
    const missing = await context.asBea('titlelist/delete', { list_id: 'no-such-list' });

    for (const response of [renamed, deleted, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'LIST_NOT_FOUND', error: listMessages.notFound });
    }
    expect(listOf(await context.asAda('titlelist/get', { list_id: listId })).name).toBe('Ada only');
  });

  it('refuses an empty new name and a missing list id with 400', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context, 'Named');

    const emptyName = await context.asAda('titlelist/modify', { list_id: listId, name: '' });
    const noId = await context.asAda('titlelist/delete', {});

    expect(emptyName.statusCode).toBe(400);
    expect(emptyName.json()).toMatchObject({ fields: { name: 'Name is required.' } });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toMatchObject({ fields: { list_id: listMessages.notFound } });
  });
});

describeEachDatabase('titlelist/copyToCart', (dialect) => {
  it('adds one copy of each title on the list to the cart and says so', async () => {
    const context = await listsApp(dialect);
    await context.asAda('cart/add', { eisbn: hunger, quantity: 1 });
    const listId = await adasList(context, 'To buy', { eisbn: hunger });
    await context.asAda('titlelist/addItemToList', { list_id: listId, eisbn: mockingjay });

    const response = await context.asAda('titlelist/copyToCart', { list_id: listId });

    expect(response.statusCode).toBe(200);
    const answer = copyListToCartResultSchema.parse(response.json());
    expect(answer).toMatchObject({ message: 'Added to cart successfully.', added_count: 2, not_added: [] });
    expect(answer.cart.items.map((item) => [item.title_info.eisbn, item.cart_info.quantity]).sort()).toEqual([
      [hunger, 2],
      [mockingjay, 1],
    ]);
  });

  it('adds what the cart’s rules take and names the titles they refused', async () => {
    const context = await listsApp(dialect);
    const unstocked = '9780000000026';
    await createCatalogFactories(context.app.db).title({ eisbn: unstocked, title: 'Nowhere in stock' });
    const listId = await adasList(context, 'Mixed', { eisbn: hunger });
    await context.asAda('titlelist/addItemToList', { list_id: listId, eisbn: unstocked });

    const response = await context.asAda('titlelist/copyToCart', { list_id: listId });

    expect(response.statusCode).toBe(200);
    const answer = copyListToCartResultSchema.parse(response.json());
    expect(answer.added_count).toBe(1);
    expect(answer.not_added.map((row) => row.eisbn)).toEqual([unstocked]);
    expect(answer.cart.items.map((item) => item.title_info.eisbn)).toEqual([hunger]);
  });

  it('refuses an empty list, and a list whose titles the cart takes none of, with the reason', async () => {
    const context = await listsApp(dialect);
    const empty = await adasList(context, 'Nothing yet');
    const unstocked = '9780000000026';
    await createCatalogFactories(context.app.db).title({ eisbn: unstocked, title: 'Nowhere in stock' });
    const refused = await adasList(context, 'Unbuyable', { eisbn: unstocked });

    const emptyAnswer = await context.asAda('titlelist/copyToCart', { list_id: empty });
    const refusedAnswer = await context.asAda('titlelist/copyToCart', { list_id: refused });

    expect(emptyAnswer.statusCode).toBe(409);
    expect(emptyAnswer.json()).toMatchObject({ code: 'LIST_EMPTY', error: listMessages.nothingToAddToCart });
    expect(refusedAnswer.statusCode).toBe(409);
    expect(refusedAnswer.json()).toMatchObject({ code: 'NONE_ADDED_TO_CART' });
    expect((refusedAnswer.json() as { error: string }).error).toMatch(/^No title was added to your cart\. ./);
  });

  it("answers another customer's list like a missing one and adds nothing to either cart", async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context, 'Ada buys', { eisbn: hunger });

    const response = await context.asBea('titlelist/copyToCart', { list_id: listId });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'LIST_NOT_FOUND', error: listMessages.notFound });
    expect((await context.asBea('session/get')).json()).toMatchObject({ cart: { items: [] } });
  });

  it('says online ordering is disabled when the store has no cart', async () => {
    const context = await listsApp(dialect, { cart_enabled: false });
    const listId = await adasList(context, 'No cart here', { eisbn: hunger });

    const response = await context.asAda('titlelist/copyToCart', { list_id: listId });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: cartPageMessages.orderingDisabled });
  });
});

describeEachDatabase('titlelist/copyFromList', (dialect) => {
  it('copies one list’s titles into another, keeping each title once', async () => {
    const context = await listsApp(dialect);
    const from = await adasList(context, 'From', { eisbn: hunger });
    await context.asAda('titlelist/addItemToList', { list_id: from, eisbn: forthcoming });
    const to = await adasList(context, 'To', { eisbn: hunger });

    const response = await context.asAda('titlelist/copyFromList', { from_list_id: from, to_list_id: to });

    expect(response.statusCode).toBe(200);
    expect(copyFromListResultSchema.parse(response.json())).toMatchObject({
      message: 'List copied successfully.',
      added_count: 1,
      list: { list_id: to, row_count: 2 },
    });
    const items = itemsOf(await context.asAda('titlelist/getItems', { list_id: to }));
    expect(items.rows.map((row) => row.eisbn).sort()).toEqual([hunger, forthcoming].sort());
    expect(listOf(await context.asAda('titlelist/get', { list_id: from })).row_count).toBe(2);
  });

  it("answers another customer's list, on either side, like a missing one and changes nothing", async () => {
    const context = await listsApp(dialect);
    const adas = await adasList(context, 'Ada', { eisbn: hunger });
    const beas = createdOf(await context.asBea('titlelist/create', { name: 'Bea', eisbn: mockingjay })).list_id;

    const intoBeas = await context.asAda('titlelist/copyFromList', { from_list_id: adas, to_list_id: beas });
    const fromBeas = await context.asAda('titlelist/copyFromList', { from_list_id: beas, to_list_id: adas });

    for (const response of [intoBeas, fromBeas]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'LIST_NOT_FOUND', error: listMessages.notFound });
    }
    expect(listOf(await context.asBea('titlelist/get', { list_id: beas })).row_count).toBe(1);
    expect(listOf(await context.asAda('titlelist/get', { list_id: adas })).row_count).toBe(1);
  });

  it('asks to choose a list to copy into', async () => {
    const context = await listsApp(dialect);
    const from = await adasList(context, 'From');

    const response = await context.asAda('titlelist/copyFromList', { from_list_id: from, to_list_id: '' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { to_list_id: 'Choose a list.' } });
  });
});
