import { catalogMessages, relatedItemsSchema, titleDetailSchema, titleRowsSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { Readable } from 'node:stream';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { readProducts } from './import/formats.ts';
import { importTitles } from './import/title-importer.ts';
import { createCatalogRepository } from './repository.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction } from '../../test/http.ts';
import { books, buildCatalogue } from './test-catalogue.ts';

describeEachDatabase('title/getItem', (dialect) => {
  it('gives the whole record of a title with its availability here', async () => {
    const app = await buildTestApp({ dialect });
    const catalog = await buildCatalogue(app);
    await app.db
      .insertInto('titleReviews')
      .values({
        eisbn: books.riverRoad,
        position: 0,
        content: 'A quiet marvel.',
        author: 'R. Reader',
        sourceTitle: 'The Review',
      })
      .execute();
    await catalog.title({ eisbn: '9780000000097', title: 'The River Road', isAudiobook: 1, workKey: 'river-road' });

    const response = await app.inject(postAction('title/getItem', { eisbn: books.riverRoad }));

    expect(response.statusCode).toBe(200);
    const item = titleDetailSchema.parse(response.json());
    expect(item).toMatchObject({
      eisbn: books.riverRoad,
      title: 'The River Road',
      subtitle: 'A Novel',
      publisher: 'Cedar & Quill',
      language: 'eng',
      audience: 'adult',
      bio: ['<p>Ada writes rivers.</p>'],
      reviews: [{ content: 'A quiet marvel.', author: 'R. Reader', source_title: 'The Review' }],
      subjects: [
        { subject: 'Fiction / Literary', code: 'FIC019000', sub_labels: [{ label: 'Fiction' }, { label: 'Literary' }] },
      ],
      has_libro_audiobook: true,
      price: 1799,
    });
    expect(item.authors.map((author) => author.name)).toEqual(['Ada Fields', 'Ben Ortiz']);
    expect(item.available[0]).toMatchObject({ message: 'In stock', location_id: 'downtown' });
  });

  it('finds a title by its ISBN-10', async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);

    const response = await app.inject(postAction('title/getItem', { eisbn: '0306406152' }));

    expect(response.json()).toMatchObject({ eisbn: books.isbnBook, isbn: '978-0-306-40615-7' });
  });

  it("answers 'No Results' with 404 for an unknown eisbn", async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);

    const response = await app.inject(postAction('title/getItem', { eisbn: '9789999999991' }));

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: catalogMessages.itemNotFound, code: 'ITEM_NOT_FOUND' });
  });

  it('refuses something that is not an ISBN with a field message', async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);

    const response = await app.inject(postAction('title/getItem', { eisbn: 'abc' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { eisbn: catalogMessages.invalidIsbn } });
  });
});

describeEachDatabase('title/getProductCode', (dialect) => {
  it('gives the ISBN-13 with hyphens where its ranges are known, else the plain digits', async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);

    const known = await app.inject(postAction('title/getProductCode', { eisbn: books.isbnBook }));
    const plain = await app.inject(postAction('title/getProductCode', { eisbn: books.riverRoad }));
    const unknown = await app.inject(postAction('title/getProductCode', { eisbn: '9789999999991' }));

    expect(known.json()).toEqual({ isbn: '978-0-306-40615-7' });
    expect(plain.json()).toEqual({ isbn: books.riverRoad });
    expect(unknown.statusCode).toBe(404);
  });
});

