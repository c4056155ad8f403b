import { expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { browse, eisbnsOf, settleCatalogue } from './test-catalogue.ts';

const rowling = {
  stone: '9780000001001', // by "J.K. Rowling"
  chamber: '9780000001018', // by "J. K. Rowling"
  companion: '9780000001025', // "The J.K. Rowling Companion", by another writer (initials in titles stay as printed)
} as const;

/** A store and a few titles whose contributors write initials in different ways. */
async function nameCatalogue(app: TestApp) {
  await app.factories.store({ id: 'main', name: 'Main Books', isDefault: true });
  await app.factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown', position: 0 });
  const catalog = createCatalogFactories(app.db);
  await catalog.title({
    eisbn: rowling.stone,
    title: "Harry Potter and the Philosopher's Stone",
    contributors: [{ name: 'J.K. Rowling' }],
    popularity: 900,
  });
  await catalog.title({
    eisbn: rowling.chamber,
    title: 'Harry Potter and the Chamber of Secrets',
    contributors: [{ name: 'J. K. Rowling' }],
    popularity: 800,
  });
  await catalog.title({
    eisbn: rowling.companion,
    title: 'The J.K. Rowling Companion',
    contributors: [{ name: 'Ann Lowe' }],
    popularity: 990,
  });
  return catalog;
}

describeEachDatabase('browse/get name variants', (dialect) => {
  it.each(['jk rowling', 'j.k. rowling', 'j k rowling', 'J. K. Rowling', 'JK Rowling'])(
    'finds the same titles by author for %j',
    async (text) => {
      const app = await buildTestApp({ dialect });
      await nameCatalogue(app);

      const result = await browse(app, { t: text, k: 'author' });

      expect(eisbnsOf(result).sort()).toEqual([rowling.stone, rowling.chamber].sort());
    },
  );

  it.each(['jk rowling', 'j.k. rowling', 'j k rowling'])(
    'finds the author’s titles by keyword for %j',
    async (text) => {
      const app = await buildTestApp({ dialect });
      await nameCatalogue(app);

      const result = await browse(app, { t: text });

      expect(eisbnsOf(result)).toEqual(expect.arrayContaining([rowling.stone, rowling.chamber]));
    },
  );

  it('finds them alike once the catalogue has settled', async () => {
    const app = await buildTestApp({ dialect });
    await nameCatalogue(app);
    await settleCatalogue(app);

    const joined = await browse(app, { t: 'jk rowling', k: 'author' });
    const dotted = await browse(app, { t: 'j.k. rowling', k: 'author' });

    expect(eisbnsOf(joined)).toEqual([rowling.stone, rowling.chamber]);
    expect(eisbnsOf(dotted)).toEqual(eisbnsOf(joined));
  });
});

const typo = {
  diary: '9780000002008', // "Harry Poterfield's Diary": "poter" begins a word of it
  stone: '9780000002015', // Harry Potter, popular
  chamber: '9780000002022',
  rowlingBook: '9780000002039',
} as const;

async function typoCatalogue(app: TestApp) {
  await app.factories.store({ id: 'main', name: 'Main Books', isDefault: true });
  await app.factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown', position: 0 });
  const catalog = createCatalogFactories(app.db);
  await catalog.title({
    eisbn: typo.diary,
    title: "Harry Poterfield's Diary",
    contributors: [{ name: 'Ann Lowe' }],
    popularity: 5,
  });
  await catalog.title({
    eisbn: typo.stone,
    title: "Harry Potter and the Philosopher's Stone",
    contributors: [{ name: 'J.K. Rowling' }],
    popularity: 900,
  });
  await catalog.title({
    eisbn: typo.chamber,
    title: 'Harry Potter and the Chamber of Secrets',
    contributors: [{ name: 'J.K. Rowling' }],
    popularity: 800,
  });
  await catalog.title({
    eisbn: typo.rowlingBook,
    title: 'Dune Messiah',
    contributors: [{ name: 'Frank Herbert' }],
    popularity: 700,
  });
}

describeEachDatabase('browse/get typos', (dialect) => {
  it('finds the words one edit away from a word of five letters, after the words as typed', async () => {
    const app = await buildTestApp({ dialect });
    await typoCatalogue(app);

    const result = await browse(app, { t: 'harry poter' });

    expect(eisbnsOf(result)).toEqual([typo.diary, typo.stone, typo.chamber]);
  });

  it('counts a transposition as one edit, in an author search too', async () => {
    const app = await buildTestApp({ dialect });
    await typoCatalogue(app);

    const result = await browse(app, { t: 'rowlnig', k: 'author' });

    expect(eisbnsOf(result)).toEqual([typo.stone, typo.chamber]);
  });

  it('allows two edits in a word of eight letters or more', async () => {
    const app = await buildTestApp({ dialect });
    await typoCatalogue(app);

    const result = await browse(app, { t: 'philosofer', k: 'title' });

    expect(eisbnsOf(result)).toEqual([typo.stone]);
  });

  it('allows no slip in a word of four letters, nor in a word typed with !', async () => {
    const app = await buildTestApp({ dialect });
    await typoCatalogue(app);

    const short = await browse(app, { t: 'dnue' });
    const exact = await browse(app, { t: '!pottr' });

    expect(short.row_count).toBe(0);
    expect(exact.row_count).toBe(0);
  });

  it('ranks the same once the catalogue has settled', async () => {
    const app = await buildTestApp({ dialect });
    await typoCatalogue(app);
    await settleCatalogue(app);

    const result = await browse(app, { t: 'harry poter' });

    expect(eisbnsOf(result)).toEqual([typo.diary, typo.stone, typo.chamber]);
  });
});
