import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OnixSyntaxError, readOnix } from './onix-reader.ts';
import type { ProductRecord } from './product-record.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

async function readAll(file: string): Promise<ProductRecord[]> {
  const records: ProductRecord[] = [];
  for await (const record of readOnix(fs.createReadStream(path.join(fixtures, file)))) records.push(record);
  return records;
}

describe('readOnix, ONIX 3.0', () => {
  it('reads every product of a reference-tag file with its record reference and line', async () => {
    const records = await readAll('onix3-reference.xml');

    expect(records.map((record) => [record.reference, record.line])).toEqual([
      ['com.testpress.1001', 7],
      ['com.testpress.1002', 162],
      ['com.testpress.1003', 225],
      ['com.testpress.1004', 243],
      ['com.testpress.1005', 261],
    ]);
  });

  it('reads identifiers, title, series, form, edition, extent, measures, language and audience', async () => {
    const [record] = await readAll('onix3-reference.xml');

    expect(record).toMatchObject({
      identifiers: { isbn13: '9781551923703', isbn10: '155192370X', gtin13: null, upc: null },
      title: "The Keeper's Daughter",
      subtitle: 'A Novel',
      series: 'The Lighthouse Trilogy',
      seriesNumber: '3',
      bindingCode: 'MM',
      binding: 'Mass Market Paperback',
      isAudiobook: false,
      edition: '2nd edition',
      pages: 352,
      heightIn: 9,
      widthIn: 6,
      weightLb: 1,
      language: 'eng',
      audience: 'adult',
      publisher: 'Test Press',
      releaseDate: Date.UTC(2024, 2, 15) / 1000,
      workIdentifier: '01:KEEPER-WORK',
      problems: [],
    });
  });

  it('orders contributors by sequence number with their roles, biographies and Canadian flag', async () => {
    const [record] = await readAll('onix3-reference.xml');

    expect(record?.contributors).toEqual([
      {
        name: 'Margaret Atwell',
        role: 'author',
        bio: '<p>Margaret Atwell lives in <b>Halifax</b>.</p>',
        isCanadian: true,
        keyName: 'Atwell',
      },
      { name: 'Lucía Ortega', role: 'illustrator', bio: null, isCanadian: false },
      { name: 'Henri Dubois', role: 'translator', bio: null, isCanadian: false, keyName: 'Dubois' },
    ]);
  });

  it('reads BISAC and Thema subjects, prices in USD and CAD, the carton quantity and reviews', async () => {
    const [record] = await readAll('onix3-reference.xml');

    expect(record?.subjects).toEqual([
      { scheme: 'BISAC', code: 'FIC019000', label: 'FICTION / Literary' },
      { scheme: 'BISAC', code: 'FIC045000', label: null },
      { scheme: 'THEMA', code: 'FBA', label: 'Modern and contemporary fiction' },
    ]);
    expect(record).toMatchObject({ listPriceUsaCents: 1899, listPriceCanCents: 2495, cartonQty: 24 });
    expect(record?.reviews).toEqual([
      { content: 'Luminous and strange.', author: 'Jane Reviewer', sourceTitle: 'The Coastal Review' },
    ]);
  });

  it('keeps XHTML text content as markup, escaping its text', async () => {
    const [record] = await readAll('onix3-reference.xml');

    expect(record?.description).toBe(
      '<p xmlns="http://www.w3.org/1999/xhtml">A storm, a lamp &amp; a <em>secret</em>.<br>Read on.</p><script>alert(1)</script>',
    );
  });

  it('marks audio forms as audiobooks with their narrator, and large-print editions', async () => {
    const records = await readAll('onix3-reference.xml');

    expect(records[1]).toMatchObject({
      isAudiobook: true,
      bindingCode: 'DA',
      identifiers: { gtin13: '9781551923710' },
    });
    expect(records[1]?.contributors.map((c) => c.role)).toEqual(['author', 'narrator']);
    expect(records[4]).toMatchObject({
      isLargePrint: true,
      identifiers: { isbn10: '1551923793' },
      releaseDate: Date.UTC(2023, 5, 1) / 1000,
      audience: 'young_adult',
    });
    expect(records[4]?.contributors[1]).toMatchObject({ name: 'The Winter Collective', role: 'editor' });
    expect(records[4]?.contributors[0]?.bio).toBe('Ruth Okafor drives in winter.');
  });

  it('reads a short-tag file into the same records as the reference-tag file', async () => {
    const reference = await readAll('onix3-reference.xml');

    const short = await readAll('onix3-short.xml');

    expect(short).toEqual(reference);
  });

  it('stops at a break in the XML with its line, after the products before it', async () => {
    const records: ProductRecord[] = [];

    const reading = (async () => {
      for await (const record of readOnix(fs.createReadStream(path.join(fixtures, 'onix3-truncated.xml'))))
        records.push(record);
    })();

    await expect(reading).rejects.toBeInstanceOf(OnixSyntaxError);
    await expect(reading).rejects.toMatchObject({ line: 13 });
    expect(records.map((record) => record.reference)).toEqual(['T-1']);
  });
});

describe('readOnix, ONIX 2.1', () => {
  it('reads a reference-tag file in ISO-8859-1 with HTML entities', async () => {
    const [record] = await readAll('onix21-reference.xml');

    expect(record).toMatchObject({
      reference: 'MLB-2001',
      title: 'The Café on Rue Saint-Denis',
      subtitle: 'A Mystery',
      series: 'Northern Lights Mysteries',
      seriesNumber: '7',
      bindingCode: 'HC',
      edition: 'Revised edition',
      pages: 288,
      publisher: 'Maple Leaf Books',
      releaseDate: Date.UTC(2022, 9, 4) / 1000,
      heightIn: 9,
      widthIn: 6,
      weightLb: 1,
      listPriceUsaCents: 2100,
      listPriceCanCents: 2799,
      cartonQty: 12,
      workIdentifier: '11:0A9200800000007C',
    });
    expect(record?.contributors).toEqual([
      {
        name: 'Élise Tremblay',
        role: 'author',
        bio: 'Élise Tremblay writes in Montréal — mostly at night.',
        isCanadian: true,
        keyName: 'Tremblay',
      },
      { name: 'Peter Grant', role: 'translator', bio: null, isCanadian: false },
    ]);
  });

  it('reads the main BISAC subject, other subjects, description and reviews', async () => {
    const [record] = await readAll('onix21-reference.xml');

    expect(record?.subjects).toEqual([
      { scheme: 'BISAC', code: 'FIC022000', label: null },
      { scheme: 'BISAC', code: 'FIC022040', label: 'FICTION / Mystery & Detective / Women Sleuths' },
      { scheme: 'THEMA', code: 'FFC', label: null },
    ]);
    expect(record?.description).toBe('<p>A body in the <i>café</i>.</p><img src="x" onerror="alert(1)">');
    expect(record?.reviews).toEqual([
      { content: 'Impossible to put down.', author: 'Sam Critic', sourceTitle: 'Toronto Daily' },
    ]);
  });

  it('notes a value it cannot read as a problem of that record', async () => {
    const records = await readAll('onix21-reference.xml');

    expect(records[1]?.problems).toEqual(["page count 'two hundred' is not a whole number"]);
    expect(records[2]).toMatchObject({ identifiers: { isbn10: '1551923793' }, audience: 'children', problems: [] });
  });

  it('reads a short-tag file into the same records as the reference-tag file', async () => {
    const reference = await readAll('onix21-reference.xml');

    const short = await readAll('onix21-short.xml');

    expect(short).toEqual(reference);
  });
});
