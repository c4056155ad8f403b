/*
 * A quick reader of CSV records for the common case: fields separated by commas, records by \n,
 * quoted fields with "" for a quote, and every record with the header's number of fields. It
 * reads a record with indexOf and slices, where csv-parse reads byte by byte. At the first record
 * it does not read (a \r, a quote inside an unquoted field, a quote not followed by a comma or a
 * line end, another number of fields, …) it stops, and csv-reader.ts gives csv-parse the header,
 * blank lines up to that record's line, and the rest of the file: csv-parse then reads it, its
 * rows, problems and errors with the lines they have in the file
 * (docs/decisions/0061-catalogue-import-speed.md).
 */

/** One record read: its fields and the line it starts on. */
export type FastRecord = { fields: string[]; line: number };

export class CsvFastRows {
  private buffer = '';
  private position = 0;
  /** The line `buffer[position]` is on. */
  private line = 1;
  private header: string[] | null = null;
  private headerText = '';
  private stopped = false;

  /** The header's column names, once read. */
  columns(): string[] | null {
    return this.header;
  }

  /**
   * Reads the records `text` completes (all of them when `isLast`); stops at one it does not read,
   * after which `rest` gives csv-parse's input from there.
   */
  write(text: string, isLast: boolean): FastRecord[] {
    if (this.stopped) return [];
    if (this.position > 0) {
      this.buffer = this.buffer.slice(this.position);
      this.position = 0;
    }
    this.buffer += text;
    const records: FastRecord[] = [];
    for (;;) {
      const { buffer } = this;
      if (this.position >= buffer.length) break;
      if (buffer.charCodeAt(this.position) === 0x0a) {
        if (this.header === null) return this.stop(records);
        // A blank line: csv-parse skips it.
        this.position += 1;
        this.line += 1;
        continue;
      }
      const record = this.readRecord(isLast);
      if (record === 'incomplete') break;
      if (record === 'not-read') return this.stop(records);
      if (this.header === null) {
        // A header on more than one line, or naming a column twice, is left to csv-parse.
        if (record.lines > 0 || new Set(record.fields).size !== record.fields.length) return this.stop(records);
        this.header = record.fields;
        this.headerText = buffer.slice(this.position, record.end);
      } else {
        if (record.fields.length !== this.header.length) return this.stop(records);
        records.push({ fields: record.fields, line: this.line });
      }
      this.line += record.lines + (record.end < buffer.length ? 1 : 0);
      this.position = record.end < buffer.length ? record.end + 1 : record.end;
    }
    return records;
  }

  /** Whether the reader has stopped, for csv-parse to read on (`rest`). */
  hasStopped(): boolean {
    return this.stopped;
  }

  /**
   * csv-parse's input from where the reader stopped: the header and blank lines, so that the
   * record there is on its line in the file, then the rest of the text read so far.
   */
  rest(): string {
    if (this.header === null) return this.buffer;
    const padding = '\n'.repeat(Math.max(0, this.line - 2));
    return `${this.headerText}\n${padding}${this.buffer.slice(this.position)}`;
  }

  private stop(records: FastRecord[]): FastRecord[] {
    this.stopped = true;
    return records;
  }

  /** The fields of the record at `position`, where it ends (its \n, or the buffer's end) and the line ends inside its quotes. */
  private readRecord(isLast: boolean): { fields: string[]; end: number; lines: number } | 'incomplete' | 'not-read' {
    const { buffer } = this;
    const fields: string[] = [];
    let at = this.position;
    let lines = 0;
    for (;;) {
      if (buffer.charCodeAt(at) === 0x22) {
        // A quoted field: "" is a quote; the closing quote is followed by a comma or the record's end.
        let value = '';
        let from = at + 1;
        for (;;) {
          const quote = buffer.indexOf('"', from);
          if (quote === -1) return isLast ? 'not-read' : 'incomplete';
          if (quote + 1 >= buffer.length && !isLast) return 'incomplete';
          value += buffer.slice(from, quote);
          if (buffer.charCodeAt(quote + 1) === 0x22) {
            value += '"';
            from = quote + 2;
            continue;
          }
          at = quote + 1;
          break;
        }
        if (value.includes('\r')) return 'not-read';
        for (let newline = value.indexOf('\n'); newline !== -1; newline = value.indexOf('\n', newline + 1)) lines += 1;
        fields.push(value);
      } else {
        const comma = buffer.indexOf(',', at);
        let newline = buffer.indexOf('\n', at);
        if (newline === -1) {
          if (!isLast) return 'incomplete';
          newline = buffer.length;
        }
        const end = comma !== -1 && comma < newline ? comma : newline;
        const value = buffer.slice(at, end);
        if (value.includes('"') || value.includes('\r')) return 'not-read';
        fields.push(value);
        at = end;
      }
      if (at >= buffer.length) return isLast ? { fields, end: at, lines } : 'incomplete';
      const next = buffer.charCodeAt(at);
      if (next === 0x0a) return { fields, end: at, lines };
      if (next !== 0x2c) return 'not-read';
      at += 1;
    }
  }
}
