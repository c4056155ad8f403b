/**
 * Builds the demo catalogue (src/demo/data/catalogue.csv and stock.csv) from the goodbooks-10k
 * catalogue (CC BY-SA 4.0). The facts (ISBN, title, series, authors, language, year, ratings) are
 * real, and so is the publisher, named by the ISBN's registrant prefix (demo-catalogue-publishers.ts).
 * Subjects come from the hand-checked kinds of demo-catalogue-subjects.ts; the format, pages, prices
 * and stock do not exist in the source, so they are generated from
 * a hash of the ISBN (the same every run) to suit the kind of book. Every field that is not a fact of
 * the source is named in the synthetic_fields column; what is not known is left empty.
 *
 *   node --import tsx packages/server/scripts/make-demo-catalogue.ts <goodbooks10k_catalogue.csv>
 */
import { createHash } from 'node:crypto';
import { createReadStream, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse';
import { publisherOfIsbn } from './demo-catalogue-publishers.ts';
import { authorKinds, kinds, titleKinds, titlePages, type Kind, type Shape } from './demo-catalogue-subjects.ts';

const outputDir = fileURLToPath(new URL('../src/demo/data/', import.meta.url));
const locations = ['downtown', 'eastside'] as const;

// The source has no prices. They were drawn once from a band per format, and stock.csv and the
// browser journeys keep them, so the same draw is made here and the format is chosen to suit it.
const priceBands = [
  { weight: 55, cents: [1299, 1999] },
  { weight: 30, cents: [2399, 3499] },
  { weight: 15, cents: [799, 1099] },
] as const;

const formats = {
  hardcover: { code: 'HC', label: 'Hardcover' },
  paperback: { code: 'TP', label: 'Paperback' },
  massMarket: { code: 'MM', label: 'Mass Market Paperback' },
  boardBook: { code: 'BD', label: 'Board Book' },
} as const;
type Format = (typeof formats)[keyof typeof formats];

const childrensShapes = new Set<Shape>(['picture', 'early-reader', 'chapter-book', 'middle-grade']);
const novelShapes = new Set<Shape>(['novella', 'novel', 'long-novel', 'epic']);

/** Page counts by shape: a range (even numbers), or the usual counts to choose from. */
const pageCounts: Record<Shape, [number, number] | number[]> = {
  picture: [32, 32, 32, 32, 40, 48],
  'early-reader': [48, 56, 64, 64, 72],
  'chapter-book': [96, 192],
  'middle-grade': [144, 320],
  'young-adult': [224, 432],
  novella: [96, 176],
  novel: [256, 448],
  'long-novel': [448, 720],
  epic: [720, 1040],
  nonfiction: [224, 432],
  'short-nonfiction': [144, 272],
  poetry: [80, 176],
  drama: [112, 256],
  graphic: [144, 240],
  manga: [192, 200, 208],
  cookbook: [256, 336],
};

/** A few title words that say the kind of book whatever its author (for authors not in the map). */
const titleWords: Array<[RegExp, Kind]> = [
  [/\b(Cookbook|Recipes)\b/i, 'cooking'],
  [/\b(Poems|Poetry)\b/, 'poetry'],
  [/\bA Memoir\b/, 'memoir'],
];

/** A number in [0, 1) that depends only on the ISBN and the purpose. */
function unit(eisbn: string, purpose: string): number {
  return createHash('sha256').update(`${eisbn}:${purpose}`).digest().readUInt32BE(0) / 2 ** 32;
}
const pick = <T>(items: readonly T[], eisbn: string, purpose: string): T =>
  items[Math.floor(unit(eisbn, purpose) * items.length)] as T;
const between = (low: number, high: number, eisbn: string, purpose: string) =>
  low + Math.floor(unit(eisbn, purpose) * (high - low + 1));
const toNinetyNine = (cents: number) => Math.floor(cents / 100) * 100 + 99;

function listPrice(eisbn: string): number {
  let roll = unit(eisbn, 'binding') * 100;
  let band: (typeof priceBands)[number] = priceBands[0];
  for (const candidate of priceBands) {
    if (roll < candidate.weight) {
      band = candidate;
      break;
    }
    roll -= candidate.weight;
  }
  return toNinetyNine(between(band.cents[0], band.cents[1], eisbn, 'price'));
}

/**
 * The format a book of this shape comes in at this price: a cheap novel is a mass-market
 * paperback, a children's book between $12 and $23 a hardcover, anything dearer a hardcover.
 */
function formatFor(shape: Shape | null, priceCents: number, title: string): Format {
  if (/\bBoard Book\b/.test(title)) return formats.boardBook;
  if (priceCents >= 2300) return formats.hardcover;
  if (priceCents < 1200) return shape && novelShapes.has(shape) ? formats.massMarket : formats.paperback;
  if (shape && childrensShapes.has(shape)) return formats.hardcover;
  if (shape === 'young-adult' && priceCents >= 1699) return formats.hardcover;
  return formats.paperback;
}

function pagesFor(shape: Shape, eisbn: string): number {
  const counts = pageCounts[shape];
  if (counts.length !== 2 || shape === 'picture') return pick(counts, eisbn, 'pages');
  const [low = 0, high = 0] = counts;
  const step = shape === 'graphic' ? 8 : 2;
  return low + step * Math.floor(unit(eisbn, 'pages') * ((high - low) / step + 1));
}

/** The source year is the work's first publication; classics get a modern edition year instead. */
function releaseDate(eisbn: string, year: string): { date: string; isYearSynthetic: boolean } {
  const parsed = Number.parseInt(year, 10);
  const isYearSynthetic = !(Number.isFinite(parsed) && parsed >= 1900);
  const editionYear = isYearSynthetic ? between(1995, 2019, eisbn, 'edition-year') : parsed;
  const month = between(1, 12, eisbn, 'month');
  const day = between(1, 28, eisbn, 'day');
  return { date: `${editionYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, isYearSynthetic };
}

const language = (code: string) => (code.startsWith('en') || code === '' ? 'eng' : code);

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
const csvLine = (cells: Array<string | number>) => cells.map(csvCell).join(',');

type SourceRow = { eisbn: string; author: string; row: Record<string, string> };

const firstAuthor = (authors: string) => authors.split('|')[0]?.trim() ?? '';
const seriesPosition = (number: string) => {
  const parsed = Number.parseFloat(number);
  return Number.isFinite(parsed) ? parsed : Number.POSITIVE_INFINITY;
};

/** The kind a title is by itself: named for the title, else its author's, else its title's words. */
function ownKind({ author, row }: SourceRow): Kind | null {
  const title = row.title ?? '';
  const named = titleKinds.find(([who, pattern]) => who === author && pattern.test(title));
  if (named) return named[2];
  return authorKinds[author] ?? titleWords.find(([pattern]) => pattern.test(title))?.[1] ?? null;
}

/** Each series follows its first volume (the lowest number the catalogue has). */
function firstVolumes(rows: SourceRow[]): Map<string, SourceRow> {
  const first = new Map<string, SourceRow>();
  for (const entry of rows) {
    const series = entry.row.series ?? '';
    if (series === '') continue;
    const current = first.get(series);
    const position = seriesPosition(entry.row.series_number ?? '');
    if (!current || position < seriesPosition(current.row.series_number ?? '')) first.set(series, entry);
  }
  return first;
}

async function readSource(source: string): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  const parser = createReadStream(source).pipe(parse({ columns: true }));
  for await (const row of parser as AsyncIterable<Record<string, string>>) {
    const eisbn = row.isbn13 ?? '';
    if (/^97[89]\d{10}$/.test(eisbn)) rows.push({ eisbn, author: firstAuthor(row.authors ?? ''), row });
  }
  return rows;
}

async function main() {
  const source = process.argv[2];
  if (!source) throw new Error('usage: make-demo-catalogue.ts <goodbooks10k_catalogue.csv>');
  const rows = await readSource(source);
  const seriesFirst = firstVolumes(rows);

  const pagesTaken = new Set<string>();

  const titleLines = [
    csvLine([
      'eisbn',
      'isbn10',
      'title',
      'subtitle',
      'series',
      'series_number',
      'authors',
      'language',
      'release_date',
      'publisher',
      'binding_code',
      'binding',
      'pages',
      'subjects',
      'list_price_usa_cents',
      'list_price_can_cents',
      'popularity',
      'average_rating',
      'synthetic_fields',
    ]),
  ];
  const stockLines = [csvLine(['location_id', 'eisbn', 'onhand', 'onorder', 'price_cents'])];

  for (const entry of rows) {
    const { eisbn, author, row } = entry;
    const title = row.title ?? '';
    const series = row.series ?? '';
    const firstVolume = series === '' ? undefined : seriesFirst.get(series);
    const named = titleKinds.some(([who, pattern]) => who === author && pattern.test(title));
    const kindName = named || !firstVolume ? ownKind(entry) : (ownKind(firstVolume) ?? ownKind(entry));
    const kind = kindName ? kinds[kindName] : null;

    const listPriceUsa = listPrice(eisbn);
    const listPriceCan = toNinetyNine(Math.round(listPriceUsa * 1.32));
    const format = formatFor(kind?.shape ?? null, listPriceUsa, title);
    // A famous title's own page count goes to its most popular edition only.
    const knownPages = pagesTaken.has(title) ? undefined : titlePages[title];
    if (knownPages !== undefined) pagesTaken.add(title);
    // A boxed set or an omnibus of several volumes has no page count of one book's shape.
    const isSet = /^\d+(\.\d+)?-\d+/.test(row.series_number ?? '') || /\b(box(ed)? ?set|boxset)\b/i.test(title);
    const pages = knownPages ?? (kind && !isSet ? pagesFor(kind.shape, eisbn) : '');
    const subjects = kind?.subjects ?? [];
    const release = releaseDate(eisbn, row.original_publication_year ?? '');

    titleLines.push(
      csvLine([
        eisbn,
        row.isbn10 ?? '',
        title,
        '',
        series,
        row.series_number ?? '',
        row.authors ?? '',
        language(row.language_code ?? ''),
        release.date,
        publisherOfIsbn(eisbn),
        format.code,
        format.label,
        pages,
        subjects.join('|'),
        listPriceUsa,
        listPriceCan,
        row.ratings_count ?? '0',
        row.average_rating ?? '',
        [
          'binding',
          ...(pages === '' ? [] : ['pages']),
          ...(kind ? ['subjects'] : []),
          'prices',
          release.isYearSynthetic ? 'release_date' : 'release_day',
        ].join('|'),
      ]),
    );

    // Popular titles are more often on the shelf; every title is at both locations' systems.
    const popularity = Math.min(1, Math.log10(Number(row.ratings_count ?? '1') + 1) / 6.5);
    for (const location of locations) {
      const inStock = unit(eisbn, `${location}:stocked`) < 0.25 + popularity * 0.6;
      const onhand = inStock ? between(1, 12, eisbn, `${location}:onhand`) : 0;
      const onorder = unit(eisbn, `${location}:ordered`) < 0.15 ? between(1, 6, eisbn, `${location}:onorder`) : 0;
      stockLines.push(csvLine([location, eisbn, onhand, onorder, listPriceUsa]));
    }
  }

  writeFileSync(`${outputDir}catalogue.csv`, titleLines.join('\n') + '\n');
  writeFileSync(`${outputDir}stock.csv`, stockLines.join('\n') + '\n');
  console.log(`catalogue.csv: ${titleLines.length - 1} titles; stock.csv: ${stockLines.length - 1} rows`);
}

await main();
