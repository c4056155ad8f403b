import CFB from 'cfb';

/*
 * Cell values of a legacy Excel workbook (.xls: BIFF5/BIFF8 records in an OLE2 compound file).
 * The compound file is opened with `cfb` (SheetJS's maintained container reader); the records are
 * walked here because only the values matter: shared strings, text, number and formula-result cells.
 * See docs/decisions/0005-isbn-lookup-files-and-urls.md for why no full .xls parser is used.
 */

/** Cell values in the order the workbook stores them (sheet by sheet, row by row). */
export type XlsValues = (string | number)[];

/** A cell with its place: worksheet (0 is the first), row and column, all 0-based. */
export type XlsCell = { sheet: number; row: number; column: number; value: string | number };

export class XlsReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsReadError';
  }
}

const record = {
  bof: 0x0809,
  filePass: 0x002f,
  sst: 0x00fc,
  continue: 0x003c,
  labelSst: 0x00fd,
  label: 0x0204,
  richString: 0x00d6,
  number: 0x0203,
  rk: 0x027e,
  mulRk: 0x00bd,
  formula: 0x0006,
  string: 0x0207,
} as const;

/** An RK value: a 30-bit integer or the top 30 bits of a double, maybe divided by 100. */
export function decodeRk(rk: number): number {
  let value: number;
  if (rk & 2) value = (rk | 0) >> 2;
  else {
    const bytes = Buffer.alloc(8);
    bytes.writeUInt32LE((rk & 0xfffffffc) >>> 0, 4);
    value = bytes.readDoubleLE(0);
  }
  return rk & 1 ? value / 100 : value;
}

/** Reads across an SST record and its CONTINUE records, which may split a string anywhere. */
class SegmentReader {
  private segment = 0;
  private offset = 0;

  constructor(private readonly segments: Buffer[]) {}

  get atEnd(): boolean {
    this.skipExhausted();
    return this.segment >= this.segments.length;
  }

  private skipExhausted(): void {
    while (this.segment < this.segments.length && this.offset >= (this.segments[this.segment]?.length ?? 0)) {
      this.offset -= this.segments[this.segment]?.length ?? 0;
      this.segment += 1;
    }
  }

  private current(): Buffer {
    this.skipExhausted();
    const segment = this.segments[this.segment];
    if (!segment) throw new XlsReadError('shared strings end early');
    return segment;
  }

  byte(): number {
    const segment = this.current();
    const value = segment[this.offset];
    if (value === undefined) throw new XlsReadError('shared strings end early');
    this.offset += 1;
    return value;
  }

