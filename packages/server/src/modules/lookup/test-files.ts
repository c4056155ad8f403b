import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

/** Small files of each accepted kind, made in the test the way a bookseller's tools make them. */

export async function xlsxWith(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Titles');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function pdfWith(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'LETTER', compress: true });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (const line of lines) document.text(line);
    document.end();
  });
}

/**
 * The same order (a title line, then Title, ISBN and Qty: The Hunger Games × 2, Mockingjay × 3) as
 * SheetJS and LibreOffice Calc write it; see fixtures/README.md.
 */
export const orderWorkbookFixtures = [
  'order.sheetjs.xlsx',
  'order.sheetjs-shared-strings.xlsx',
  'order.libreoffice.xlsx',
] as const;

export const lookupFixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));
