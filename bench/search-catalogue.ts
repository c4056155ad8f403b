/**
 * A synthetic catalogue of 1,000,000 titles for the search benchmark, written once into
 * bench/.cache/search-1m/bookfront.sqlite (git-ignored) and reused by later runs.
 *
 * Distributions, seeded so every run builds the same catalogue: title words drawn from a 20,000-word
 * vocabulary by Zipf's law (a few stop words first); 150,000 contributors, prolific ones Zipf-weighted;
 * 3,000 publishers; BISAC subjects in 20 top-level groups of 30 codes; bindings, audiences and
 * languages in bookshop proportions; release dates skewed recent with 2% forthcoming; editions of
 * one work sharing a work key; popularity long-tailed. Stock for the demo store at its two
 * locations: about 8% of titles at each, most in stock, some on order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { seededRandom } from '../packages/server/src/lib/seeded-random.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { loadDemo } from '../packages/server/src/demo/load-demo.ts';
import { authorSortKey, titleSortKey } from '../packages/server/src/modules/catalog/title-keys.ts';
import {
  contributorSearchNames,
  vocabularyWordsOf,
  type SearchableText,
} from '../packages/server/src/modules/catalog/search-text.ts';

export const titleCount = Number(process.env.BENCH_TITLES ?? 1_000_000);
/** BENCH_CACHE_DIR: another place for the catalogues (a copy, e.g. to try a migration on it). */
export const cacheDir = path.join(
  process.env.BENCH_CACHE_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '.cache'),
  `search-${titleCount}`,
);
export const databaseFile = path.join(cacheDir, 'bookfront.sqlite');
const doneMarker = path.join(cacheDir, 'complete');

const rand = seededRandom(20261123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

/** Draws ranks 0..n-1 with probability ∝ 1/(rank+1)^s, by binary search over the cumulative weights. */
function zipf(n: number, s: number) {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank += 1) {
    total += 1 / (rank + 1) ** s;
    cumulative[rank] = total;
  }
  return () => {
    const target = rand() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const syllables = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ten',
  'vor',
  'shi',
  'an',
  'bel',
  'dor',
  'el',
  'fin',
  'gar',
  'hal',
  'is',
  'jun',
  'kel',
  'mar',
  'nor',
  'os',
  'pel',
  'quin',
  'ros',
  'sil',
  'tor',
  'ul',
  'ven',
  'wen',
  'yar',
  'zel',
];
const stopWords = ['the', 'of', 'and', 'a', 'in', 'to', 'for', 'on', 'with', 'my'];
const realWords = [
  'love',
  'night',
  'house',
  'war',
  'life',
  'girl',
  'dark',
  'world',
  'secret',
  'time',
  'city',
  'last',
  'king',
  'heart',
  'river',
  'garden',
  'stars',
  'winter',
  'summer',
  'shadow',
  'light',
  'story',
  'history',
  'blood',
  'fire',
  'queen',
  'dream',
  'road',
  'sea',
  'moon',
];

function makeVocabulary(size: number): string[] {
  const words = new Set<string>([...stopWords, ...realWords]);
  while (words.size < size) {
    const length = 2 + Math.floor(rand() * 3);
    let word = '';
    for (let index = 0; index < length; index += 1) word += pick(syllables);
    words.add(word);
  }
  return [...words];
}

const firstNames = [
  'Ada',
  'Ben',
  'Carla',
  'Dana',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivan',
  'Jo',
  'Kim',
  'Leo',
  'Mia',
  'Noor',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
  'Uma',
  'Vic',
  'Wes',
  'Xia',
  'Yuri',
  'Zoe',
  'Anne',
  'Brian',
  'Chloe',
  'David',
  'Emma',
  'Frank',
  'Grace',
  'Henry',
  'Iris',
  'Jack',
  'Kate',
  'Liam',
  'Maya',
  'Nick',
];
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const bisacGroups: [string, string][] = [
  ['FIC', 'Fiction'],
  ['JUV', 'Juvenile Fiction'],
  ['YAF', 'Young Adult Fiction'],
  ['HIS', 'History'],
  ['BIO', 'Biography & Autobiography'],
  ['COO', 'Cooking'],
  ['SEL', 'Self-Help'],
  ['BUS', 'Business & Economics'],
  ['SCI', 'Science'],
  ['REL', 'Religion'],
  ['POE', 'Poetry'],
  ['TRV', 'Travel'],
  ['ART', 'Art'],
  ['HEA', 'Health & Fitness'],
  ['PSY', 'Psychology'],
  ['POL', 'Political Science'],
  ['SPO', 'Sports & Recreation'],
  ['MUS', 'Music'],
  ['PHI', 'Philosophy'],
  ['CRA', 'Crafts & Hobbies'],
];
const bindings: [string, string, number][] = [
  ['TP', 'Paperback', 45],
  ['HC', 'Hardcover', 25],
  ['MM', 'Mass Market Paperback', 10],
  ['AU', 'Audiobook', 5],
  ['BB', 'Board Book', 3],
  ['LP', 'Large Print', 2],
  ['SP', 'Spiral Bound', 1],
  ['CD', 'Audio CD', 2],
  ['LE', 'Leather', 1],
  ['EB', 'eBook', 6],
];
const weighted = <T>(items: [T, number][]) => {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let target = rand() * total;
    for (const [item, weight] of items) {
      target -= weight;
      if (target <= 0) return item;
    }
    const [first] = items;
    if (!first) throw new Error('no items to choose from');
    return first[0];
  };
};
const audiences = weighted<string>([
  ['adult', 70],
  ['young_adult', 10],
  ['children', 15],
  ['general', 5],
]);
const languages = weighted<string>([
  ['eng', 85],
  ['spa', 8],
  ['fre', 3],
  ['ger', 2],
  ['ita', 1],
  ['jpn', 1],
]);
const bindingOf = weighted(bindings.map(([code, label, weight]) => [[code, label] as const, weight]));

