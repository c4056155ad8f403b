import {
  catalogErrorCodes,
  catalogMessages,
  listImportMaxRows,
  listShareErrorCodes,
  listShareMessages,
} from '@bookfront/contract';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import { toIsbn13 } from '../../lib/identifiers.ts';
import { extractIsbns, UnreadableFileError } from '../lookup/extract.ts';
import { extractTable, type TableCell, type TableRow } from '../lookup/extract-table.ts';
import { isAcceptedFile, sniffFileKind } from '../lookup/file-kind.ts';
import { flavourOfExtension } from '../lookup/service.ts';

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

/** A cell's text without Goodreads' ="…" spreadsheet quoting. */
function cellText(cell: TableCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell).trim();
  const quoted = /^="(.*)"$/.exec(text);
  return (quoted?.[1] ?? text).trim();
}

/** A spreadsheet number is an ISBN that lost its formatting (and an ISBN-10 its leading 0). */
function lineOfCell(cell: TableCell | undefined): ListImportLine {
  if (typeof cell === 'number' && Number.isSafeInteger(cell)) {
    const isbn = toIsbn13(String(cell).padStart(cell < 1e9 ? 10 : 0, '0'));
    return isbn ? { isbn, isValidIsbn: true } : { isbn: String(cell), isValidIsbn: false };
  }
  const text = cellText(cell);
  const isbn = toIsbn13(text);
  return isbn ? { isbn, isValidIsbn: true } : { isbn: text, isValidIsbn: false };
}

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
    lines.push(lineOfCell(cell));
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
  return pieces.map((piece) => lineOfCell(piece));
}

/**
 * The rows of a file uploaded to titlelist/importFile (docs/features/lists.md#importing-titles): a .csv, .xlsx or .xls
 * by its ISBN column; a .txt, .html or .pdf by the ISBNs in its text. The file's content must be the
 * kind its name says. Reads with the catalogue's lookup readers, as cart import does.
 */
export async function readListImportFile(
  file: { filename: string; data: Buffer },
  onUnreadable: (error: Error) => void,
): Promise<ListImportLine[]> {
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
    if (table) return linesOfTable(table);
    const isbns = await extractIsbns({
      data: file.data,
      kind,
      flavour: flavourOfExtension(file.filename),
      limit: listImportMaxRows + 1,
    });
    if (isbns.length > listImportMaxRows) throw tooManyRows();
    return isbns.map((isbn) => ({ isbn, isValidIsbn: true }));
  } catch (error) {
    if (!(error instanceof UnreadableFileError)) throw error;
    onUnreadable(error);
    throw new AppError({ status: 422, code: catalogErrorCodes.fileUnreadable, message: listShareMessages.importError });
  }
}
