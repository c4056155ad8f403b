import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import path from 'node:path';
import { sql } from 'kysely';
import { createCatalogRepository } from '../repository.ts';
import { createSearchIndex } from '../search-index.ts';
import { toSearchTerms } from '../search-query.ts';
import { importFixture, importFixtures, migratedDatabase } from './import-test-helpers.ts';
import { importTitleFile } from './title-importer.ts';
import type { TestDatabase } from '../../../test/databases.ts';

const contributorsOf = (database: TestDatabase, eisbn: string) =>
  database.db
    .selectFrom('titleContributors')
    .select(['position', 'name', 'role', 'bio', 'isCanadian'])
    .where('eisbn', '=', eisbn)
    .orderBy('position')
    .execute();

const countRows = async (database: TestDatabase) => ({
  titles: (await database.db.selectFrom('titles').select('eisbn').execute()).length,
  contributors: (await database.db.selectFrom('titleContributors').select('eisbn').execute()).length,
  subjects: (await database.db.selectFrom('titleSubjects').select('eisbn').execute()).length,
  reviews: (await database.db.selectFrom('titleReviews').select('eisbn').execute()).length,
});

/** The eisbns the search index finds for `text` (every word, as a prefix). */
const searchFor = async (database: TestDatabase, text: string) =>
  (
    await database.db
      .selectFrom('titles as t')
      .select('t.eisbn')
      .where(createSearchIndex(database.db).matches(toSearchTerms(text), 'all'))
      .orderBy('t.eisbn')
      .execute()
  ).map((row) => row.eisbn);

