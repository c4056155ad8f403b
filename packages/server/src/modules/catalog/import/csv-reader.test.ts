import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCatalogueCsv } from './csv-reader.ts';
import type { ProductRecord } from './product-record.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

async function readAll(input: Readable): Promise<ProductRecord[]> {
  const records: ProductRecord[] = [];
  for await (const record of readCatalogueCsv(input)) records.push(record);
  return records;
}

describe('readCatalogueCsv', () => {
  it('reads contributors with roles, subjects of both schemes, dollar and cent prices', async () => {
    const [record] = await readAll(fs.createReadStream(path.join(fixtures, 'catalogue.csv')));

    expect(record).toMatchObject({
      reference: 'CSV-1',
      line: 2,
      title: 'The Salt Road',
      series: 'Coastlines',
      seriesNumber: '1',
      listPriceUsaCents: 1999,
      listPriceCanCents: 2599,
      heightIn: 9.25,
      cartonQty: 20,
      audience: 'adult',
      edition: 'First edition',
    });
    expect(record?.contributors).toEqual([
      { name: 'Ada Fields', role: 'author', bio: '<p>Ada lives by the sea.</p>', isCanadian: false },
      { name: 'Ben Ortiz', role: 'illustrator', bio: null, isCanadian: false },
      { name: 'Chen Li', role: 'translator', bio: null, isCanadian: false },
    ]);
    expect(record?.subjects).toEqual([
      { scheme: 'BISAC', code: 'FIC019000', label: 'Fiction / Literary' },
      { scheme: 'THEMA', code: 'FBA', label: 'Modern and contemporary fiction' },
      { scheme: 'BISAC', code: 'FIC045000', label: null },
    ]);
  });

  it('takes the binding from an ONIX product form and notes unreadable values', async () => {
    const records = await readAll(fs.createReadStream(path.join(fixtures, 'catalogue.csv')));

    expect(records[1]).toMatchObject({
      bindingCode: 'BD',
      binding: 'Board Book',
      identifiers: { upc: '036000291452' },
    });
    expect(records[2]?.problems).toEqual(["pages 'many' is not a whole number"]);
    expect(records[4]).toMatchObject({ isAudiobook: true, audience: 'young_adult' });
  });

  it('gives each record the line it starts on, past quoted line breaks and blank lines', async () => {
    const csv = 'eisbn,title,description\n9780439023481,One,"two\nlines"\n\n9780316015844,Two,\n';

    const records = await readAll(Readable.from([csv]));

    expect(records.map((record) => [record.line, record.reference])).toEqual([
      [2, '9780439023481'],
      [5, '9780316015844'],
    ]);
  });

  it('notes a row with more fields than the header', async () => {
    const records = await readAll(Readable.from(['eisbn,title\n9780439023481,One,extra\n']));

    expect(records[0]?.problems).toEqual(["does not have the header's 2 columns"]);
  });
});
