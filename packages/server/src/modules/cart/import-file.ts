import {
  cartErrorCodes,
  cartImportMaxRows,
  catalogMessages,
  limits,
  catalogErrorCodes,
  cartPageMessages,
} from '@bookfront/contract';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import { toIsbn13 } from '../../lib/identifiers.ts';
import { extractIsbns, UnreadableFileError } from '../lookup/extract.ts';
import { extractTable, type TableCell, type TableRow } from '../lookup/extract-table.ts';
import { isAcceptedFile, sniffFileKind } from '../lookup/file-kind.ts';
import { flavourOfExtension } from '../lookup/service.ts';

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

const cellText = (cell: TableCell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

/** A spreadsheet number is an ISBN that lost its formatting (and an ISBN-10 its leading 0). */
function isbnOfCell(cell: TableCell | undefined): { isbn: string; isValidIsbn: boolean } {
  if (typeof cell === 'number' && Number.isSafeInteger(cell)) {
    const digits = String(cell).padStart(cell < 1e9 ? 10 : 0, '0');
    const isbn = toIsbn13(digits);
    return isbn ? { isbn, isValidIsbn: true } : { isbn: String(cell), isValidIsbn: false };
  }
  const text = cellText(cell);
  const isbn = toIsbn13(text);
  return isbn ? { isbn, isValidIsbn: true } : { isbn: text, isValidIsbn: false };
}

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
export async function readImportFile(
  file: { filename: string; data: Buffer },
  onUnreadable: (error: Error) => void,
): Promise<ImportLine[]> {
  const kind = sniffFileKind(file.data);
  if (!isAcceptedFile(file.filename, kind)) {
    throw new AppError({
      status: 415,
      code: catalogErrorCodes.fileTypeRefused,
      message: catalogMessages.fileTypeRefused,
    });
  }
  try {
    const table = await extractTable({ data: file.data, kind, filename: file.filename });
    if (table) {
      const lines = linesOfTable(table);
      if (lines.length > cartImportMaxRows) throw tooManyRows();
      return lines;
    }
    const isbns = await extractIsbns({
      data: file.data,
      kind,
      flavour: flavourOfExtension(file.filename),
      limit: cartImportMaxRows + 1,
    });
    if (isbns.length > cartImportMaxRows) throw tooManyRows();
    return isbns.map((isbn) => ({ isbn, isValidIsbn: true, quantity: 1 }));
  } catch (error) {
    if (!(error instanceof UnreadableFileError)) throw error;
    onUnreadable(error);
    throw new AppError({
      status: 422,
      code: catalogErrorCodes.fileUnreadable,
      message: catalogMessages.fileUnreadable,
    });
  }
}
