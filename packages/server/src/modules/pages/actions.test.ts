import {
  commonErrorCodes,
  featureListResultSchema,
  getCustomResultSchema,
  listErrorCodes,
  pageLimits,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { nowSeconds } from '../../lib/time.ts';
import { createEventFactories } from '../../test/event-factories.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createPageFactories } from '../../test/page-factories.ts';
import { forthcoming, hunger, listsApp, mockingjay } from '../lists/test-app.ts';

const day = 86_400;

/** The lists' test store with its bookseller's page tools, and another store beside it. */
async function pagesApp(dialect: Parameters<typeof listsApp>[0], settings: Record<string, unknown> = {}) {
  const context = await listsApp(dialect, settings);
  await context.app.factories.store({ id: 'other', settings: {} });
  return {
    ...context,
    pages: createPageFactories(context.app.db),
    events: createEventFactories(context.app.db),
  };
}

type Answer = { json: () => unknown };
const blocksOf = (response: Answer) => getCustomResultSchema.parse(response.json()).blocks;
const featuresOf = (response: Answer) => featureListResultSchema.parse(response.json());

describeEachDatabase('titlelist/getCustom', (dialect) => {
  it('answers a list block with its first titles in the bookseller’s order and how many it holds', async () => {
    const { post, store, pages } = await pagesApp(dialect);
    await pages.addBlock(
      store.id,
      { pageId: 'home', type: 'list', header: 'Staff picks', limit: 2, isbns: [mockingjay, forthcoming, hunger] },
      nowSeconds(),
    );

    const response = await post('titlelist/getCustom', { page_id: 'home' });

    expect(response.statusCode).toBe(200);
    const [block] = blocksOf(response);
    expect(block).toMatchObject({ type: 'list', placement: 'featured', header: 'Staff picks', limit: 2, row_count: 3 });
    expect(block?.rows.map((row) => row.eisbn)).toEqual([mockingjay, forthcoming]);
  });

  it('never shows more than 24 titles in a list block, whatever its limit', async () => {
    const { app, post, store, pages } = await pagesApp(dialect);
    const catalog = createCatalogFactories(app.db);
    const isbns: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      const eisbn = `97800000${String(index).padStart(4, '0')}0`;
      await catalog.title({ eisbn, title: `Book ${index}` });
      isbns.push(eisbn);
    }
    const { id } = await pages.addBlock(store.id, { pageId: 'home', type: 'list', isbns }, nowSeconds());
    await app.db.updateTable('customBlocks').set({ itemLimit: 50 }).where('id', '=', id).execute();

    const [block] = blocksOf(await post('titlelist/getCustom', { page_id: 'home' }));

    expect(block?.rows).toHaveLength(pageLimits.sliderMax);
    expect(block?.row_count).toBe(30);
  });

  it('answers an event block with at most three events not yet over, soonest first', async () => {
    const { post, store, pages, events } = await pagesApp(dialect);
    const now = nowSeconds();
    await events.event(store.id, { name: 'Last week', startsAt: now - 7 * day });
    const ids = [];
    for (const [index, name] of ['Story time', 'Book club', 'Poetry night', 'Author talk'].entries()) {
      ids.push(await events.event(store.id, { name, startsAt: now + (index + 1) * day }));
    }
    await pages.addBlock(store.id, { pageId: 'home', type: 'event', placement: 'left_sidebar' }, now);

    const [block] = blocksOf(await post('titlelist/getCustom', { page_id: 'home' }));

    expect(block).toMatchObject({ type: 'event', placement: 'left_sidebar', limit: 3 });
    expect(block?.events.map((event) => event.id)).toEqual(ids.slice(0, 3));
  });

  it('answers an event block naming one event with that event', async () => {
    const { post, store, pages, events } = await pagesApp(dialect);
    const id = await events.event(store.id, { name: 'Book club', startsAt: nowSeconds() + 20 * day });
    await events.event(store.id, { name: 'Story time', startsAt: nowSeconds() + day });
    await pages.addBlock(store.id, { pageId: 'home', type: 'event', eventId: id }, nowSeconds());

    const [block] = blocksOf(await post('titlelist/getCustom', { page_id: 'home' }));

    expect(block?.events.map((event) => event.info.name)).toEqual(['Book club']);
  });

  it('answers html and banner blocks with the store’s sanitised words, picture and link, in page order', async () => {
    const { post, store, pages } = await pagesApp(dialect);
    await pages.addBlock(
      store.id,
      { pageId: 'about', type: 'banner', image: '/files/banner.jpg', link: '/events', header: 'Welcome' },
      nowSeconds(),
    );
    await pages.addBlock(
      store.id,
      { pageId: 'about', type: 'html', description: '<p>Since 1987.</p><script>alert(1)</script>' },
      nowSeconds(),
    );

    const blocks = blocksOf(await post('titlelist/getCustom', { page_id: 'about' }));

    expect(blocks.map((block) => [block.type, block.placement])).toEqual([
      ['banner', 'banner'],
      ['html', 'featured'],
    ]);
    expect(blocks[0]).toMatchObject({ image: '/files/banner.jpg', link: '/events', header: 'Welcome' });
    expect(blocks[1]?.description).toBe('<p>Since 1987.</p>');
  });

  it('answers whether an event block shows the events calendar', async () => {
    const { post, store, pages } = await pagesApp(dialect);
    await pages.addBlock(store.id, { pageId: 'home', type: 'event', calendarWidgets: true }, nowSeconds());
    await pages.addBlock(store.id, { pageId: 'home', type: 'event', placement: 'left_sidebar' }, nowSeconds());

    const blocks = blocksOf(await post('titlelist/getCustom', { page_id: 'home' }));

    expect(blocks.map((block) => [block.placement, block.calendar_widgets])).toEqual([
      ['featured', true],
      ['left_sidebar', false],
    ]);
  });

  it('answers a page without blocks, or another store’s page, with no blocks', async () => {
    const { post, pages } = await pagesApp(dialect);
    await pages.addBlock('other', { pageId: 'home', type: 'html', description: '<p>Elsewhere</p>' }, nowSeconds());

    const response = await post('titlelist/getCustom', { page_id: 'home' });

    expect(response.statusCode).toBe(200);
    expect(blocksOf(response)).toEqual([]);
  });

  it('refuses a page id that is not one with a field message, not a failure', async () => {
    const { post } = await pagesApp(dialect);

    const responses = await Promise.all([
      post('titlelist/getCustom', {}),
      post('titlelist/getCustom', { page_id: '../etc' }),
      post('titlelist/getCustom', { page_id: ['home'] }),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400]);
    expect(responses[1]?.json()).toMatchObject({
      code: commonErrorCodes.invalidInput,
      fields: { page_id: expect.any(String) },
    });
  });
});

