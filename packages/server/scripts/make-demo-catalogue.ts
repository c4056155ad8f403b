/**
 * Builds the demo catalogue (src/demo/data/catalogue.csv and stock.csv) from the goodbooks-10k
 * catalogue (CC BY-SA 4.0). The facts (ISBN, title, series, authors, language, year, ratings) are
 * real; publisher, binding, pages, subjects, prices and stock do not exist in the source, so they are
 * generated from a hash of the ISBN (the same every run) and named in the synthetic_fields column.
 *
 *   node --import tsx packages/server/scripts/make-demo-catalogue.ts <goodbooks10k_catalogue.csv>
 */
import { createHash } from 'node:crypto';
import { createReadStream, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse';

const outputDir = fileURLToPath(new URL('../src/demo/data/', import.meta.url));
const locations = ['downtown', 'eastside'] as const;

// Invented imprints: attributing real books to real publishers they never had would be a false fact.
const publishers = [
  'Riverbend Press',
  'Lantern House',
  'Northwind Books',
  'Cedar & Quill',
  'Harbor Light Publishing',
  'Juniper Street Press',
  'Blue Heron Books',
  'Meridian Line',
  'Foxglove Editions',
  'Stonebridge House',
  'Willow Lane Press',
  'Copper Kettle Books',
  'Granite Peak Publishing',
  'Tidewater Editions',
  'Owl & Lamp',
];

const bindings = [
  { code: 'TP', label: 'Paperback', weight: 55, cents: [1299, 1999] },
  { code: 'HC', label: 'Hardcover', weight: 30, cents: [2399, 3499] },
  { code: 'MM', label: 'Mass Market Paperback', weight: 15, cents: [799, 1099] },
] as const;

// A title gets the first subject whose words appear in it, else general fiction.
const subjectRules: Array<[RegExp, string]> = [
  [
    /\b(murder|death|dead|kill|detective|mystery|crime|secret|lies|missing|girl on|gone)\b/i,
    'FIC022000 Fiction / Mystery & Detective / General',
  ],
  [
    /\b(dragon|magic|wizard|witch|sword|throne|kingdom|queen|king|shadow|blood)\b/i,
    'FIC009000 Fiction / Fantasy / General',
  ],
  [
    /\b(star|planet|space|galaxy|robot|android|time machine|dune|mars)\b/i,
    'FIC028000 Fiction / Science Fiction / General',
  ],
  [/\b(love|heart|kiss|bride|wedding|romance|lover|marry)\b/i, 'FIC027000 Fiction / Romance / General'],
  [/\b(war|history|battle|empire|revolution|president|nation)\b/i, 'HIS000000 History / General'],
  [
    /\b(life|memoir|my |story of|biography|autobiography|diary|letters)\b/i,
    'BIO000000 Biography & Autobiography / General',
  ],
  [/\b(cook|kitchen|food|recipes|eat)\b/i, 'CKB000000 Cooking / General'],
  [/\b(god|bible|faith|prayer|spirit|soul)\b/i, 'REL000000 Religion / General'],
  [/\b(happiness|habits|think|mind|success|power of|how to|guide)\b/i, 'SEL000000 Self-Help / General'],
  [/\b(poems|poetry|verse|sonnets)\b/i, 'POE000000 Poetry / General'],
  [
    /\b(cat|dog|bear|rabbit|mouse|pig|monster|little|giving tree|goodnight|hat)\b/i,
    'JUV000000 Juvenile Fiction / General',
  ],
];
const generalFiction = 'FIC000000 Fiction / General';

/** A number in [0, 1) that depends only on the ISBN and the purpose. */
function unit(eisbn: string, purpose: string): number {
  return createHash('sha256').update(`${eisbn}:${purpose}`).digest().readUInt32BE(0) / 2 ** 32;
}
const pick = <T>(items: readonly T[], eisbn: string, purpose: string): T =>
  items[Math.floor(unit(eisbn, purpose) * items.length)] as T;
const between = (low: number, high: number, eisbn: string, purpose: string) =>
  low + Math.floor(unit(eisbn, purpose) * (high - low + 1));
const toNinetyNine = (cents: number) => Math.floor(cents / 100) * 100 + 99;

function chooseBinding(eisbn: string) {
  let roll = unit(eisbn, 'binding') * 100;
  for (const binding of bindings) {
    if (roll < binding.weight) return binding;
    roll -= binding.weight;
  }
  return bindings[0];
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

async function main() {
  const source = process.argv[2];
  if (!source) throw new Error('usage: make-demo-catalogue.ts <goodbooks10k_catalogue.csv>');

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

  const parser = createReadStream(source).pipe(parse({ columns: true }));
  for await (const row of parser as AsyncIterable<Record<string, string>>) {
    const eisbn = row.isbn13 ?? '';
    if (!/^97[89]\d{10}$/.test(eisbn)) continue;
    const binding = chooseBinding(eisbn);
    const listPriceUsa = toNinetyNine(between(binding.cents[0], binding.cents[1], eisbn, 'price'));
    const listPriceCan = toNinetyNine(Math.round(listPriceUsa * 1.32));
    const title = row.title ?? '';
    const release = releaseDate(eisbn, row.original_publication_year ?? '');
    const subject = subjectRules.find(([pattern]) => pattern.test(title))?.[1] ?? generalFiction;
    titleLines.push(
      csvLine([
        eisbn,
        row.isbn10 ?? '',
        title,
        '',
        row.series ?? '',
        row.series_number ?? '',
        row.authors ?? '',
        language(row.language_code ?? ''),
        release.date,
        pick(publishers, eisbn, 'publisher'),
        binding.code,
        binding.label,
        between(96, 640, eisbn, 'pages'),
        subject,
        listPriceUsa,
        listPriceCan,
        row.ratings_count ?? '0',
        row.average_rating ?? '',
        [
          'publisher',
          'binding',
          'pages',
          'subjects',
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