function eanCheck(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}
/** The n-th synthetic ISBN-13, with a valid check digit (978 1 then 8 digits; no clash with the demo). */
export const syntheticEisbn = (n: number) => {
  const first12 = `9781${String(n).padStart(8, '0')}`;
  return first12 + eanCheck(first12);
};

export type BenchVocabulary = { words: string[]; authors: string[]; publishers: string[] };

/** The word, author and publisher pools, in rank order (the same every run). */
export function benchVocabulary(): BenchVocabulary {
  const words = makeVocabulary(20_000);
  const lastNames = makeVocabulary(40_000).slice(40).map(capitalize);
  const authors: string[] = [];
  for (let index = 0; index < 150_000; index += 1)
    authors.push(
      `${firstNames[index % firstNames.length]} ${lastNames[Math.floor(index / firstNames.length) % lastNames.length]}`,
    );
  const publishers = Array.from(
    { length: 3000 },
    (_, index) =>
      `${capitalize(words[100 + index] ?? 'press')} ${index % 3 === 0 ? 'Press' : index % 3 === 1 ? 'Books' : 'House'}`,
  );
  return { words, authors, publishers };
}

async function generate(): Promise<void> {
  fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  const handle = openDatabase({ dataDir: cacheDir });
  await migrateToLatest(handle.db);
  await loadDemo({ db: handle.db, dataDir: cacheDir });
  await handle.close();

  const { words, authors, publishers } = benchVocabulary();
  const wordRank = zipf(words.length, 1.0);
  const authorRank = zipf(authors.length, 0.8);
  const publisherRank = zipf(publishers.length, 1.1);
  const subjectRank = zipf(bisacGroups.length * 30, 0.9);
  const series = Array.from(
    { length: 40_000 },
    (_, index) =>
      `${capitalize(words[200 + (index % 5000)] ?? 'saga')} ${capitalize(words[5200 + Math.floor(index / 5000)] ?? 'cycle')} ${index % 2 ? 'Chronicles' : 'Mysteries'}`,
  );
  const now = Math.floor(Date.now() / 1000);
  const year = 365 * 86_400;

  const sqlite = new SQLite(databaseFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  const insertTitle =
    sqlite.prepare(`insert into titles (eisbn, isbn10, title, subtitle, series, series_number, publisher,
      language, release_date, binding_code, binding, pages, popularity, synthetic_fields, audience, is_audiobook, work_key,
      title_sort, author_sort, contributor_names, subject_labels, list_price_usa_cents, list_price_can_cents, created_at, updated_at)
    values (?, null, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'all', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertContributor = sqlite.prepare(
    'insert into title_contributors (eisbn, position, name, role) values (?, ?, ?, ?)',
  );
  const insertSubject = sqlite.prepare(
    'insert or ignore into title_subjects (eisbn, code, label, scheme) values (?, ?, ?, ?)',
  );
  const insertStock = sqlite.prepare(`insert into stock (store_id, location_id, eisbn, condition_code, onhand, onorder,
      price_cents, list_price_usa_cents, list_price_can_cents, availability_code, is_extra_orderable, updated_at, rank)
    values ('demo', ?, ?, 'NEW', ?, ?, ?, ?, ?, 'available', ?, ?, ?)`);

  const batch = 20_000;
  const started = Date.now();
  let workKey = 0;
  let previousTitle = '';
  let previousAuthor = '';
  for (let start = 0; start < titleCount; start += batch) {
    sqlite.transaction(() => {
      for (let n = start; n < Math.min(start + batch, titleCount); n += 1) {
        const eisbn = syntheticEisbn(n);
        // One title in five is another edition of the previous work.
        const isEdition = n > 0 && rand() < 0.2;
        if (!isEdition) workKey += 1;
        const wordCount = 1 + Math.floor(rand() * 5);
        const title = isEdition
          ? previousTitle
          : capitalize(Array.from({ length: wordCount }, () => words[wordRank()] ?? 'book').join(' '));
        const subtitle =
          rand() < 0.3
            ? capitalize(Array.from({ length: 2 + Math.floor(rand() * 3) }, () => words[wordRank()] ?? 'a').join(' '))
            : null;
        const contributorCount = rand() < 0.75 ? 1 : rand() < 0.8 ? 2 : 3;
        const names = isEdition
          ? [previousAuthor]
          : Array.from({ length: contributorCount }, () => authors[authorRank()] ?? 'Anon');
        const uniqueNames = [...new Set(names)];
        const subjectCount = 1 + Math.floor(rand() * 3);
        const subjects = new Map<string, string>();
        for (let index = 0; index < subjectCount; index += 1) {
          const rank = subjectRank();
          const [code, label] = bisacGroups[rank % bisacGroups.length] ?? ['FIC', 'Fiction'];
          const sub = Math.floor(rank / bisacGroups.length);
          subjects.set(
            `${code}${String(sub * 1000).padStart(6, '0')}`,
            sub === 0 ? `${label} / General` : `${label} / ${capitalize(words[300 + sub] ?? 'topic')}`,
          );
        }
        const [bindingCode, binding] = bindingOf();
        const forthcoming = rand() < 0.02;
        const releaseDate = forthcoming
          ? now + Math.floor(rand() * 0.5 * year)
          : now - Math.floor(rand() ** 2 * 70 * year);
        const inSeries = rand() < 0.15;
        const popularity = rand() < 0.1 ? null : Math.floor(1_000_000 * rand() ** 6);
        const listPrice = 799 + Math.floor(rand() * 42) * 100;
        const language = languages();
        insertTitle.run(
          eisbn,
          title,
          subtitle,
          inSeries ? series[Math.floor(rand() * series.length)] : null,
          inSeries ? String(1 + Math.floor(rand() * 12)) : null,
          publishers[publisherRank()] ?? null,
          language,
          releaseDate,
          bindingCode,
          binding,
          80 + Math.floor(rand() * 600),
          popularity,
          audiences(),
          bindingCode === 'AU' ? 1 : 0,
          `w${workKey}`,
          titleSortKey(title, language),
          authorSortKey(uniqueNames.map((name) => ({ name, role: 'author' }))),
          contributorSearchNames(uniqueNames),
          [...subjects.values()].join(' | '),
          listPrice,
          Math.round(listPrice * 1.3),
          now - 86_400,
          now - 86_400,
        );
        uniqueNames.forEach((name, position) => insertContributor.run(eisbn, position, name, 'author'));
        for (const [code, label] of subjects) insertSubject.run(eisbn, code, label, 'BISAC');
        // Stock: popular titles are likelier to be stocked.
        const stockChance = popularity === null ? 0.03 : Math.min(0.6, 0.06 + popularity / 400_000);
        for (const location of ['downtown', 'eastside']) {
          if (rand() >= stockChance) continue;
          const onhand = rand() < 0.7 ? 1 + Math.floor(rand() * 12) : 0;
          const onorder = onhand === 0 && rand() < 0.4 ? 1 + Math.floor(rand() * 5) : 0;
          insertStock.run(
            location,
            eisbn,
            onhand,
            onorder,
            listPrice,
            listPrice,
            Math.round(listPrice * 1.3),
            rand() < 0.9 ? 1 : 0,
            now - 86_400,
            popularity === null ? null : Math.max(1, 1_000_000 - popularity),
          );
        }
        previousTitle = title;
        previousAuthor = names[0] ?? 'Anon';
      }
    })();
    if ((start / batch) % 5 === 4) {
      const done = Math.min(start + batch, titleCount);
      process.stdout.write(
        `  ${done.toLocaleString('en-US')} titles, ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
      );
    }
  }
  // The vocabulary the typo index is built from, as the importer keeps it (docs/features/browse-and-search.md#typos).
  console.log('  counting the vocabulary…');
  const vocabulary = new Map<string, number>();
  const texts = sqlite.prepare(`select title, subtitle, series, contributor_names as contributorNames, publisher,
    subject_labels as subjectLabels from titles`);
  for (const text of texts.iterate() as Iterable<SearchableText>)
    for (const word of vocabularyWordsOf(text)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  const insertWord = sqlite.prepare('insert into search_words (word, frequency) values (?, ?)');
  sqlite.exec('delete from search_words');
  sqlite.transaction(() => {
    for (const [word, frequency] of vocabulary) insertWord.run(word, frequency);
  })();
  console.log('  analysing…');
  sqlite.exec('analyze');
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  fs.writeFileSync(doneMarker, new Date().toISOString());
  console.log(`  catalogue ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Builds the catalogue unless a complete one is cached. */
export async function ensureCatalogue(): Promise<void> {
  if (fs.existsSync(doneMarker)) return;
  console.log(`Generating ${titleCount.toLocaleString('en-US')} titles into ${databaseFile} (once; cached)…`);
  await generate();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureCatalogue();
