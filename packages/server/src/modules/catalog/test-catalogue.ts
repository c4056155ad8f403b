import { sql } from 'kysely';
import { searchResponseSchema, type SearchResponse } from '@bookfront/contract';
import type { TestApp } from '../../test/build-test-app.ts';
import { createCatalogFactories, daysFromNow } from '../../test/catalog-factories.ts';
import { postAction, responseCookie } from '../../test/http.ts';

/** The eisbns of the small catalogue below, by what each title is for. */
export const books = {
  riverRoad: '9780000000011', // in stock downtown; on order at eastside; work 'river-road'
  stars: '9780000000028', // in stock at eastside only; series Night Sky #2
  comingSoon: '9780000000035', // forthcoming, on order downtown
  runningWild: '9780000000042', // orderable downtown, Spanish, young adult
  runHome: '9780000000059', // out of print
  atlas: '9780000000066', // stocked by the other store only; Night Sky #1; a staff pick
  riverRoadHardcover: '9780000000073', // another edition of The River Road, $55
  isbnBook: '9780306406157', // ISBN-10 0306406152
} as const;

export const otherStoreId = 'other';

/**
 * Two stores: 'main' (default) with locations downtown (first) and eastside, and 'other' with
 * one location. Eight titles; only 'main' and 'other' stock them, each its own way.
 */
export async function buildCatalogue(app: TestApp) {
  await app.factories.store({ id: 'main', name: 'Main Books', isDefault: true });
  await app.factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown', position: 0 });
  await app.factories.location({ storeId: 'main', id: 'eastside', name: 'Eastside', position: 1 });
  await app.factories.store({ id: otherStoreId, name: 'Other Books' });
  await app.factories.location({ storeId: otherStoreId, id: 'other-main', name: 'Other Main' });
  const catalog = createCatalogFactories(app.db);
  const literary = { code: 'FIC019000', label: 'Fiction / Literary' };

  await catalog.title({
    eisbn: books.riverRoad,
    title: 'The River Road',
    subtitle: 'A Novel',
    contributors: [{ name: 'Ada Fields', bio: '<p>Ada writes rivers.</p>' }, { name: 'Ben Ortiz' }],
    subjects: [literary],
    publisher: 'Cedar & Quill',
    audience: 'adult',
    popularity: 900,
    releaseDate: daysFromNow(-400),
    workKey: 'river-road',
  });
  await catalog.title({
    eisbn: books.stars,
    title: 'Stars, Mostly',
    contributors: [{ name: 'Carla Wu', isCanadian: true }],
    subjects: [{ code: 'FIC028000', label: 'Fiction / Science Fiction / General' }],
    bindingCode: 'HC',
    binding: 'Hardcover',
    publisher: 'Foxglove Editions',
    audience: 'adult',
    series: 'Night Sky',
    seriesNumber: '2',
    popularity: 800,
    releaseDate: daysFromNow(-20),
  });
  await catalog.title({
    eisbn: books.comingSoon,
    title: 'Coming Soon',
    contributors: [{ name: 'Dana Lee' }],
    subjects: [{ code: 'JUV000000', label: 'Juvenile Fiction / General' }],
    bindingCode: 'HC',
    binding: 'Hardcover',
    audience: 'children',
    popularity: 700,
    releaseDate: daysFromNow(100),
  });
  await catalog.title({
    eisbn: books.runningWild,
    title: 'Running Wild',
    contributors: [{ name: 'Ada Fields' }],
    subjects: [literary],
    language: 'spa',
    audience: 'young_adult',
    popularity: 600,
    releaseDate: daysFromNow(-60),
  });
  await catalog.title({
    eisbn: books.runHome,
    title: 'Run Home',
    contributors: [{ name: 'Eli Park' }],
    subjects: [{ code: 'HIS000000', label: 'History / General' }],
    bindingCode: 'MM',
    binding: 'Mass Market Paperback',
    audience: 'general',
    popularity: 500,
    releaseDate: daysFromNow(-2000),
  });
  await catalog.title({
    eisbn: books.atlas,
    title: 'Night Sky Atlas',
    contributors: [{ name: 'Carla Wu' }],
    subjects: [
      { code: 'SCI004000', label: 'Science / Astronomy' },
      { code: '__staff-picks', label: 'Staff Picks' },
    ],
    bindingCode: 'HC',
    binding: 'Hardcover',
    series: 'Night Sky',
    seriesNumber: '1',
    popularity: 400,
    releaseDate: daysFromNow(-800),
  });
  await catalog.title({
    eisbn: books.riverRoadHardcover,
    title: 'The River Road',
    contributors: [{ name: 'Ada Fields' }],
    subjects: [literary],
    bindingCode: 'HC',
    binding: 'Hardcover',
    popularity: 300,
    releaseDate: daysFromNow(-500),
    workKey: 'river-road',
  });
  await catalog.title({
    eisbn: books.isbnBook,
    isbn10: '0306406152',
    title: 'Numbers in Print',
    contributors: [{ name: 'Fay Grant' }],
    popularity: 100,
    releaseDate: daysFromNow(-3000),
  });

  const main = { storeId: 'main' };
  await catalog.stock({ ...main, locationId: 'downtown', eisbn: books.riverRoad, onhand: 4, priceCents: 1799 });
  await catalog.stock({ ...main, locationId: 'eastside', eisbn: books.riverRoad, onorder: 2, priceCents: 1799 });
  await catalog.stock({ ...main, locationId: 'eastside', eisbn: books.stars, onhand: 1, priceCents: 2899 });
  await catalog.stock({ ...main, locationId: 'downtown', eisbn: books.comingSoon, onorder: 5, priceCents: 1999 });
  await catalog.stock({ ...main, locationId: 'downtown', eisbn: books.runningWild, priceCents: 999 });
  await catalog.stock({
    ...main,
    locationId: 'downtown',
    eisbn: books.runHome,
    priceCents: 1200,
    availabilityCode: 'OP',
    isExtraOrderable: 0,
  });
  await catalog.stock({
    ...main,
    locationId: 'downtown',
    eisbn: books.riverRoadHardcover,
    onhand: 2,
    priceCents: 5500,
    rank: 42,
  });
  await catalog.stock({
    storeId: otherStoreId,
    locationId: 'other-main',
    eisbn: books.atlas,
    onhand: 9,
    priceCents: 3000,
  });
  return catalog;
}

/**
 * Moves every title's and stock row's last change a minute back: browse/get then caches results,
 * and on SQLite reads them from sets in memory, as it does once a catalogue stops changing.
 */
export async function settleCatalogue(app: TestApp) {
  for (const table of ['titles', 'stock'] as const)
    await app.db
      .updateTable(table)
      .set({ updatedAt: sql`updated_at - 60` })
      .execute();
}

/** browse/get with a filter; checks the answer against the contract. */
export async function browse(app: TestApp, filter: Record<string, unknown>, cookies?: Record<string, string>) {
  const response = await app.inject(postAction('browse/get', filter, cookies ? { cookies } : {}));
  if (response.statusCode !== 200) throw new Error(`browse/get answered ${response.statusCode}: ${response.body}`);
  return searchResponseSchema.parse(response.json());
}

export const eisbnsOf = (response: SearchResponse) => response.rows.map((row) => row.eisbn);

/** A session at one of the main store's locations: its cookies. */
export async function sessionAt(app: TestApp, locationId: string) {
  const response = await app.inject(postAction('webstore/setMultistoreLocation', { location_id: locationId }));
  const cookie = responseCookie(response, 'bf_session_main');
  if (!cookie) throw new Error('no session cookie');
  return { bf_session_main: cookie.value };
}