describeEachDatabase('title/getRelatedItems', (dialect) => {
  it('groups more by the author (other works), more in the series and more in the subject', async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);

    const byAuthor = relatedItemsSchema.parse(
      (await app.inject(postAction('title/getRelatedItems', { eisbn: books.riverRoad }))).json(),
    );
    const inSeries = relatedItemsSchema.parse(
      (await app.inject(postAction('title/getRelatedItems', { eisbn: books.stars }))).json(),
    );

    expect(
      byAuthor.groups.map((group) => [group.fullname, group.row_count, group.rows.map((row) => row.eisbn)]),
    ).toEqual([
      ['More by Ada Fields', 1, [books.runningWild]],
      ['More in Literary', 1, [books.runningWild]],
    ]);
    expect(byAuthor.groups[0]?.tooltip).toBe('Other titles by Ada Fields');
    expect(inSeries.groups.map((group) => [group.fullname, group.rows.map((row) => row.eisbn)])).toEqual([
      ['More by Carla Wu', [books.atlas]],
      ['More in this series', [books.atlas]],
    ]);
  });

  it("leaves the title's own other editions out of its subject and series groups", async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);
    const catalog = createCatalogFactories(app.db);
    const literary = { code: 'FIC019000', label: 'Fiction / Literary' };
    const series = { series: 'River Tales', subjects: [literary], contributors: [{ name: 'Gil Moss' }] };
    const paperback = await catalog.title({
      ...series,
      eisbn: '9780000000141',
      title: 'Delta',
      workKey: 'delta',
      seriesNumber: '1',
    });
    await catalog.title({
      ...series,
      eisbn: '9780000000158',
      title: 'Delta',
      workKey: 'delta',
      seriesNumber: '1',
      bindingCode: 'HC',
    });
    const next = await catalog.title({
      ...series,
      eisbn: '9780000000165',
      title: 'Source',
      workKey: 'source',
      seriesNumber: '2',
    });

    const response = relatedItemsSchema.parse(
      (await app.inject(postAction('title/getRelatedItems', { eisbn: paperback }))).json(),
    );

    expect(response.groups.map((group) => [group.fullname, group.rows.map((row) => row.eisbn).sort()])).toEqual([
      ['More by Gil Moss', [next]],
      ['More in this series', [next]],
      ['More in Literary', [books.riverRoad, books.runningWild, books.riverRoadHardcover, next].sort()],
    ]);
  });

  it('answers 404 for an unknown eisbn', async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);

    const response = await app.inject(postAction('title/getRelatedItems', { eisbn: '9789999999991' }));

    expect(response.statusCode).toBe(404);
  });
});

describeEachDatabase('title/getBindingItems, getSeriesItems, getAuthorItems', (dialect) => {
  it('lists the other editions of the work', async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);

    const editions = await app.inject(postAction('title/getBindingItems', { eisbn: books.riverRoad }));
    const none = await app.inject(postAction('title/getBindingItems', { eisbn: books.stars }));

    expect(titleRowsSchema.parse(editions.json()).rows.map((row) => [row.eisbn, row.binding])).toEqual([
      [books.riverRoadHardcover, 'Hardcover'],
    ]);
    expect(none.json()).toEqual({ rows: [] });
  });

  it('groups imported titles in Arabic and Persian by their own title and author, never with each other', async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);
    const csv = [
      'eisbn,title,authors,language,binding_code,binding',
      '9780000000170,مئة عام من العزلة,غابرييل غارسيا ماركيث,ara,TP,Paperback',
      '9780000000187,مِئَة عام من العزلة,غابرييل غارسيا ماركيث,ara,HC,Hardcover',
      '9780000000194,الحب في زمن الكوليرا,غابرييل غارسيا ماركيث,ara,TP,Paperback',
      '9780000000200,بوف کور,صادق هدایت,per,TP,Paperback',
      '',
    ].join('\n');
    await importTitles(readProducts(Readable.from([csv]), 'csv'), { repo: createCatalogRepository(app.db) });

    const editionsOf = async (eisbn: string) =>
      titleRowsSchema
        .parse((await app.inject(postAction('title/getBindingItems', { eisbn }))).json())
        .rows.map((row) => row.eisbn);

    expect(await editionsOf('9780000000170')).toEqual(['9780000000187']);
    expect(await editionsOf('9780000000194')).toEqual([]);
    expect(await editionsOf('9780000000200')).toEqual([]);
  });

  it('lists a series in its order', async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);

    const response = await app.inject(postAction('title/getSeriesItems', { series: 'Night Sky' }));

    expect(titleRowsSchema.parse(response.json()).rows.map((row) => [row.series_num, row.eisbn])).toEqual([
      ['1', books.atlas],
      ['2', books.stars],
    ]);
  });

  it("lists an author's titles, most popular first, with this store's availability", async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);

    const response = await app.inject(postAction('title/getAuthorItems', { author: 'Carla Wu' }));

    const rows = titleRowsSchema.parse(response.json()).rows;
    expect(rows.map((row) => row.eisbn)).toEqual([books.stars, books.atlas]);
    expect(rows[1]?.available[0]?.availability).toBe('no_price');
  });

  it('answers an empty list for an unknown series or author', async () => {
    const app = await buildTestApp({ dialect });
    await buildCatalogue(app);

    const series = await app.inject(postAction('title/getSeriesItems', { series: 'Nope' }));
    const author = await app.inject(postAction('title/getAuthorItems', { author: 'Nobody' }));

    expect([series.json(), author.json()]).toEqual([{ rows: [] }, { rows: [] }]);
  });
});
