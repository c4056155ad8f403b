import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractTable } from './extract-table.ts';
import { xlsxWith } from './test-files.ts';

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

describe('extractTable', () => {
  // fixtures/isbns.xls was saved by LibreOffice Calc ("MS Excel 97") from fixtures/isbns.source.csv.
  it('reads a legacy .xls into rows and columns, numbers kept as numbers', async () => {
    const rows = await extractTable({ data: fixture('isbns.xls'), kind: 'ole2', filename: 'isbns.xls' });

    expect(rows?.slice(0, 3)).toEqual([
      ['ISBN', 'Title', 'Notes'],
      ['978-0-316-76948-8', 'The Catcher in the Rye', 'hyphenated ISBN-13 as text'],
      [9780141439518, 'Pride and Prejudice', 'ISBN-13 as a number'],
    ]);
  });

  it('reads the first worksheet of an .xlsx from its first column, empty cells as null', async () => {
    const data = await xlsxWith([
      ['isbn', 'qty'],
      ['9780439023481', 2],
      [null as unknown as string, 3],
    ]);

    const rows = await extractTable({ data, kind: 'zip', filename: 'order.xlsx' });

    expect(rows).toEqual([
      ['isbn', 'qty'],
      ['9780439023481', 2],
      [null, 3],
    ]);
  });

  it('reads comma, semicolon and tab separated text', async () => {
    const read = (text: string, filename: string) => extractTable({ data: Buffer.from(text), kind: 'text', filename });

    expect(await read('isbn,qty\n9780439023481,2\n', 'a.csv')).toEqual([
      ['isbn', 'qty'],
      ['9780439023481', '2'],
    ]);
    expect(await read('isbn;qty\n9780439023481;2\n', 'a.csv')).toEqual([
      ['isbn', 'qty'],
      ['9780439023481', '2'],
    ]);
    expect(await read('isbn\tqty\n9780439023481\t2\n', 'a.xls')).toEqual([
      ['isbn', 'qty'],
      ['9780439023481', '2'],
    ]);
  });

  it('leaves text, web pages and PDFs to the ISBN scan', async () => {
    const html = Buffer.from('<table><tr><td>9780439023481</td></tr></table>');

    expect(await extractTable({ data: html, kind: 'text', filename: 'list.xls' })).toBeNull();
    expect(await extractTable({ data: html, kind: 'text', filename: 'list.html' })).toBeNull();
    expect(await extractTable({ data: Buffer.from('9780439023481'), kind: 'text', filename: 'a.txt' })).toBeNull();
  });
});
