import { listErrorCodes, listMessages, listItemChangeResultSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { hunger, itemsOf, listsApp, mockingjay } from './test-app.ts';

describeEachDatabase('a title the store hides, on a customer’s lists', (dialect) => {
  it('answers adding a hidden title to the favourites or a new list as for one the catalogue lacks', async () => {
    const { app, store, asAda } = await listsApp(dialect);
    await createCatalogFactories(app.db).hide(store.id, hunger);

    const favourite = await asAda('titlelist/addItemToList', { eisbn: hunger });
    const created = await asAda('titlelist/create', { name: 'Summer reads', eisbn: hunger });

    for (const response of [favourite, created]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: listErrorCodes.titleNotFound, error: listMessages.titleNotFound });
    }
    expect((await asAda('titlelist/getLists', {})).json().rows).toMatchObject([{ is_favourites: true, row_count: 0 }]);
  });

  it('keeps a title on a customer’s own list when the store hides it afterwards', async () => {
    const { app, store, asAda } = await listsApp(dialect);
    const added = await asAda('titlelist/addItemToList', { eisbn: hunger });
    await asAda('titlelist/addItemToList', { eisbn: mockingjay });
    const listId = listItemChangeResultSchema.parse(added.json()).list.list_id;
    await createCatalogFactories(app.db).hide(store.id, hunger);

    const items = itemsOf(await asAda('titlelist/getItems', { list_id: listId }));

    expect(items.rows.map((row) => row.eisbn).sort()).toEqual([hunger, mockingjay].sort());
  });
});
