import { catalogErrorCodes, catalogMessages } from '@bookfront/contract';
import { AppError } from '../../lib/errors.ts';
import { toIsbn13 } from '../../lib/identifiers.ts';
import { extractIsbns, UnreadableFileError } from './extract.ts';
import { extractTable, type TableCell, type TableRow } from './extract-table.ts';
import { isAcceptedFile, sniffFileKind } from './file-kind.ts';
import { flavourOfExtension } from './service.ts';

/** A cell's text, without the ="…" quoting a spreadsheet export (Goodreads') keeps digits as text with. */
export function cellText(cell: TableCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell).trim();
  const quoted = /^="(.*)"$/.exec(text);
  return (quoted?.[1] ?? text).trim();
}

/**
 * A cell's ISBN-13, or the cell as given when it is none. A spreadsheet number is an ISBN that lost
 * its formatting (and an ISBN-10 its leading 0).
 */
export function isbnOfCell(cell: TableCell | undefined): { isbn: string; isValidIsbn: boolean } {
  if (typeof cell === 'number' && Number.isSafeInteger(cell)) {
    const isbn = toIsbn13(String(cell).padStart(cell < 1e9 ? 10 : 0, '0'));
    return isbn ? { isbn, isValidIsbn: true } : { isbn: String(cell), isValidIsbn: false };
  }
  const text = cellText(cell);
  const isbn = toIsbn13(text);
  return isbn ? { isbn, isValidIsbn: true } : { isbn: text, isValidIsbn: false };
}

/**
 * The lines of an uploaded file of ISBNs (cart import, docs/features/cart.md#import-to-cart; list import,
 * docs/features/lists.md#importing-titles): a .csv, .xlsx or .xls by its columns (`linesOfTable`); a .txt,
 * .html or .pdf by the ISBNs in its text, a line each (`lineOfIsbn`). The file's content must be the
 * kind its name says (415); more than `maxRows` lines is `tooManyRows`; a file that cannot be read
 * is reported to `onUnreadable` and answered 422 with `unreadableMessage`.
 */
export async function readIsbnUpload<Line>(
  file: { filename: string; data: Buffer },
  options: {
    maxRows: number;
    tooManyRows: () => Error;
    unreadableMessage: string;
    onUnreadable: (error: Error) => void;
    linesOfTable: (rows: TableRow[]) => Line[];
    lineOfIsbn: (isbn: string) => Line;
  },
): Promise<Line[]> {
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
    const lines = table
      ? options.linesOfTable(table)
      : (
          await extractIsbns({
            data: file.data,
            kind,
            flavour: flavourOfExtension(file.filename),
            limit: options.maxRows + 1,
          })
        ).map(options.lineOfIsbn);
    if (lines.length > options.maxRows) throw options.tooManyRows();
    return lines;
  } catch (error) {
    if (!(error instanceof UnreadableFileError)) throw error;
    options.onUnreadable(error);
    throw new AppError({ status: 422, code: catalogErrorCodes.fileUnreadable, message: options.unreadableMessage });
  }
}
