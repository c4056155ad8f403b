import { parse as parseCsv } from 'csv-parse/sync';
import { defaultExtractLimits, readXlsxRows, UnreadableFileError, type ExtractLimits } from './extract.ts';
import { decodeText, extensionOf, type FileKind } from './file-kind.ts';
import { readXlsCells } from './xls-reader.ts';

/*
 * The rows of a spreadsheet-like file (.csv, .xlsx, .xls, or an .xls that is really tab-separated
 * text), for imports that read columns by their header (cart/import's 'isbn' and 'qty'). The same
 * readers as the ISBN lookup, kept to the first worksheet.
 */

export type TableCell = string | number | null;
export type TableRow = TableCell[];

/** More rows than any import reads; a longer sheet is cut here. */
export const maxTableRows = 5000;

const looksLikeHtml = (text: string) => /^\s*</.test(text.slice(0, 1024));

/** Tab, semicolon or comma: whichever the first line uses most (a tab-separated .xls or a European CSV). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = ['\t', ';', ','].map((delimiter) => ({ delimiter, count: firstLine.split(delimiter).length }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter;
}

function csvTable(text: string): TableRow[] {
  const rows: unknown = parseCsv(text, {
    bom: true,
    delimiter: delimiterOf(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    to: maxTableRows,
  });
  if (!Array.isArray(rows)) return [];
  return rows.map((row) => (Array.isArray(row) ? row.map((cell) => (typeof cell === 'string' ? cell : null)) : []));
}

async function xlsxTable(data: Buffer, limits: ExtractLimits): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  for await (const row of readXlsxRows(data, limits)) {
    if (row.sheet > 0 || rows.length >= maxTableRows) break;
    rows.push(row.cells);
  }
  return rows;
}

function xlsTable(data: Buffer): TableRow[] {
  const byRow = new Map<number, TableRow>();
  for (const cell of readXlsCells(data)) {
    if (cell.sheet > 0 || cell.row >= maxTableRows) continue;
    const row = byRow.get(cell.row) ?? [];
    row[cell.column] = cell.value;
    byRow.set(cell.row, row);
  }
  return [...byRow.keys()]
    .sort((left, right) => left - right)
    .map((index) => Array.from(byRow.get(index) ?? [], (value) => value ?? null));
}

/**
 * The first worksheet's rows of a .csv, .xlsx or .xls whose kind was checked by its content, or null
 * when the file is not a table (.txt, .html, .pdf, or an .xls that is a web page). Throws
 * UnreadableFileError when it cannot be read.
 */
export async function extractTable(options: {
  data: Buffer;
  kind: FileKind;
  filename: string;
  limits?: ExtractLimits;
}): Promise<TableRow[] | null> {
  const extension = extensionOf(options.filename);
  if (!['csv', 'xls', 'xlsx'].includes(extension)) return null;
  try {
    if (options.kind === 'zip') return await xlsxTable(options.data, options.limits ?? defaultExtractLimits);
    if (options.kind === 'ole2') return xlsTable(options.data);
    if (options.kind !== 'text') return null;
    const text = decodeText(options.data);
    // Many systems save a web page's table as .xls; the ISBN lookup reads those as text.
    if (extension === 'xls' && looksLikeHtml(text)) return null;
    return csvTable(text);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(`could not read the ${options.kind} file as a table`, { cause: error });
  }
}
