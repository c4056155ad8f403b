import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CsvFastRows } from './csv-fast-rows.ts';
import { CsvSyntaxError, readCsvParseRows, readCsvRows } from './csv-reader.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

type Reading = { rows: unknown[]; error: { message: string; line: number } | null };

async function collect(rows: AsyncIterable<unknown>): Promise<Reading> {
  const read: unknown[] = [];
  try {
    for await (const row of rows) read.push(row);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { rows: read, error: { message: error.message, line: error.line } };
  }
  return { rows: read, error: null };
}

/** `csv` in pieces of `size` bytes (so a character may be split), as a file stream gives it. */
const inPieces = (csv: string, size: number) => {
  const bytes = Buffer.from(csv);
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
  return Readable.from(pieces);
};

/** The rows, their lines and problems, and any error, are csv-parse's, whatever the pieces the file comes in. */
async function expectSameAsCsvParse(csv: string, sizes = [1, 2, 5, 16, 61, 100_000]) {
  const expected = await collect(readCsvParseRows(Readable.from([Buffer.from(csv)])));
  const readings = [];
  for (const size of sizes) {
    const reading = await collect(readCsvRows(inPieces(csv, size)));
    readings.push(reading);
    if (expected.error === null) expect(reading, `pieces of ${size}`).toEqual(expected);
    else {
      // csv-parse alone drops the rows it had read in the chunk where its error is; read first, they are kept.
      expect(reading.error, `pieces of ${size}`).toEqual(expected.error);
      expect(reading.rows.slice(0, expected.rows.length)).toEqual(expected.rows);
      expect(reading.rows).toEqual(readings[0]?.rows);
    }
  }
  return readings[0] ?? expected;
}

/** How many records the fast reader reads itself before csv-parse is needed. */
function readAlone(csv: string) {
  const fast = new CsvFastRows();
  const records = fast.write(csv, true);
  return { lines: records.map((record) => record.line), hasStopped: fast.hasStopped() };
}

describe('the fast CSV reader', () => {
  it('reads the fixtures to the same rows and lines as csv-parse', async () => {
    for (const file of ['catalogue.csv', 'stock.csv'])
      await expectSameAsCsvParse(fs.readFileSync(path.join(fixtures, file), 'utf8'), [1, 7, 100_000]);
  });

  it('reads quoted fields with commas, quotes and line breaks, blank lines, a byte-order mark and no last line end', async () => {
    const csv =
      '\uFEFFeisbn,title,description\n9780439023481,"One, Two","Say ""hi""\nand ""bye"""\n\n\n9780316015844,Élan ✓,\n9780316015845,"",last';

    const { rows } = await expectSameAsCsvParse(csv);

    expect(rows).toEqual([
      {
        row: { eisbn: '9780439023481', title: 'One, Two', description: 'Say "hi"\nand "bye"' },
        line: 2,
        problem: null,
      },
      { row: { eisbn: '9780316015844', title: 'Élan ✓', description: '' }, line: 6, problem: null },
      { row: { eisbn: '9780316015845', title: '', description: 'last' }, line: 7, problem: null },
    ]);
    expect(readAlone(csv.slice(1))).toEqual({ lines: [2, 6, 7], hasStopped: false });
  });

  it('lets csv-parse read on, with the same rows, lines and problems, from a row it does not read', async () => {
    const csvs = [
      'eisbn,title\n9780439023481,One\n9780439023482,Two,extra\n\n9780439023483,Three\n',
      'eisbn,title\n9780439023481,One\n9780439023482\n9780439023483,"Three"\n',
      'eisbn,title\r\n9780439023481,One\r\n9780439023482,"Two\r\nlines"\r\n',
      'eisbn,title\n9780439023481,One\n9780439023482,Tw"o\n9780439023483,Three\n',
      'eisbn,title\n9780439023481,One\n9780439023482,"Two" and\n9780439023483,Three\n',
      'eisbn,"title\nwith a break"\n9780439023481,One\n',
      'eisbn,eisbn\n9780439023481,9780439023482\n',
      '\n\neisbn,title\n9780439023481,One\n',
    ];
    for (const csv of csvs) await expectSameAsCsvParse(csv);
    expect(readAlone(csvs[0] as string)).toEqual({ lines: [2], hasStopped: true });
  });

  it('stops at a quote that is never closed with csv-parse’s message and line', async () => {
    const { rows, error } = await expectSameAsCsvParse('eisbn,title\n9780439023481,One\n\n9780439023482,"Two\n');

    expect(rows).toHaveLength(1);
    expect(error?.message).toContain('not valid CSV');
  });
});
