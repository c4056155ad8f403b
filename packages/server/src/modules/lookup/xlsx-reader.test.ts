import { describe, expect, it } from 'vitest';
import { defaultExtractLimits, extractIsbns, readXlsxRows, UnreadableFileError } from './extract.ts';
import { lookupFixture, orderWorkbookFixtures, xlsxWith } from './test-files.ts';

const rowsOf = async (data: Buffer) => {
  const rows: { sheet: number; cells: unknown[] }[] = [];
  for await (const row of readXlsxRows(data, defaultExtractLimits)) rows.push(row);
  return rows;
};

describe('readXlsxRows', () => {
  it.each(orderWorkbookFixtures)('reads %s the same way as a workbook ExcelJS wrote, every time', async (name) => {
    const expected = [
      ['Spring order'],
      ['Title', 'ISBN', 'Qty'],
      ['The Hunger Games', '978-0-439-02348-1', 2],
      ['Mockingjay', 9780439023511, 3],
    ];
    const fromExcelJs = await rowsOf(await xlsxWith(expected));

    const reads = await Promise.all(Array.from({ length: 8 }, () => rowsOf(lookupFixture(name))));

    expect(fromExcelJs.map((row) => row.cells)).toEqual(expected);
    for (const rows of reads) expect(rows.filter((row) => row.sheet === 0).map((row) => row.cells)).toEqual(expected);
  });

  it("reads the worksheets in the workbook's order, whatever order the zip stores them in", async () => {
    const isbns = await extractIsbns({ data: lookupFixture('order.libreoffice.xlsx'), kind: 'zip', flavour: 'plain' });

    expect(isbns).toEqual(['9780439023481', '9780439023511', '9780000000019']);
  });

  it('refuses a workbook whose parts unpack past what its zip directory says', async () => {
    const data = Buffer.from(lookupFixture('order.sheetjs-shared-strings.xlsx'));
    // Shrink every declared size in the central directory to 1 byte.
    for (let offset = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); offset >= 0;) {
      data.writeUInt32LE(1, offset + 24);
      offset = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), offset + 4);
    }

    await expect(extractIsbns({ data, kind: 'zip', flavour: 'plain' })).rejects.toBeInstanceOf(UnreadableFileError);
  });
});