const base = 1_790_000_000;

/** Seven featured lists in two categories. */
async function withFeatures(context: Awaited<ReturnType<typeof pagesApp>>) {
  const { pages, store } = context;
  const add = (header: string, category: string, subCategory: string, postedAt: number, isbns: string[] = []) =>
    pages.addFeature(
      store.id,
      { header, category, subCategory, isbns, description: `<p>${header} &amp; more.</p>` },
      postedAt,
    );
  return {
    ids: {
      winter: await add('Winter warmers', 'Fiction', 'Novels', base + 1, [hunger, mockingjay]),
      mystery: await add('Cosy mysteries', 'Fiction', 'Mystery', base + 2, [mockingjay]),
      debut: await add('Debut novels', 'Fiction', 'Novels', base + 3),
      bedtime: await add('Bedtime stories', 'Children', 'Picture books', base + 4, [hunger]),
      dragons: await add('All about dragons', 'Children', 'Chapter books', base + 5),
      seasons: await add('Seasons', 'Children', 'Picture books', base + 6),
      loose: await add('Bookseller’s odds and ends', '', '', base + 7),
    },
  };
}

describeEachDatabase('feature/getList', (dialect) => {
  it('lists the store’s featured lists newest first by default, with their counts, covers and category filters', async () => {
    const context = await pagesApp(dialect);
    const { ids } = await withFeatures(context);

    const result = featuresOf(await context.post('feature/getList'));

    expect(result.sort).toBe('dateposted');
    expect(result.row_count).toBe(7);
    expect(result.rows[0]?.list_id).toBe(ids.loose);
    expect(result.rows.find((row) => row.list_id === ids.winter)).toMatchObject({
      header: 'Winter warmers',
      category: 'Fiction',
      sub_category: 'Novels',
      row_count: 2,
      covers: [{ eisbn: hunger }, { eisbn: mockingjay }],
    });
    expect(result.filter_info).toEqual([
      {
        k: 'Children',
        e: 'Children',
        c: 3,
        subfilter: [
          { k: 'Chapter books', e: 'Chapter books', c: 1 },
          { k: 'Picture books', e: 'Picture books', c: 2 },
        ],
      },
      {
        k: 'Fiction',
        e: 'Fiction',
        c: 3,
        subfilter: [
          { k: 'Mystery', e: 'Mystery', c: 1 },
          { k: 'Novels', e: 'Novels', c: 2 },
        ],
      },
    ]);
  });

  it('filters by category and sub-category', async () => {
    const context = await pagesApp(dialect);
    const { ids } = await withFeatures(context);

    const category = featuresOf(await context.post('feature/getList', { c: 'Children', s: 'name' }));
    const sub = featuresOf(await context.post('feature/getList', { c: 'Fiction', f: 'Novels', s: 'name' }));

    expect(category.rows.map((row) => row.list_id)).toEqual([ids.dragons, ids.bedtime, ids.seasons]);
    expect(sub.rows.map((row) => row.list_id)).toEqual([ids.debut, ids.winter]);
    expect(sub.row_count).toBe(2);
  });

  it('sorts by name, by last update and by date posted, and takes its default from the store’s settings', async () => {
    const context = await pagesApp(dialect, { features_sort: 'name' });
    const { ids } = await withFeatures(context);
    await context.pages.updateFeature(context.store.id, ids.mystery, { description: 'New picks' }, 1_800_000_000);

    const byDefault = featuresOf(await context.post('feature/getList', { c: 'Fiction' }));
    const byUpdate = featuresOf(await context.post('feature/getList', { c: 'Fiction', s: 'lastupdate' }));
    const byPosted = featuresOf(await context.post('feature/getList', { c: 'Fiction', s: 'dateposted' }));

    expect(byDefault.sort).toBe('name');
    expect(byDefault.rows.map((row) => row.list_id)).toEqual([ids.mystery, ids.debut, ids.winter]);
    expect(byUpdate.rows.map((row) => row.list_id)).toEqual([ids.mystery, ids.debut, ids.winter]);
    expect(byPosted.rows.map((row) => row.list_id)).toEqual([ids.debut, ids.mystery, ids.winter]);
  });

  it('pages with offset o and length l, 26 by default', async () => {
    const context = await pagesApp(dialect);
    for (let index = 0; index < 28; index += 1) {
      await context.pages.addFeature(
        context.store.id,
        { header: `List ${String(index).padStart(2, '0')}` },
        1_790_000_000,
      );
    }

    const first = featuresOf(await context.post('feature/getList', { s: 'name' }));
    const second = featuresOf(await context.post('feature/getList', { s: 'name', o: '26' }));
    const short = featuresOf(await context.post('feature/getList', { s: 'name', o: 4, l: 3 }));

    expect(first.rows).toHaveLength(26);
    expect(first.row_count).toBe(28);
    expect(second.rows.map((row) => row.header)).toEqual(['List 26', 'List 27']);
    expect(short.rows.map((row) => row.header)).toEqual(['List 04', 'List 05', 'List 06']);
  });

  it('finds the lists with the words t in their header or description, whatever their case, and counts them by category', async () => {
    const context = await pagesApp(dialect);
    const { ids } = await withFeatures(context);
    await context.pages.updateFeature(
      context.store.id,
      ids.dragons,
      { description: '<p>Fire and WINTER.</p>' },
      base + 9,
    );

    const found = featuresOf(await context.post('feature/getList', { t: ' winter ', s: 'name' }));
    const none = featuresOf(await context.post('feature/getList', { t: '100%_sure' }));

    expect(found.rows.map((row) => row.list_id)).toEqual([ids.dragons, ids.winter]);
    expect(found.row_count).toBe(2);
    expect(found.filter_info.map((filter) => [filter.k, filter.c])).toEqual([
      ['Children', 1],
      ['Fiction', 1],
    ]);
    expect(none).toMatchObject({ rows: [], row_count: 0, filter_info: [] });
  });

  it('never lists another store’s featured lists', async () => {
    const context = await pagesApp(dialect);
    await context.pages.addFeature('other', { header: 'Elsewhere', category: 'Fiction' }, nowSeconds());

    const result = featuresOf(await context.post('feature/getList'));

    expect(result).toMatchObject({ rows: [], row_count: 0, filter_info: [] });
  });

  it('refuses an unknown sort and a page length past its limit with field messages', async () => {
    const { post } = await pagesApp(dialect);

    const badSort = await post('feature/getList', { s: 'price' });
    const tooLong = await post('feature/getList', { l: 1000 });

    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toMatchObject({ fields: { s: 'Sort by name, lastupdate or dateposted.' } });
    expect(tooLong.statusCode).toBe(400);
  });
});

