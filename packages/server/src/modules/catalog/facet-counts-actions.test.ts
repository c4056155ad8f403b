import {
  filterGroupLetters,
  type FilterGroupLetter,
  type FilterOption,
  type SearchResponse,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogFactories, daysFromNow } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { browse, settleCatalogue } from './test-catalogue.ts';
import { browseFilterSchema } from '@bookfront/contract';
import { filterConditions } from './browse-filters.ts';
import { createBrowseRepository } from './browse-repository.ts';
import { FacetIndex } from './facet-index.ts';
import { facetIndexConditions } from './facet-index-conditions.ts';
import { createSearchIndex } from './search-index.ts';

const languages = [
  'eng',
  'spa',
  'fre',
  'ger',
  'ita',
  'por',
  'dut',
  'swe',
  'nor',
  'dan',
  'fin',
  'pol',
  'cze',
  'hun',
  'gre',
  'tur',
  'rus',
  'ukr',
  'ara',
  'heb',
  'hin',
  'jpn',
  'chi',
  'kor',
];
const bindings = [
  ['TP', 'Paperback'],
  ['HC', 'Hardcover'],
  ['MM', 'Mass Market'],
  ['AU', 'Audiobook'],
] as const;
const audiences = ['adult', 'young_adult', 'children', 'general'];
const publishers = ['Cedar & Quill', 'Foxglove Editions', 'Harbour Press', 'Ironwood', 'Lark Books', 'Moss Street'];
const authors = Array.from({ length: 24 }, (_, index) => `Author ${String.fromCharCode(65 + index)} Writer`);
const subjects = [
  { code: 'FIC019000', label: 'Fiction / Literary' },
  { code: 'FIC022000', label: 'Fiction / Mystery & Detective / General' },
  { code: 'FIC028000', label: 'Fiction / Science Fiction / General' },
  { code: 'HIS037000', label: 'History / World' },
  { code: 'JUV002000', label: 'Juvenile Fiction / Animals / General' },
  { code: 'COO000000', label: 'Cooking / General' },
];
const storeSubjects = [
  { code: '__staff_picks', label: 'Staff picks' },
  { code: '__local', label: 'Local authors' },
];
/** Release dates well inside each publication date bucket, so the clock moving never changes one. */
const releaseDays = [40, -10, -60, -200, -800];
const words = ['river', 'stone', 'garden', 'winter', 'harbour'];

type GeneratedTitle = { eisbn: string; language: string; author: string; publisher: string };

/** A catalogue of `size` titles drawn from the lists above (seeded: the same every run), with stock at two locations. */
async function generateCatalogue(app: TestApp, size: number): Promise<GeneratedTitle[]> {
  await app.factories.store({ id: 'main', name: 'Main Books', isDefault: true });
  await app.factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown', position: 0 });
  await app.factories.location({ storeId: 'main', id: 'eastside', name: 'Eastside', position: 1 });
  const catalog = createCatalogFactories(app.db);
  const rand = seededRandom(18);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const generated: GeneratedTitle[] = [];
  for (let number = 0; number < size; number += 1) {
    const eisbn = `978100${String(number).padStart(7, '0')}`;
    // Every language has titles; English and Spanish the most.
    const language =
      number < languages.length ? (languages[number] ?? 'eng') : pick(['eng', 'eng', 'spa', ...languages]);
    const author = pick(authors);
    const coAuthor = rand() < 0.3 ? pick(authors) : null;
    const [bindingCode, binding] = pick(bindings);
    const publisher = pick(publishers);
    const titleSubjects = [pick(subjects), ...(rand() < 0.4 ? [pick(subjects)] : [])];
    if (rand() < 0.25) titleSubjects.push(pick(storeSubjects));
    await catalog.title({
      eisbn,
      title: `The ${pick(words)} ${pick(words)} ${number}`,
      language,
      bindingCode,
      binding,
      audience: rand() < 0.9 ? pick(audiences) : null,
      publisher,
      releaseDate: daysFromNow(pick(releaseDays)),
      popularity: Math.floor(rand() * 1000),
      contributors: [{ name: author }, ...(coAuthor && coAuthor !== author ? [{ name: coAuthor }] : [])],
      subjects: titleSubjects.filter(
        (subject, index) => titleSubjects.findIndex((other) => other.code === subject.code) === index,
      ),
    });
    for (const locationId of ['downtown', 'eastside'])
      if (rand() < 0.6)
        await catalog.stock({
          storeId: 'main',
          locationId,
          eisbn,
          onhand: rand() < 0.5 ? Math.floor(rand() * 4) : 0,
          onorder: rand() < 0.3 ? 2 : 0,
          priceCents: pick([0, 799, 1500, 2499, 3999, 6500]),
          isExtraOrderable: rand() < 0.5 ? 1 : 0,
        });
    generated.push({ eisbn, language, author, publisher });
  }
  return generated;
}

