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

describeEachDatabase('browse/get did you mean', (dialect) => {
  it('offers the corrected search when a search finds nothing and the correction finds more', async () => {
    const app = await buildTestApp({ dialect });
    await typoCatalogue(app);

    const result = await browse(app, { t: 'hary poter' });
    const corrected = await browse(app, { t: result.did_you_mean });

    expect(result).toMatchObject({ row_count: 0, did_you_mean: 'harry potter' });
    expect(eisbnsOf(corrected)).toEqual([typo.stone, typo.chamber]);
  });

  it("offers the candidates that find the most together, rather than each word's most frequent", async () => {
    const app = await buildTestApp({ dialect });
    await typoCatalogue(app);
    const catalog = createCatalogFactories(app.db);
    for (const [index, title] of [
      'Mary Poppins',
      'Mary Barton',
      'Peter Pan',
      'Peter Rabbit',
      'Mary and Peter',
    ].entries())
      await catalog.title({ eisbn: `978000000410${index}`, title });

    const result = await browse(app, { t: 'hary poter' });

    expect(result.did_you_mean).toBe('harry potter');
  });

  it('joins two words that the catalogue writes as one', async () => {
    const app = await buildTestApp({ dialect });
    await typoCatalogue(app);
    await createCatalogFactories(app.db).title({ eisbn: '9780000002046', title: 'Mockingjay' });

    const result = await browse(app, { t: 'mocking jay' });

    expect(result.did_you_mean).toBe('mockingjay');
  });

  it('keeps the filters when it counts the corrected search, and offers nothing that finds no more', async () => {
    const app = await buildTestApp({ dialect });
    await typoCatalogue(app);

    const result = await browse(app, { t: 'hary poter', f: ['HC'] });

    expect(result.row_count).toBe(0);
    expect(result.did_you_mean).toBeUndefined();
  });

  it('offers nothing when the search finds enough, nor for an ISBN', async () => {
    const app = await buildTestApp({ dialect });
    await typoCatalogue(app);

    const enough = await browse(app, { t: 'harry poter' });
    const isbn = await browse(app, { t: '9780000002019', k: 'isbn' });

    expect(enough.did_you_mean).toBeUndefined();
    expect(isbn.did_you_mean).toBeUndefined();
  });

  it('offers the same once the catalogue has settled', async () => {
    const app = await buildTestApp({ dialect });
    await typoCatalogue(app);
    await settleCatalogue(app);

    const result = await browse(app, { t: 'hary poter' });

    expect(result.did_you_mean).toBe('harry potter');
  });
});

describeEachDatabase('browse/get ranking of a contributor’s name', (dialect) => {
  it("ranks a contributor's own titles before a more popular title that names them", async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', name: 'Main Books', isDefault: true });
    await app.factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown', position: 0 });
    const catalog = createCatalogFactories(app.db);
    await catalog.title({
      eisbn: '9780000003005',
      title: 'The Stephen King Companion',
      contributors: [{ name: 'Bev Vincent' }],
      popularity: 999,
    });
    await catalog.title({ eisbn: '9780000003012', title: 'Carrie', contributors: [{ name: 'Stephen King' }] });
    await catalog.title({ eisbn: '9780000003029', title: 'Misery', contributors: [{ name: 'Stephen King' }] });

    const result = await browse(app, { t: 'stephen king' });
    await settleCatalogue(app);
    const settled = await browse(app, { t: 'stephen king' });

    expect(eisbnsOf(result).at(-1)).toBe('9780000003005');
    expect(eisbnsOf(result)).toHaveLength(3);
    expect(eisbnsOf(settled)).toEqual(eisbnsOf(result));
  });
});

describeEachDatabase('browse/get names that sound alike', (dialect) => {
  it('finds "steven king" as Stephen King, his own titles first', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', name: 'Main Books', isDefault: true });
    await app.factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown', position: 0 });
    const catalog = createCatalogFactories(app.db);
    await catalog.title({
      eisbn: '9780000003036',
      title: 'The Poisonwood Bible',
      contributors: [{ name: 'Barbara Kingsolver' }],
      popularity: 999,
    });
    await catalog.title({ eisbn: '9780000003012', title: 'Carrie', contributors: [{ name: 'Stephen King' }] });
    await catalog.title({ eisbn: '9780000003029', title: 'Misery', contributors: [{ name: 'Stephen King' }] });

    const result = await browse(app, { t: 'steven king' });
    await settleCatalogue(app);
    const settled = await browse(app, { t: 'steven king' });

    expect(eisbnsOf(result).slice(0, 2).sort()).toEqual(['9780000003012', '9780000003029']);
    expect(eisbnsOf(settled).slice(0, 2).sort()).toEqual(['9780000003012', '9780000003029']);
  });
});

describeEachDatabase('browse/get names typed in another script', (dialect) => {
  it('finds a writer typed in Cyrillic by the Latin spelling, and a Cyrillic title as typed', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', name: 'Main Books', isDefault: true });
    await app.factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown', position: 0 });
    const catalog = createCatalogFactories(app.db);
    await catalog.title({ eisbn: '9780000003043', title: 'War and Peace', contributors: [{ name: 'Leo Tolstoy' }] });
    await catalog.title({ eisbn: '9780000003050', title: 'Война и мир', contributors: [{ name: 'Лев Толстой' }] });
    await catalog.title({
      eisbn: '9780000003067',
      title: 'Crime and Punishment',
      contributors: [{ name: 'Fyodor Dostoevsky' }],
    });

    const byAuthor = await browse(app, { t: 'Толстой', k: 'author' });
    const byTitle = await browse(app, { t: 'война' });

    expect(eisbnsOf(byAuthor).sort()).toEqual(['9780000003043', '9780000003050']);
    expect(eisbnsOf(byTitle)).toEqual(['9780000003050']);
  });
});