  u16(): number {
    return this.byte() | (this.byte() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(bytes: number): void {
    this.offset += bytes;
  }

  /** `count` characters; where they run into the next CONTINUE record, it starts with a new flags byte. */
  characters(count: number, initialHighByte: boolean): string {
    let remaining = count;
    let highByte = initialHighByte;
    let text = '';
    while (remaining > 0) {
      // As LibreOffice and Excel read it: characters that start in a new record get a new flags byte.
      const atSegmentEnd = this.offset >= (this.segments[this.segment]?.length ?? 0);
      if (atSegmentEnd) highByte = (this.byte() & 1) === 1;
      const segment = this.current();
      const width = highByte ? 2 : 1;
      const available = Math.floor((segment.length - this.offset) / width);
      const take = Math.min(remaining, available);
      if (take === 0) {
        this.offset = segment.length; // a stray odd byte: go on at the next record
        continue;
      }
      const bytes = segment.subarray(this.offset, this.offset + take * width);
      text += highByte ? bytes.toString('utf16le') : bytes.toString('latin1');
      this.offset += take * width;
      remaining -= take;
    }
    return text;
  }
}

function readSst(segments: Buffer[]): string[] {
  const reader = new SegmentReader(segments);
  reader.skip(4); // total number of string references
  const unique = reader.u32();
  const strings: string[] = [];
  for (let index = 0; index < unique && !reader.atEnd; index += 1) {
    const count = reader.u16();
    const flags = reader.byte();
    const runs = flags & 0x08 ? reader.u16() : 0;
    const extended = flags & 0x04 ? reader.u32() : 0;
    strings.push(reader.characters(count, (flags & 1) === 1));
    reader.skip(runs * 4 + extended);
  }
  return strings;
}

/** A BIFF8 XLUnicodeString (16-bit count, flags, characters) or a BIFF5 byte string at `offset`. */
function readCellString(body: Buffer, offset: number, isBiff8: boolean): string {
  if (body.length < offset + 2) return '';
  const count = body.readUInt16LE(offset);
  if (!isBiff8) return body.subarray(offset + 2, offset + 2 + count).toString('latin1');
  const highByte = (body[offset + 2] ?? 0) & 1;
  const start = offset + 3;
  return highByte
    ? body.subarray(start, start + count * 2).toString('utf16le')
    : body.subarray(start, start + count).toString('latin1');
}

/** Every string and number in the workbook's cells. Throws XlsReadError. */
export function readXlsValues(data: Buffer): XlsValues {
  return readXlsCells(data).map((cell) => cell.value);
}

const worksheetBof = 0x0010;

/** Every string and number cell of the workbook with its place, in stored order. Throws XlsReadError. */
export function readXlsCells(data: Buffer): XlsCell[] {
  let stream: Buffer;
  try {
    const container = CFB.read(data, { type: 'buffer' });
    const entry = CFB.find(container, 'Workbook') ?? CFB.find(container, 'Book');
    if (!entry?.content) throw new XlsReadError('no workbook stream');
    stream = Buffer.from(entry.content);
  } catch (error) {
    if (error instanceof XlsReadError) throw error;
    throw new XlsReadError(`not a compound file: ${String(error)}`);
  }

  const cells: XlsCell[] = [];
  let sst: string[] = [];
  let isBiff8 = true;
  let sheet = -1;
  // A STRING record carries the text result of the FORMULA record before it.
  let lastFormula = { row: 0, column: 0 };
  const push = (body: Buffer, value: string | number, column = body.readUInt16LE(2)) =>
    cells.push({ sheet: Math.max(sheet, 0), row: body.readUInt16LE(0), column, value });
  let position = 0;
  while (position + 4 <= stream.length) {
    const type = stream.readUInt16LE(position);
    const size = stream.readUInt16LE(position + 2);
    const body = stream.subarray(position + 4, position + 4 + size);
    position += 4 + size;

    switch (type) {
      case record.bof:
        if (body.length >= 2) isBiff8 = body.readUInt16LE(0) === 0x0600;
        if (body.length >= 4 && body.readUInt16LE(2) === worksheetBof) sheet += 1;
        break;
      case record.filePass:
        throw new XlsReadError('the workbook is password-protected');
      case record.sst: {
        const segments = [body];
        while (position + 4 <= stream.length && stream.readUInt16LE(position) === record.continue) {
          const continueSize = stream.readUInt16LE(position + 2);
          segments.push(stream.subarray(position + 4, position + 4 + continueSize));
          position += 4 + continueSize;
        }
        sst = readSst(segments);
        break;
      }
      case record.labelSst:
        if (body.length >= 10) {
          const text = sst[body.readUInt32LE(6)];
          if (text !== undefined) push(body, text);
        }
        break;
      case record.label:
      case record.richString:
        if (body.length >= 6) push(body, readCellString(body, 6, isBiff8));
        break;
      case record.string:
        cells.push({ sheet: Math.max(sheet, 0), ...lastFormula, value: readCellString(body, 0, isBiff8) });
        break;
      case record.number:
        if (body.length >= 14) push(body, body.readDoubleLE(6));
        break;
      case record.rk:
        if (body.length >= 10) push(body, decodeRk(body.readUInt32LE(6)));
        break;
      case record.mulRk:
        if (body.length < 6) break;
        for (let offset = 4, column = body.readUInt16LE(2); offset + 6 <= body.length - 2; offset += 6, column += 1) {
          push(body, decodeRk(body.readUInt32LE(offset + 2)), column);
        }
        break;
      case record.formula:
        if (body.length < 14) break;
        lastFormula = { row: body.readUInt16LE(0), column: body.readUInt16LE(2) };
        // A numeric result is a double; 0xFFFF in its top bytes marks a string (a STRING record follows) or other kinds.
        if (body.readUInt16LE(12) !== 0xffff) push(body, body.readDoubleLE(6));
        break;
    }
  }
  return cells;
}
