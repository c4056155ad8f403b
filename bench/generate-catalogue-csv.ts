/**
 * A synthetic catalogue CSV (the importer README's columns) of N products with the variety of the
 * ONIX bench file: product forms, 1–4 contributors with roles, biographies, series, BISAC and Thema
 * subjects, HTML descriptions (some quoted cells holding commas and quotes), prices in dollars,
 * measures, work keys. The same seed gives the same file.
 */
import fs from 'node:fs';
import { seededRandom } from '../packages/server/src/lib/seeded-random.ts';
import { bisac, familyNames, forms, givenNames, isbn13, roles, thema, words } from './generate-onix.ts';

const columns = [
  'record_reference',
  'eisbn',
  'title',
  'subtitle',
  'series',
  'series_number',
  'authors',
  'contributors',
  'bio',
  'language',
  'release_date',
  'product_form',
  'pages',
  'height_in',
  'width_in',
  'weight_lb',
  'subjects',
  'list_price_usa',
  'list_price_can',
  'audience',
  'edition',
  'description',
  'carton_qty',
  'work_key',
] as const;

const cell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const roleWords: Record<string, string> = { B01: 'editor', A12: 'illustrator', B06: 'translator', E07: 'narrator' };

function productRow(index: number, random: () => number): string {
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const phrase = (count: number) => Array.from({ length: count }, () => pick(words)).join(' ');
  const capital = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());
  let roll = random();
  const [productForm] = forms.find(([, , share]) => (roll -= share) < 0) ?? forms[0] ?? ['BC'];
  const title = capital(phrase(1 + Math.floor(random() * 4)));
  const names = Array.from({ length: 1 + Math.floor(random() * random() * 4) }, () => ({
    name: `${pick(givenNames)} ${pick(familyNames)}`,
    role: pick(roles),
  }));
  const authors = names.filter((name, position) => position === 0 || name.role === 'A01').map(({ name }) => name);
  const others = names
    .filter((name, position) => position > 0 && name.role !== 'A01')
    .map(({ name, role }) => `${name} (${random() < 0.5 ? role : (roleWords[role] ?? role)})`);
  const paragraphs = Array.from(
    { length: 1 + Math.floor(random() * 4) },
    () => `${capital(phrase(20 + Math.floor(random() * 40)))}.`,
  );
  const quote = random() < 0.2 ? ` "${capital(phrase(4))}," said the ${pick(words)}.` : '';
  const subjects = [
    ...Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(bisac).join(' ')),
    ...(random() < 0.6 ? [pick(thema).join(' ')] : []),
  ];
  const isBook = productForm.startsWith('B');
  const usd = (8 + random() * 30).toFixed(2);
  const values: Record<(typeof columns)[number], string> = {
    record_reference: `bench.${index}`,
    eisbn: isbn13(10_000_000 + index),
    title,
    subtitle: random() < 0.3 ? capital(phrase(3)) : '',
    series: random() < 0.3 ? capital(phrase(2)) : '',
    series_number: random() < 0.3 ? String(1 + Math.floor(random() * 9)) : '',
    authors: authors.join('|'),
    contributors: others.join('|'),
    bio: random() < 0.4 ? `<p>${capital(phrase(12))}.</p>` : '',
    language: random() < 0.9 ? 'eng' : pick(['fre', 'spa', 'ger']),
    release_date: `${1990 + Math.floor(random() * 37)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-15`,
    product_form: productForm,
    pages: isBook ? String(48 + Math.floor(random() * 600)) : '',
    height_in: isBook ? (7 + random() * 3).toFixed(2) : '',
    width_in: isBook ? (4.2 + random() * 2).toFixed(2) : '',
    weight_lb: isBook ? (0.3 + random() * 2).toFixed(2) : '',
    subjects: subjects.join('|'),
    list_price_usa: usd,
    list_price_can: (Number(usd) * 1.35).toFixed(2),
    audience: pick(['adult', 'adult', 'adult', 'children', 'young_adult']),
    edition: random() < 0.1 ? `${2 + Math.floor(random() * 3)}nd edition` : '',
    description: paragraphs
      .map((p, position) => `<p>${p.replace(/ (\w+) (\w+)\./, ' <em>$1</em> $2.')}${position === 0 ? quote : ''}</p>`)
      .join(''),
    carton_qty: random() < 0.5 ? String(pick([12, 20, 24, 36])) : '',
    work_key: random() < 0.5 ? `W${Math.floor(index / 3)}` : '',
  };
  return `${columns.map((column) => cell(values[column])).join(',')}\n`;
}

/** Writes the file unless it is there already; returns its size in bytes. */
export function generateCatalogueCsvFile(file: string, products: number, seed = 20240601): number {
  if (!fs.existsSync(file)) {
    const random = seededRandom(seed);
    const partial = `${file}.partial`;
    const fd = fs.openSync(partial, 'w');
    let chunk = `${columns.join(',')}\n`;
    for (let index = 0; index < products; index += 1) {
      chunk += productRow(index, random);
      if (chunk.length > 1 << 20) {
        fs.writeSync(fd, chunk);
        chunk = '';
      }
    }
    fs.writeSync(fd, chunk);
    fs.closeSync(fd);
    fs.renameSync(partial, file);
  }
  return fs.statSync(file).size;
}