const optionsOf = (response: SearchResponse, letter: FilterGroupLetter) =>
  response.filter_info.filter((option) => option.m === letter);

/** Every option of every group, with the subject codes listed under their top-level subject. */
const everyOption = (response: SearchResponse): FilterOption[] =>
  response.filter_info.flatMap((option) => [option, ...option.subfilter]);

/**
 * For each option of the groups the filter does not already narrow, the count shown equals the
 * number of results of the same filter with that option added.
 */
async function expectCountsOfAddedOptions(app: TestApp, filter: Record<string, unknown>) {
  const response = await browse(app, filter);
  const narrowed = new Set<string>(filterGroupLetters.filter((letter) => Array.isArray(filter[letter])));
  const checked = everyOption(response).filter((option) => !narrowed.has(option.m));
  expect(checked.length).toBeGreaterThan(20);
  for (const option of checked) {
    const added = await browse(app, { ...filter, [option.m]: [option.k], o: 0, l: 26 });
    expect(option.c, `${JSON.stringify(filter)} + ${option.m}:${option.k}`).toBe(added.row_count);
  }
}

const filters: Record<string, unknown>[] = [
  {},
  { g: ['spa'] },
  { t: 'river' },
  { b: ['in_stock'], f: ['HC'] },
  { s: ['FIC'], g: ['-eng'] },
];

