import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { decodeRk, readXlsValues, XlsReadError } from './xls-reader.ts';

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

describe('readXlsValues', () => {
  // fixtures/isbns.xls was saved by LibreOffice Calc ("MS Excel 97") from fixtures/isbns.source.csv.
  it('reads text cells, numbers and shared strings split across CONTINUE records', () => {
    const values = readXlsValues(fixture('isbns.xls'));

    expect(values.slice(0, 12)).toEqual([
      'ISBN',
      'Title',
      'Notes',
      '978-0-316-76948-8',
      'The Catcher in the Rye',
      'hyphenated ISBN-13 as text',
      9780141439518,
      'Pride and Prejudice',
      'ISBN-13 as a number',
      743273567,
      'The Great Gatsby',
      'ISBN-10 as a number that lost its leading zero',
    ]);
    expect(values).toContain('Ελληνικά βιβλία και ιστορίες αριθμός 149');
    expect(values.slice(-6)).toEqual([
      'ISBN 978-0-452-28423-4',
      'Nineteen Eighty-Four',
      'text after many shared strings',
      9781400079989,
      'invalid checksum',
      'must be ignored',
    ]);
  });

  it('reads every shared string intact', () => {
    const values = readXlsValues(fixture('isbns.xls'));

    const greek = values.filter((value) => typeof value === 'string' && value.startsWith('Ελληνικά'));
    expect(greek).toHaveLength(150);
    expect(greek.every((text, index) => text === `Ελληνικά βιβλία και ιστορίες αριθμός ${index}`)).toBe(true);
  });

  it('refuses a file that is not a compound file', () => {
    expect(() => readXlsValues(Buffer.from('plain text, not a workbook'))).toThrow(XlsReadError);
  });

  it('refuses a compound file without a workbook', () => {
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(container, 'WordDocument', Buffer.from('hello'));

    const data = Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);

    expect(() => readXlsValues(data)).toThrow(XlsReadError);
  });
});

describe('decodeRk', () => {
  it.each([
    [0x00000002 | (123 << 2), 123],
    [0x00000003 | (12345 << 2), 123.45],
    [0x3ff00000, 1],
    [0x3ff00001, 0.01],
  ])('decodes %i as %d', (rk, expected) => {
    expect(decodeRk(rk)).toBeCloseTo(expected, 10);
  });
});
