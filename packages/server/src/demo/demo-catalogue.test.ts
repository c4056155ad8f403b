import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { parseBrowseFilterPath, storeSettingsSchema } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import { demoSettings } from './demo-store.ts';
import { demoCatalogueDir } from './load-demo.ts';

type Row = Record<string, string>;

const readCsv = (file: string): Row[] =>
  parse(fs.readFileSync(path.join(demoCatalogueDir, file), 'utf8'), { columns: true }) as Row[];
const titles = readCsv('catalogue.csv');
const codesOf = (row: Row) => (row.subjects ?? '').split('|').map((subject) => subject.split(' ')[0] ?? '');
const byTitle = (title: string, author?: string) => {
  const row = titles.find(
    (candidate) => candidate.title === title && (author === undefined || candidate.authors?.startsWith(author)),
  );
  if (!row) throw new Error(`the demo catalogue has no ${title}`);
  return row;
};

describe('the demo catalogue a bookseller browses', () => {
  it('files the titles a bookseller saw misfiled under the subjects they belong to', () => {
    expect(codesOf(byTitle("Harry Potter and the Sorcerer's Stone"))).toEqual(['JUV037000']);
    expect(codesOf(byTitle('To Kill a Mockingbird'))).not.toContain('FIC022000');
    expect(codesOf(byTitle('The Secret Garden'))).not.toContain('FIC022000');
    expect(codesOf(byTitle('The Secret Life of Bees'))).not.toContain('FIC022000');
    expect(codesOf(byTitle('Men Are from Mars, Women Are from Venus'))).toEqual(['SEL000000']);
    expect(codesOf(byTitle('Gone Girl'))).toContain('FIC022000');
    expect(codesOf(byTitle('The Hunger Games'))).toEqual(['YAF056000']);
  });

  it('gives the volumes of a series the subjects of its first volume', () => {
    const volumes = (series: string, author: string) =>
      titles.filter((row) => row.series === series && row.authors?.startsWith(author)).map((row) => row.subjects);

    expect(new Set(volumes('Harry Potter', 'J.K. Rowling'))).toEqual(
      new Set(['JUV037000 Juvenile Fiction / Fantasy & Magic']),
    );
    expect(new Set(volumes('The Dark Tower', 'Stephen King'))).toEqual(
      new Set(['FIC009000 Fiction / Fantasy / General']),
    );
    expect(new Set(volumes('Stephanie Plum', 'Janet Evanovich'))).toEqual(
      new Set(['FIC022000 Fiction / Mystery & Detective / General']),
    );
  });

  it('leads every Browse menu entry of the demo to a hundred titles or more', () => {
    const entries = storeSettingsSchema
      .parse(demoSettings)
      .site_navigation.flatMap((item) => [item, ...(item.submenu ?? [])])
      .filter((item) => item.path.startsWith('/browse/filter/'));

    const counts = entries.map((item) => {
      const prefixes = parseBrowseFilterPath(item.path.slice('/browse/filter/'.length)).s;
      return {
        label: item.label,
        enough:
          titles.filter((row) => codesOf(row).some((code) => prefixes.some((prefix) => code.startsWith(prefix))))
            .length >= 100,
      };
    });

    expect(counts.length).toBeGreaterThan(0);
    expect(counts.filter((count) => !count.enough)).toEqual([]);
  });

  it('prices a mass-market paperback below any hardcover', () => {
    const prices = (code: string) =>
      titles.filter((row) => row.binding_code === code).map((row) => Number(row.list_price_usa_cents));

    expect(Math.max(...prices('MM'))).toBeLessThan(Math.min(...prices('HC')));
  });

  it('gives a book the length of its kind', () => {
    expect(Number(byTitle('Where the Wild Things Are').pages)).toBeLessThanOrEqual(48);
    expect(Number(byTitle('Green Eggs and Ham').pages)).toBeLessThanOrEqual(72);
    expect(Number(byTitle('A Game of Thrones').pages)).toBeGreaterThanOrEqual(700);
    expect(Number(byTitle('Harry Potter and the Deathly Hallows').pages)).toBeGreaterThan(
      Number(byTitle("Harry Potter and the Sorcerer's Stone").pages),
    );
    expect(byTitle('Harry Potter Boxset').pages).toBe('');
  });

  it('names the publisher its ISBN was issued to, and none where the registrant prefix is not known', () => {
    expect(byTitle("Harry Potter and the Sorcerer's Stone").publisher).toBe('Scholastic');
    expect(byTitle('The Kite Runner').publisher).toBe('Riverhead Books');
    expect(byTitle('Twilight').publisher).toBe('Little, Brown and Company');
    const named = titles.filter((row) => row.publisher !== '');
    expect(named.length / titles.length).toBeGreaterThan(0.75);
    expect(titles.some((row) => (row.synthetic_fields ?? '').split('|').includes('publisher'))).toBe(false);
  });

  it('names as synthetic only the fields it fills, and leaves unknown subjects and pages empty', () => {
    const misnamed = titles.filter((row) => {
      const synthetic = (row.synthetic_fields ?? '').split('|');
      return (
        (row.pages === '') === synthetic.includes('pages') || (row.subjects === '') === synthetic.includes('subjects')
      );
    });

    expect(misnamed.map((row) => row.title)).toEqual([]);
  });

  it('sells every title at its list price, so no demo title shows a sale it does not have', () => {
    const listPrices = new Map(titles.map((row) => [row.eisbn, row.list_price_usa_cents]));

    const differing = readCsv('stock.csv').filter((row) => listPrices.get(row.eisbn) !== row.price_cents);

    expect(differing).toEqual([]);
  });
});