describeEachDatabase('browse/get exact filter counts', (dialect) => {
  it('counts every option over the whole result, each equal to the result with that option added', async () => {
    const app = await buildTestApp({ dialect });
    await generateCatalogue(app, 100);

    for (const filter of filters) await expectCountsOfAddedOptions(app, filter);
  });

  it('counts the same from the sets in memory once the catalogue has settled', async () => {
    const app = await buildTestApp({ dialect });
    await generateCatalogue(app, 100);
    await settleCatalogue(app);

    for (const filter of filters.slice(0, 4)) await expectCountsOfAddedOptions(app, filter);
  });

  it('lists every language, author and publisher with titles, with its number of titles in the catalogue', async () => {
    const app = await buildTestApp({ dialect });
    const generated = await generateCatalogue(app, 100);
    const tally = (key: (title: GeneratedTitle) => string) => {
      const counts: Record<string, number> = {};
      for (const title of generated) counts[key(title)] = (counts[key(title)] ?? 0) + 1;
      return counts;
    };

    const response = await browse(app, {});

    const shown = (letter: FilterGroupLetter) =>
      Object.fromEntries(optionsOf(response, letter).map((option) => [option.k, option.c]));
    expect(shown('g')).toEqual(tally((title) => title.language));
    expect(Object.keys(shown('g'))).toHaveLength(languages.length);
    // Each language by its English name, the less common ones too.
    const label = (code: string) => optionsOf(response, 'g').find((option) => option.k === code)?.e;
    expect([label('spa'), label('ukr'), label('fin')]).toEqual(['Spanish', 'Ukrainian', 'Finnish']);
    expect(shown('j')).toEqual(tally((title) => title.publisher));
    // An author's count is every title they wrote (alone or with another), as a brute-force count finds.
    const spanish = await browse(app, { g: ['spa'], l: 26 });
    const spanishOption = optionsOf(response, 'g').find((option) => option.k === 'spa');
    expect(spanishOption?.c).toBe(spanish.row_count);
    expect(spanishOption?.c).toBe(generated.filter((title) => title.language === 'spa').length);
    for (const author of authors.slice(0, 4)) {
      const byAuthor = await browse(app, { c: [author], l: 26 });
      const option = optionsOf(response, 'c').find((candidate) => candidate.k === author);
      expect(option?.c ?? 0, author).toBe(byAuthor.row_count);
    }
  });

  it('shows every publication date bucket with titles, audiences and special subjects', async () => {
    const app = await buildTestApp({ dialect });
    await generateCatalogue(app, 100);

    const response = await browse(app, {});

    expect(optionsOf(response, 'd').map((option) => option.k)).toEqual([
      'forthcoming',
      'last30',
      'last90',
      'last365',
      'older',
    ]);
    expect(optionsOf(response, 'a').map((option) => option.k)).toEqual(audiences);
    expect(
      optionsOf(response, 'n')
        .map((option) => option.e)
        .sort(),
    ).toEqual(['Local authors', 'Staff picks']);
    // The buckets overlap: the last 90 days hold the last 30.
    const count = (key: string) => optionsOf(response, 'd').find((option) => option.k === key)?.c ?? 0;
    expect(count('last90')).toBeGreaterThan(count('last30'));
    expect(count('last365')).toBeGreaterThan(count('last90'));
  });

  it('counts a result larger than its first pages exactly, its least popular titles too', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', name: 'Main Books', isDefault: true });
    await app.factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown', position: 0 });
    const catalog = createCatalogFactories(app.db);
    // 1,100 titles; the 120 least popular are in Spanish, the 50 least popular by one author.
    for (let number = 0; number < 1100; number += 1)
      await catalog.title({
        eisbn: `978200${String(number).padStart(7, '0')}`,
        popularity: 2000 - number,
        language: number >= 980 ? 'spa' : 'eng',
        contributors: [{ name: number >= 1050 ? 'Late Author' : 'Ada Fields' }],
      });

    const response = await browse(app, {});

    const count = (letter: FilterGroupLetter, key: string) =>
      optionsOf(response, letter).find((option) => option.k === key)?.c;
    expect(response.row_count).toBe(1100);
    expect(count('g', 'spa')).toBe(120);
    expect(count('g', 'eng')).toBe(980);
    expect(count('c', 'Late Author')).toBe(50);
    // Capped at 1000, shown as '1,000+'.
    expect(count('c', 'Ada Fields')).toBe(1000);
  });
});

const titleDataFilters: Record<string, unknown>[] = [
  { g: ['spa'] },
  { g: ['-eng'] },
  { f: ['HC', 'AU'] },
  { s: ['FIC'] },
  { s: ['FIC022'] },
  { s: ['-FIC019000'] },
  { n: ['__local'] },
  { c: ['Author B Writer'] },
  { j: ['Harbour Press'], c: ['-Author A Writer'] },
  { a: ['children'], f: ['-TP'], s: ['FIC', 'JUV'] },
];

describeEachDatabase('browse/get filters on title data from the facet index', (dialect) => {
  it('holds the same titles as SQL lists for each filter', async () => {
    const app = await buildTestApp({ dialect });
    await generateCatalogue(app, 100);
    const repo = createBrowseRepository(app.db, createSearchIndex(app.db));
    const index = FacetIndex.build(
      await repo.findFacetTitles(),
      await repo.findFacetSubjects(),
      await repo.findFacetContributors(),
    );
    const scope = { storeId: 'main', locationId: 'downtown', now: Math.floor(Date.now() / 1000) };

    for (const raw of titleDataFilters) {
      const filter = browseFilterSchema.parse(raw);
      const builder = facetIndexConditions(index);
      const fromIndex = builder.and(filterConditions(builder, scope, filter));
      const listed = index.setOf(await repo.findResultEisbns(filterConditions(repo.conditions, scope, filter)));

      expect(fromIndex?.count(), JSON.stringify(raw)).toBe(listed.count());
      expect(fromIndex?.countAnd(listed), JSON.stringify(raw)).toBe(listed.count());
    }
  });
});
