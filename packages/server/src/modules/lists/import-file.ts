import { listImportMaxRows, listShareErrorCodes, listShareMessages } from '@bookfront/contract';
import { BadRequestError } from '../../lib/errors.ts';
import type { TableRow } from '../lookup/extract-table.ts';
import { cellText, isbnOfCell, readIsbnUpload } from '../lookup/isbn-upload.ts';

/** One row to import: its ISBN-13, or the cell as given when it is no ISBN ('' for none). */
export type ListImportLine = { isbn: string; isValidIsbn: boolean };

/*
 * The columns an ISBN is read from (docs/features/lists.md#importing-titles), by their header, whatever its case:
 * the spec's 'isbn' and its usual spellings, Goodreads' ISBN13 (with ISBN for rows without one) and
 * StoryGraph's ISBN/UID.
 */
const preferredHeaders = ['isbn13', 'isbn-13', 'isbn 13', 'isbn/uid', 'isbn', 'ean'];
const fallbackHeaders = ['isbn', 'isbn10', 'isbn-10'];

const tooManyRows = () =>
  new BadRequestError(listShareErrorCodes.importTooManyRows, listShareMessages.importTooManyRows(listImportMaxRows));

/** The first row (of the first 20) with an ISBN column: that column, and a second to fall back on. */
function findHeader(rows: TableRow[]): { index: number; column: number; fallback: number } | null {
  for (const [index, row] of rows.slice(0, 20).entries()) {
    const names = row.map((cell) => cellText(cell).toLowerCase());
    for (const header of preferredHeaders) {
      const column = names.indexOf(header);
      if (column < 0) continue;
      const fallback = names.findIndex((name, at) => at !== column && fallbackHeaders.includes(name));
      return { index, column, fallback };
    }
  }
  return null;
}

function linesOfTable(rows: TableRow[]): ListImportLine[] {
  const header = findHeader(rows);
  if (!header)
    throw new BadRequestError(listShareErrorCodes.importHeaderMissing, listShareMessages.importHeaderMissing);
  const lines: ListImportLine[] = [];
  for (const row of rows.slice(header.index + 1)) {
    if (row.every((cell) => cellText(cell) === '')) continue;
    const primary = row[header.column];
    const cell = cellText(primary) === '' && header.fallback >= 0 ? row[header.fallback] : primary;
    lines.push(isbnOfCell(cell));
    if (lines.length > listImportMaxRows) throw tooManyRows();
  }
  return lines;
}

/** docs/features/lists.md#importing-titles: pasted ISBNs, separated by commas (or by spaces or new lines). */
export function linesOfPastedIsbns(text: string): ListImportLine[] {
  const pieces = text
    .split(/[,;\n\r\t]+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  if (pieces.length > listImportMaxRows) throw tooManyRows();
  return pieces.map((piece) => isbnOfCell(piece));
}

/**
 * The rows of a file uploaded to titlelist/importFile (docs/features/lists.md#importing-titles): a .csv, .xlsx or .xls
 * by its ISBN column; a .txt, .html or .pdf by the ISBNs in its text. The file's content must be the
 * kind its name says. Reads with the catalogue's lookup readers, as cart import does.
 */
export function readListImportFile(
  file: { filename: string; data: Buffer },
  onUnreadable: (error: Error) => void,
): Promise<ListImportLine[]> {
  return readIsbnUpload(file, {
    maxRows: listImportMaxRows,
    tooManyRows,
    unreadableMessage: listShareMessages.importError,
    onUnreadable,
    linesOfTable,
    lineOfIsbn: (isbn) => ({ isbn, isValidIsbn: true }),
  });
}
