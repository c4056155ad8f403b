import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { readZipEntry, streamZipEntry, type ZipEntry } from './zip-entries.ts';

/*
 * The cell values of an .xlsx (docs/decisions/0005-isbn-lookup-files-and-urls.md). The zip is read from
 * its central directory and each part is looked up by name, so a workbook reads the same whatever
 * order its writer stored the parts in (SheetJS and LibreOffice store the worksheets before the
 * workbook and the shared strings). The worksheets are parsed as they inflate, one row at a time.
 */

export type XlsxCell = string | number | null;

/** Why an .xlsx could not be read; the lookup answers it as an unreadable file. */
export class XlsxFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxFormatError';
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Column index from 0 of a cell reference such as 'AB12'; null when it has none. */
function columnOf(reference: string | undefined): number | null {
  const letters = /^([A-Z]+)/i.exec(reference ?? '')?.[1]?.toUpperCase();
  if (!letters) return null;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/** Parses a whole (small) XML part, calling back on each element opened, its text and its closing. */
function parseXml(
  xml: string,
  handlers: {
    open?: (name: string, tag: SaxesTagPlain) => void;
    text?: (text: string) => void;
    close?: (name: string) => void;
  },
): void {
  const parser = new SaxesParser({ xmlns: false });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag: SaxesTagPlain) => open(localName(tag.name), tag));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag: SaxesTagPlain) => close(localName(tag.name)));
  }
  parser.write(xml).close();
}

const attribute = (tag: SaxesTagPlain, name: string) =>
  Object.entries(tag.attributes).find(([key]) => localName(key) === name)?.[1];

/** The worksheet part names in the workbook's own order (its <sheets>, through the workbook's relationships). */
function worksheetPartsOf(entries: Map<string, ZipEntry>, data: Buffer): string[] {
  const workbook = entries.get('xl/workbook.xml');
  if (!workbook) throw new XlsxFormatError('no xl/workbook.xml');
  const relationships = new Map<string, string>();
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels) {
    parseXml(readZipEntry(data, rels).toString('utf8'), {
      open: (name, tag) => {
        const id = attribute(tag, 'Id');
        const target = attribute(tag, 'Target');
        if (name !== 'Relationship' || !id || !target) return;
        relationships.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
      },
    });
  }
  const parts: string[] = [];
  parseXml(readZipEntry(data, workbook).toString('utf8'), {
    open: (name, tag) => {
      const part = name === 'sheet' ? relationships.get(attribute(tag, 'id') ?? '') : undefined;
      if (part && entries.has(part)) parts.push(part);
    },
  });
  if (parts.length > 0) return parts;
  // A workbook without relationships: its worksheets by their conventional names.
  return [...entries.keys()]
    .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
    .sort((left, right) => Number(/\d+/.exec(left)?.[0]) - Number(/\d+/.exec(right)?.[0]));
}

/** The shared-string table: each <si>'s text, its runs joined, phonetic guides left out. */
function sharedStringsOf(entries: Map<string, ZipEntry>, data: Buffer): string[] {
  const part = entries.get('xl/sharedStrings.xml');
  if (!part) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phoneticDepth = 0;
  parseXml(readZipEntry(data, part).toString('utf8'), {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 'rPh') phoneticDepth += 1;
      else if (name === 't') inText = true;
    },
    text: (text) => {
      if (current !== null && inText && phoneticDepth === 0) current += text;
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phoneticDepth -= 1;
      else if (name === 'si') {
        strings.push(current ?? '');
        current = null;
      }
    },
  });
  return strings;
}

type CellInProgress = { column: number; type: string; value: string; inlineText: string };

function valueOfCell(cell: CellInProgress, sharedStrings: string[]): XlsxCell {
  switch (cell.type) {
    case 's':
      return sharedStrings[Number(cell.value)] ?? null;
    case 'inlineStr':
      return cell.inlineText;
    case 'str':
      return cell.value;
    case 'n': {
      const number = cell.value.trim() === '' ? Number.NaN : Number(cell.value);
      return Number.isFinite(number) ? number : null;
    }
    default:
      return null; // booleans, errors and dates name no ISBN
  }
}

/** One worksheet's rows, each an array of cell values indexed by column from 0 (null where empty). */
async function* worksheetRows(data: Buffer, entry: ZipEntry, sharedStrings: string[]): AsyncGenerator<XlsxCell[]> {
  const parser = new SaxesParser({ xmlns: false });
  const ready: XlsxCell[][] = [];
  let row: XlsxCell[] | null = null;
  let cell: CellInProgress | null = null;
  let textTarget: 'value' | 'inline' | null = null;
  let phoneticDepth = 0;

  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (name === 'row') row = [];
    else if (name === 'c' && row) {
      cell = {
        column: columnOf(attribute(tag, 'r')) ?? row.length,
        type: attribute(tag, 't') ?? 'n',
        value: '',
        inlineText: '',
      };
    } else if (cell && name === 'v') textTarget = 'value';
    else if (cell && name === 't') textTarget = 'inline';
    else if (name === 'rPh') phoneticDepth += 1;
  });
  const addText = (text: string) => {
    if (!cell || phoneticDepth > 0) return;
    if (textTarget === 'value') cell.value += text;
    else if (textTarget === 'inline') cell.inlineText += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (name === 'v' || name === 't') textTarget = null;
    else if (name === 'rPh') phoneticDepth -= 1;
    else if (name === 'c' && cell && row) {
      while (row.length < cell.column) row.push(null);
      row[cell.column] = valueOfCell(cell, sharedStrings);
      cell = null;
    } else if (name === 'row' && row) {
      ready.push(row);
      row = null;
    }
  });

  const decoder = new StringDecoder('utf8');
  for await (const chunk of streamZipEntry(data, entry)) {
    parser.write(decoder.write(chunk));
    yield* ready.splice(0);
  }
  parser.write(decoder.end()).close();
  yield* ready.splice(0);
}

/**
 * The rows of an .xlsx whose zip directory was already checked, worksheet by worksheet in the
 * workbook's order. Throws XlsxFormatError (or a zip or XML error) when it cannot be read.
 */
export async function* readXlsxWorkbookRows(
  data: Buffer,
  entryList: ZipEntry[],
): AsyncGenerator<{ sheet: number; cells: XlsxCell[] }> {
  const entries = new Map(entryList.map((entry) => [entry.name, entry]));
  const sharedStrings = sharedStringsOf(entries, data);
  const parts = worksheetPartsOf(entries, data);
  for (const [sheet, part] of parts.entries()) {
    const entry = entries.get(part);
    if (!entry) continue;
    for await (const cells of worksheetRows(data, entry, sharedStrings)) yield { sheet, cells };
  }
}
