import { parse as parseCsv } from 'csv-parse/sync';
import { decodeHTML } from 'entities';
import { getDocumentProxy } from 'unpdf';
import { htmlToText } from '../../lib/html-text.ts';
import { decodeText, type FileKind } from './file-kind.ts';
import { IsbnCollector } from './isbn-scan.ts';
import { readXlsValues } from './xls-reader.ts';
import { readXlsxWorkbookRows, type XlsxCell } from './xlsx-reader.ts';
import { readZipEntries } from './zip-entries.ts';

/** A file of an accepted kind whose content could not be read (corrupt, encrypted, not a workbook). */
export class UnreadableFileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnreadableFileError';
  }
}

export type ExtractLimits = {
  /** PDF pages read at most. */
  maxPdfPages: number;
  /** What an .xlsx may unpack to, by its own directory (a zip bomb says more). */
  maxXlsxUnpackedBytes: number;
};
export const defaultExtractLimits: ExtractLimits = { maxPdfPages: 2000, maxXlsxUnpackedBytes: 300 * 1024 * 1024 };

/** What the file's name or the page's Content-Type says its text is. */
export type TextFlavour = 'html' | 'csv' | 'plain';

const looksLikeHtml = (text: string) =>
  /^\s*(<!doctype html|<html|<head|<body|<table|<meta)/i.test(text.slice(0, 2048));

function collectHtml(html: string, collector: IsbnCollector): void {
  collector.addText(htmlToText(html));
  // ISBNs in links and data attributes (a shop's product URLs) count too.
  collector.addText(decodeHTML(html));
}

function collectCsv(text: string, collector: IsbnCollector): void {
  let rows: unknown;
  try {
    rows = parseCsv(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
  } catch {
    collector.addText(text); // not well-formed CSV: its text still holds the ISBNs
    return;
  }
  if (!Array.isArray(rows)) return;
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    for (const cell of row) if (typeof cell === 'string') collector.addText(cell);
    if (collector.isFull) return;
  }
}

async function collectPdf(data: Buffer, collector: IsbnCollector, limits: ExtractLimits): Promise<void> {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  try {
    const pages = Math.min(pdf.numPages, limits.maxPdfPages);
    for (let pageNumber = 1; pageNumber <= pages && !collector.isFull; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      const pieces = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''));
      // A PDF may cut an ISBN into several pieces, or put two numbers side by side without a space.
      collector.addText(pieces.join(''));
      collector.addText(pieces.join(' '));
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
}

/**
 * The rows of an .xlsx, worksheet by worksheet; `cells` is indexed by column from 0. Throws
 * UnreadableFileError when it is not a workbook or would unpack too far.
 */
export async function* readXlsxRows(
  data: Buffer,
  limits: ExtractLimits,
): AsyncGenerator<{ sheet: number; cells: XlsxCell[] }> {
  const entries = readZipEntries(data);
  if (!entries?.some((entry) => entry.name === 'xl/workbook.xml')) {
    throw new UnreadableFileError('not an Excel workbook');
  }
  const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedBytes, 0);
  if (unpacked > limits.maxXlsxUnpackedBytes) throw new UnreadableFileError(`unpacks to ${unpacked} bytes`);
  yield* readXlsxWorkbookRows(data, entries);
}

async function collectXlsx(data: Buffer, collector: IsbnCollector, limits: ExtractLimits): Promise<void> {
  for await (const row of readXlsxRows(data, limits)) {
    for (const value of row.cells) {
      if (typeof value === 'string') collector.addText(value);
      else if (typeof value === 'number') collector.addNumber(value);
    }
    if (collector.isFull) return;
  }
}

function collectXls(data: Buffer, collector: IsbnCollector): void {
  for (const value of readXlsValues(data)) {
    if (typeof value === 'string') collector.addText(value);
    else collector.addNumber(value);
  }
}

/**
 * The ISBNs (as ISBN-13, in order of appearance, at most `limit`) in a file whose kind was checked
 * by its content. Throws UnreadableFileError when the file cannot be read as that kind.
 */
export async function extractIsbns(options: {
  data: Buffer;
  kind: FileKind;
  flavour: TextFlavour;
  charset?: string | undefined;
  limit?: number;
  limits?: ExtractLimits;
}): Promise<string[]> {
  const collector = new IsbnCollector(options.limit);
  const limits = options.limits ?? defaultExtractLimits;
  try {
    if (options.kind === 'pdf') await collectPdf(options.data, collector, limits);
    else if (options.kind === 'zip') await collectXlsx(options.data, collector, limits);
    else if (options.kind === 'ole2') collectXls(options.data, collector);
    else {
      const text = decodeText(options.data, options.charset);
      if (options.flavour === 'html' || looksLikeHtml(text)) collectHtml(text, collector);
      else if (options.flavour === 'csv') collectCsv(text, collector);
      else collector.addText(text);
    }
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(`could not read the ${options.kind} file`, { cause: error });
  }
  return collector.isbns;
}
