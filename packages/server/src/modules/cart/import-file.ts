import { cartErrorCodes, cartImportMaxRows, catalogMessages, limits, cartPageMessages } from '@bookfront/contract';
import { BadRequestError } from '../../lib/errors.ts';
import type { TableCell, TableRow } from '../lookup/extract-table.ts';
import { cellText, isbnOfCell, readIsbnUpload } from '../lookup/isbn-upload.ts';

/** One row of an imported file: an ISBN-13 (or the cell as given when it is none) and a quantity. */
export type ImportLine = {
  isbn: string;
  isValidIsbn: boolean;
  /** Null when the row's qty is not a whole number from 1 to 9999. */
  quantity: number | null;
  /** The copy's condition; NEW when not given (a file names none). */
  condition?: string;
};

const headerNames = { isbn: ['isbn', 'isbn13', 'isbn-13', 'ean'], qty: ['qty', 'quantity'] };

/** docs/features/cart.md#adding-to-the-cart: whole numbers from 1 to 9999 ('2', 2, 2.0); anything else is a bad quantity. */
function quantityOfCell(cell: TableCell | undefined): number | null {
  const text = cellText(cell);
  const value = typeof cell === 'number' ? cell : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(value) && value >= limits.quantityMin && value <= limits.quantityMax ? value : null;
}

/** The first row naming both columns, within the first few (a sheet may open with a title line). */
function findHeader(rows: TableRow[]): { index: number; isbn: number; qty: number } | null {
  for (const [index, row] of rows.slice(0, 20).entries()) {
    const names = row.map((cell) => cellText(cell).toLowerCase());
    const isbn = names.findIndex((name) => headerNames.isbn.includes(name));
    const qty = names.findIndex((name) => headerNames.qty.includes(name));
    if (isbn >= 0 && qty >= 0) return { index, isbn, qty };
  }
  return null;
}

function linesOfTable(rows: TableRow[]): ImportLine[] {
  const header = findHeader(rows);
  if (!header) {
    throw new BadRequestError(cartErrorCodes.importHeadersMissing, cartPageMessages.importHeadersMissing);
  }
  return rows
    .slice(header.index + 1)
    .filter((row) => cellText(row[header.isbn]) !== '' || cellText(row[header.qty]) !== '')
    .map((row) => ({ ...isbnOfCell(row[header.isbn]), quantity: quantityOfCell(row[header.qty]) }));
}

const tooManyRows = () =>
  new BadRequestError(cartErrorCodes.importTooManyRows, cartPageMessages.importTooManyRows(cartImportMaxRows));

/**
 * The lines of a file uploaded to cart/import (docs/features/cart.md#import-to-cart): a .csv, .xlsx or .xls by its 'isbn' and
 * 'qty' columns; a .txt, .html or .pdf by the ISBNs in its text, one of each. The file's content
 * must be the kind its name says. Reads with the catalogue's ISBN lookup readers.
 */
export function readImportFile(
  file: { filename: string; data: Buffer },
  onUnreadable: (error: Error) => void,
): Promise<ImportLine[]> {
  return readIsbnUpload(file, {
    maxRows: cartImportMaxRows,
    tooManyRows,
    unreadableMessage: catalogMessages.fileUnreadable,
    onUnreadable,
    linesOfTable,
    lineOfIsbn: (isbn) => ({ isbn, isValidIsbn: true, quantity: 1 }),
  });
}