describeEachDatabase('a featured list’s own page', (dialect) => {
  it('lets a guest view a featured list and its titles', async () => {
    const context = await pagesApp(dialect);
    const { ids } = await withFeatures(context);

    const list = await context.post('titlelist/get', { list_id: ids.winter });
    const items = await context.post('titlelist/getItems', { list_id: ids.winter });

    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      list: {
        name: 'Winter warmers',
        description: 'Winter warmers & more.',
        is_store_list: true,
        can_delete: false,
        row_count: 2,
      },
    });
    expect(items.json()).toMatchObject({ row_count: 2, rows: [{ eisbn: hunger }, { eisbn: mockingjay }] });
  });

  it('still asks a guest to log in for a customer’s own list, and keeps it from other customers', async () => {
    const { post, asAda, asBea } = await pagesApp(dialect);
    const created = await asAda('titlelist/create', { name: 'Mine' });
    const listId = (created.json() as { list: { list_id: string } }).list.list_id;

    const guest = await post('titlelist/getItems', { list_id: listId });
    const bea = await asBea('titlelist/get', { list_id: listId });

    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: commonErrorCodes.loginRequired });
    expect(bea.statusCode).toBe(404);
    expect(bea.json()).toMatchObject({ code: listErrorCodes.notFound });
  });

  it('lets a customer put a featured list’s titles in the cart and copy them into a list of their own, never the other way', async () => {
    const context = await pagesApp(dialect);
    const { ids } = await withFeatures(context);
    const created = await context.asAda('titlelist/create', { name: 'To read' });
    const mine = (created.json() as { list: { list_id: string } }).list.list_id;

    const toCart = await context.asAda('titlelist/copyToCart', { list_id: ids.winter });
    const copied = await context.asAda('titlelist/copyFromList', { from_list_id: ids.winter, to_list_id: mine });
    const intoStoreList = await context.asAda('titlelist/copyFromList', { from_list_id: mine, to_list_id: ids.debut });
    const guest = await context.post('titlelist/copyToCart', { list_id: ids.winter });

    expect(toCart.statusCode).toBe(200);
    expect(toCart.json()).toMatchObject({ added_count: 2 });
    expect(copied.json()).toMatchObject({ added_count: 2, list: { list_id: mine, row_count: 2 } });
    expect(intoStoreList.statusCode).toBe(404);
    expect(guest.statusCode).toBe(401);
  });

  it('leaves the titles the store hides out of a featured list a customer puts in the cart or copies', async () => {
    const context = await pagesApp(dialect);
    const { ids } = await withFeatures(context);
    const created = await context.asAda('titlelist/create', { name: 'To read' });
    const mine = (created.json() as { list: { list_id: string } }).list.list_id;
    await createCatalogFactories(context.app.db).hide(context.store.id, hunger);

    const toCart = await context.asAda('titlelist/copyToCart', { list_id: ids.winter });
    const copied = await context.asAda('titlelist/copyFromList', { from_list_id: ids.winter, to_list_id: mine });

    expect(toCart.json()).toMatchObject({ added_count: 1, not_added: [] });
    expect(toCart.json().cart.items.map((item: { title_info: { eisbn: string } }) => item.title_info.eisbn)).toEqual([
      mockingjay,
    ]);
    expect(copied.json()).toMatchObject({ added_count: 1, list: { row_count: 1 } });
  });

  it('keeps another store’s featured list from this store’s shoppers', async () => {
    const context = await pagesApp(dialect);
    const elsewhere = await context.pages.addFeature('other', { header: 'Elsewhere' }, nowSeconds());

    const response = await context.asAda('titlelist/get', { list_id: elsewhere });

    expect(response.statusCode).toBe(404);
  });
});

describeEachDatabase('feature/getPdfOptions', (dialect) => {
  it('is only for logged-in customers', async () => {
    const { post, asAda } = await pagesApp(dialect);

    const guest = await post('feature/getPdfOptions');
    const customer = await asAda('feature/getPdfOptions');

    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: 'You must login or sign up to use this feature.' });
    expect(customer.statusCode).toBe(200);
    expect(customer.json().layouts.map((layout: { id: string }) => layout.id)).toEqual(['catalogue', 'checklist']);
  });
});