/** The indexes and triggers of the catalogue's tables (SQLite; none listed on PostgreSQL). */
const catalogueSchema = async (database: TestDatabase) =>
  database.dialect === 'sqlite'
    ? (
        await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
          where tbl_name in ('titles', 'title_contributors', 'title_subjects', 'title_reviews') and sql is not null
          order by name`.execute(database.db)
      ).rows
    : [];

describeEachDatabase('importTitles', (dialect) => {
  it("keeps the catalogue's vocabulary counted by titles as titles are imported and imported again", async () => {
    const database = await migratedDatabase(dialect);
    const frequencyOf = async (word: string) =>
      (await database.db.selectFrom('searchWords').select('frequency').where('word', '=', word).executeTakeFirst())
        ?.frequency ?? 0;

    await importFixture(database, 'onix3-reference.xml');
    const first = { keeper: await frequencyOf('keeper'), anniversary: await frequencyOf('anniversary') };
    await importFixture(database, 'onix3-reference.xml');
    const again = await frequencyOf('keeper');
    await importFixture(database, 'onix3-update.xml');

    expect(first).toEqual({ keeper: 2, anniversary: 0 });
    expect(again).toBe(2);
    expect(await frequencyOf('keeper')).toBe(2);
    expect(await frequencyOf('anniversary')).toBe(1);
  });

  it('imports the valid products of an ONIX 3.0 file and reports the others with reference and line', async () => {
    const database = await migratedDatabase(dialect);

    const summary = await importFixture(database, 'onix3-reference.xml');

    expect(summary).toEqual({
      read: 5,
      inserted: 3,
      updated: 0,
      rejected: 2,
      fatal: null,
      errors: [
        {
          reference: 'com.testpress.1003',
          line: 225,
          reason: "ISBN-13 '9781551923728' is not valid (check digit or format)",
        },
        { reference: 'com.testpress.1004', line: 243, reason: 'has no title' },
      ],
    });
  });

  it('writes the title row with prices in both currencies, series, sanitised description and search text', async () => {
    const database = await migratedDatabase(dialect);

    await importFixture(database, 'onix3-reference.xml');

    const title = await database.db
      .selectFrom('titles')
      .selectAll()
      .where('eisbn', '=', '9781551923703')
      .executeTakeFirstOrThrow();
    expect(title).toMatchObject({
      isbn10: '155192370X',
      title: "The Keeper's Daughter",
      series: 'The Lighthouse Trilogy',
      seriesNumber: '3',
      bindingCode: 'MM',
      listPriceUsaCents: 1899,
      listPriceCanCents: 2495,
      cartonQty: 24,
      workKey: 'work:01:KEEPER-WORK',
      description: '<p>A storm, a lamp &amp; a <em>secret</em>.<br />Read on.</p>',
      contributorNames: 'Margaret Atwell | Lucía Ortega | Henri Dubois',
      subjectLabels: 'FICTION / Literary | FIC045000 | Modern and contemporary fiction',
      syntheticFields: '',
    });
  });

  it('writes several contributors with roles, subjects with their scheme, and reviews with their source', async () => {
    const database = await migratedDatabase(dialect);

    await importFixture(database, 'onix3-reference.xml');

    expect(await contributorsOf(database, '9781551923703')).toEqual([
      {
        position: 0,
        name: 'Margaret Atwell',
        role: 'author',
        bio: '<p>Margaret Atwell lives in <b>Halifax</b>.</p>',
        isCanadian: 1,
      },
      { position: 1, name: 'Lucía Ortega', role: 'illustrator', bio: null, isCanadian: 0 },
      { position: 2, name: 'Henri Dubois', role: 'translator', bio: null, isCanadian: 0 },
    ]);
    const subjects = await database.db
      .selectFrom('titleSubjects')
      .select(['code', 'label', 'scheme'])
      .where('eisbn', '=', '9781551923703')
      .orderBy('code')
      .execute();
    expect(subjects).toEqual([
      { code: 'FBA', label: 'Modern and contemporary fiction', scheme: 'THEMA' },
      { code: 'FIC019000', label: 'FICTION / Literary', scheme: 'BISAC' },
      { code: 'FIC045000', label: 'FIC045000', scheme: 'BISAC' },
    ]);
    const reviews = await database.db.selectFrom('titleReviews').select(['content', 'author', 'sourceTitle']).execute();
    expect(reviews).toEqual([
      { content: 'Luminous and strange.', author: 'Jane Reviewer', sourceTitle: 'The Coastal Review' },
    ]);
  });

  it('updates rather than duplicates on a re-import, and a contributor no longer listed is gone', async () => {
    const database = await migratedDatabase(dialect);
    await importFixture(database, 'onix3-reference.xml');
    const before = await countRows(database);

    const again = await importFixture(database, 'onix3-reference.xml');
    const update = await importFixture(database, 'onix3-update.xml');

    expect(again).toMatchObject({ read: 5, inserted: 0, updated: 3, rejected: 2 });
    expect(update).toMatchObject({ read: 1, inserted: 0, updated: 1, rejected: 0 });
    expect((await countRows(database)).titles).toBe(before.titles);
    expect(await contributorsOf(database, '9781551923703')).toEqual([
      { position: 0, name: 'Margaret Atwell', role: 'author', bio: null, isCanadian: 0 },
    ]);
    const title = await database.db
      .selectFrom('titles')
      .select([
        'subtitle',
        'bindingCode',
        'listPriceUsaCents',
        'listPriceCanCents',
        'contributorNames',
        'subjectLabels',
      ])
      .where('eisbn', '=', '9781551923703')
      .executeTakeFirstOrThrow();
    expect(title).toEqual({
      subtitle: 'A Novel (Anniversary Edition)',
      bindingCode: 'HC',
      listPriceUsaCents: 2999,
      listPriceCanCents: null,
      contributorNames: 'Margaret Atwell',
      subjectLabels: 'FICTION / Literary',
    });
    expect((await database.db.selectFrom('titleReviews').select('eisbn').execute()).length).toBe(0);
  });

  it('imports ONIX 2.1 short tags the same as reference tags', async () => {
    const database = await migratedDatabase(dialect);

    const summary = await importFixture(database, 'onix21-short.xml');

    expect(summary).toMatchObject({
      read: 3,
      inserted: 2,
      rejected: 1,
      errors: [{ reference: 'MLB-2002', line: 110, reason: "page count 'two hundred' is not a whole number" }],
    });
    const title = await database.db
      .selectFrom('titles')
      .select(['title', 'series', 'seriesNumber', 'listPriceUsaCents', 'listPriceCanCents', 'description'])
      .where('eisbn', '=', '9781551923741')
      .executeTakeFirstOrThrow();
    expect(title).toEqual({
      title: 'The Café on Rue Saint-Denis',
      series: 'Northern Lights Mysteries',
      seriesNumber: '7',
      listPriceUsaCents: 2100,
      listPriceCanCents: 2799,
      description: '<p>A body in the <i>café</i>.</p>',
    });
  });

  it('imports a CSV file and reports its bad rows by reference and line', async () => {
    const database = await migratedDatabase(dialect);

    const summary = await importFixture(database, 'catalogue.csv');

    expect(summary).toMatchObject({
      read: 5,
      inserted: 3,
      rejected: 2,
      errors: [
        { reference: 'CSV-3', line: 4, reason: "pages 'many' is not a whole number" },
        { reference: 'CSV-4', line: 5, reason: 'has no title' },
      ],
    });
    expect(await contributorsOf(database, '9781551923765')).toMatchObject([
      { name: 'Ada Fields', role: 'author' },
      { name: 'Ben Ortiz', role: 'illustrator' },
      { name: 'Chen Li', role: 'translator' },
    ]);
  });

  it('counts titles already in the catalogue as updated, whatever the batch size', async () => {
    const database = await migratedDatabase(dialect);

    const summary = await importFixture(database, 'onix3-reference.xml', { batchSize: 1 });
    const both = await importFixture(database, 'onix21-reference.xml', { batchSize: 2 });

    expect(summary).toMatchObject({ inserted: 3, updated: 0 });
    // Winter Roads (9781551923796) is in both files.
    expect(both).toMatchObject({ read: 3, inserted: 1, updated: 1, rejected: 1 });
    expect((await countRows(database)).titles).toBe(4);
  });

  it('keeps what came before a break in the file and reports the break with its line', async () => {
    const database = await migratedDatabase(dialect);

    const summary = await importFixture(database, 'onix3-truncated.xml');

    expect(summary).toMatchObject({ read: 1, inserted: 1, fatal: { line: 13 } });
    expect(summary.fatal?.message).toContain('not well-formed XML');
  });

  it('reads a file in a worker thread to the same summary and rows as reading it here', async () => {
    const here = await migratedDatabase(dialect);
    const inWorker = await migratedDatabase(dialect);

    const expected = await importFixture(here, 'onix3-reference.xml');
    const summary = await importTitleFile(path.join(importFixtures, 'onix3-reference.xml'), 'onix', {
      repo: createCatalogRepository(inWorker.db),
    });

    expect(summary).toEqual(expected);
    expect(await countRows(inWorker)).toEqual(await countRows(here));
    expect(await contributorsOf(inWorker, '9781551923703')).toEqual(await contributorsOf(here, '9781551923703'));
  });

  it('stops a file read in a worker at its syntax error, keeping the records before it', async () => {
    const database = await migratedDatabase(dialect);

    const summary = await importTitleFile(path.join(importFixtures, 'onix3-truncated.xml'), 'onix', {
      repo: createCatalogRepository(database.db),
    });

    expect(summary).toMatchObject({ read: 1, inserted: 1, fatal: { line: 13 } });
    expect(summary.fatal?.message).toContain('not well-formed XML');
  });

  it('loads a file into an empty catalogue in one go to the same rows, indexes and search as batch by batch', async () => {
    const batched = await migratedDatabase(dialect);
    const wholeFile = await migratedDatabase(dialect);
    const schemaBefore = await catalogueSchema(wholeFile);
    const file = path.join(importFixtures, 'onix3-reference.xml');

    const expected = await importTitleFile(file, 'onix', { repo: createCatalogRepository(batched.db) });
    const summary = await importTitleFile(file, 'onix', {
      repo: createCatalogRepository(wholeFile.db),
      isWholeFileLoad: true,
      batchSize: 1,
    });

    expect(summary).toEqual(expected);
    expect(await countRows(wholeFile)).toEqual(await countRows(batched));
    expect(await contributorsOf(wholeFile, '9781551923703')).toEqual(await contributorsOf(batched, '9781551923703'));
    expect(await catalogueSchema(wholeFile)).toEqual(schemaBefore);
    expect(await searchFor(wholeFile, 'keeper')).toEqual(await searchFor(batched, 'keeper'));
    expect(await searchFor(wholeFile, 'keeper')).not.toEqual([]);
  });

  it('keeps the search index in step when a catalogue loaded in one go is imported into again', async () => {
    const database = await migratedDatabase(dialect);
    const repo = createCatalogRepository(database.db);
    await importTitleFile(path.join(importFixtures, 'onix3-reference.xml'), 'onix', { repo, isWholeFileLoad: true });
    const before = await searchFor(database, 'anniversary');

    const summary = await importTitleFile(path.join(importFixtures, 'onix3-update.xml'), 'onix', {
      repo,
      isWholeFileLoad: true,
    });

    expect(before).toEqual([]);
    expect(summary.updated).toBeGreaterThan(0);
    expect(await searchFor(database, 'anniversary')).not.toEqual([]);
  });

  it('loads what came before a break in the file when the catalogue is loaded in one go', async () => {
    const database = await migratedDatabase(dialect);

    const summary = await importTitleFile(path.join(importFixtures, 'onix3-truncated.xml'), 'onix', {
      repo: createCatalogRepository(database.db),
      isWholeFileLoad: true,
    });

    expect(summary).toMatchObject({ read: 1, inserted: 1, fatal: { line: 13 } });
    expect((await countRows(database)).titles).toBe(1);
  });
});
