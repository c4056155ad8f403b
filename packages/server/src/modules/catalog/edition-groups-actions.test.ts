import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { browse, eisbnsOf, sessionAt, settleCatalogue } from './test-catalogue.ts';

const walk = {
  hardcover: '9780000010001', // the most popular edition, not in stock
  paperback: '9780000010018', // in stock downtown
  audiobook: '9780000010025', // not in stock
  home: '9780000010032', // "A Long Walk Home": one edition, no work key
} as const;

/** A store with two locations, a work in three editions and a book in one. */
async function editionCatalogue(app: TestApp) {
  await app.factories.store({ id: 'main', name: 'Main Books', isDefault: true });
  await app.factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown', position: 0 });
  await app.factories.location({ storeId: 'main', id: 'eastside', name: 'Eastside', position: 1 });
  const catalog = createCatalogFactories(app.db);
  const work = { title: 'The Long Walk', contributors: [{ name: 'Ada Fields' }], workKey: 'long-walk' };
  await catalog.title({ ...work, eisbn: walk.hardcover, bindingCode: 'HC', binding: 'Hardcover', popularity: 900 });
  await catalog.title({ ...work, eisbn: walk.paperback, bindingCode: 'TP', binding: 'Paperback', popularity: 500 });
  await catalog.title({ ...work, eisbn: walk.audiobook, bindingCode: 'AU', binding: 'Audiobook', popularity: 300 });
  await catalog.title({
    eisbn: walk.home,
    title: 'A Long Walk Home',
    contributors: [{ name: 'Ben Ortiz' }],
    popularity: 800,
  });
  await catalog.stock({ storeId: 'main', locationId: 'downtown', eisbn: walk.paperback, onhand: 4 });
  await catalog.stock({ storeId: 'main', locationId: 'eastside', eisbn: walk.hardcover, onhand: 2 });
  return catalog;
}

/** Thirty works of two editions each, every one matching "harbour". */
async function manyWorks(app: TestApp) {
  await app.factories.store({ id: 'main', name: 'Main Books', isDefault: true });
  await app.factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown', position: 0 });
  const catalog = createCatalogFactories(app.db);
  for (let work = 0; work < 30; work += 1) {
    const shared = { title: `Harbour Lights ${work + 1}`, workKey: `harbour-${work}` };
    await catalog.title({
      ...shared,
      eisbn: `97800000200${String(work * 2).padStart(2, '0')}`,
      popularity: 1000 - work,
    });
    await catalog.title({
      ...shared,
      eisbn: `97800000200${String(work * 2 + 1).padStart(2, '0')}`,
      bindingCode: 'HC',
      binding: 'Hardcover',
      popularity: 500 - work,
    });
  }
}

/** Each case runs on the catalogue as written (SQL) and once it has settled (works counted in memory). */
const paths = [
  { path: 'as written', settle: false },
  { path: 'once the catalogue has settled', settle: true },
];

describeEachDatabase('browse/get editions of one work', (dialect) => {
  describe.each(paths)('$path', ({ settle }) => {
    /** A test app with `fill`'s catalogue, settled when the path says so. */
    async function appWith(fill: (app: TestApp) => Promise<unknown>) {
      const app = await buildTestApp({ dialect });
      await fill(app);
      if (settle) await settleCatalogue(app);
      return app;
    }

    it('shows a work once, by its edition in stock here, with its other editions on an "Also in" line', async () => {
      const app = await appWith(editionCatalogue);

      const result = await browse(app, { t: 'long walk' });

      expect(eisbnsOf(result)).toEqual([walk.paperback, walk.home]);
      expect(result.rows[0]?.also_in).toEqual([
        { eisbn: walk.hardcover, binding: 'Hardcover' },
        { eisbn: walk.audiobook, binding: 'Audiobook' },
      ]);
      expect(result.row_count).toBe(2);
    });

    it('shows the edition in stock at the shopper’s own location first', async () => {
      const app = await appWith(editionCatalogue);
      const eastside = await sessionAt(app, 'eastside');

      const result = await browse(app, { t: 'long walk' }, eastside);

      expect(eisbnsOf(result)).toEqual([walk.hardcover, walk.home]);
      expect(result.rows[0]?.also_in?.map((edition) => edition.eisbn)).toEqual([walk.paperback, walk.audiobook]);
    });

    it('leaves a work found in one edition as it was, without an "Also in" line', async () => {
      const app = await appWith(editionCatalogue);

      const result = await browse(app, { t: 'walk home' });

      expect(eisbnsOf(result)).toEqual([walk.home]);
      expect(result.rows[0]).not.toHaveProperty('also_in');
    });

    it('shows the matching edition itself when a filter picks its format', async () => {
      const app = await appWith(editionCatalogue);

      const result = await browse(app, { t: 'long walk', f: ['AU'] });

      expect(eisbnsOf(result)).toEqual([walk.audiobook]);
      expect(result.rows[0]).not.toHaveProperty('also_in');
      expect(result.row_count).toBe(1);
    });

    it('groups only the editions a filter leaves', async () => {
      const app = await appWith(editionCatalogue);

      const result = await browse(app, { t: 'long walk', f: ['-AU'] });

      expect(eisbnsOf(result)).toEqual([walk.paperback, walk.home]);
      expect(result.rows[0]?.also_in).toEqual([{ eisbn: walk.hardcover, binding: 'Hardcover' }]);
      expect(result.row_count).toBe(2);
    });

    it('lists every edition in an author search', async () => {
      const app = await appWith(editionCatalogue);

      const result = await browse(app, { t: 'ada fields', k: 'author' });

      expect(eisbnsOf(result).sort()).toEqual([walk.hardcover, walk.paperback, walk.audiobook].sort());
    });

    it('counts and pages works: each on one page only, the total the number shown', async () => {
      const app = await appWith(manyWorks);

      const first = await browse(app, { t: 'harbour', l: 26 });
      const second = await browse(app, { t: 'harbour', l: 26, o: 26 });

      const shown = [...eisbnsOf(first), ...eisbnsOf(second)];
      expect(first.row_count).toBe(30);
      expect(second.row_count).toBe(30);
      expect(first.max_offset).toBe(26);
      expect(shown).toHaveLength(30);
      expect(new Set(shown.map((eisbn) => Math.floor(Number(eisbn.slice(-2)) / 2))).size).toBe(30);
      expect([...first.rows, ...second.rows].every((row) => row.also_in?.length === 1)).toBe(true);
    });
  });
});
