import { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { CsvError, parse } from 'csv-parse';
import { CsvFastRows, type FastRecord } from './csv-fast-rows.ts';
import { audienceOf, bindingOf, parseOnixDate, roleFromText } from './onix-codes.ts';
import { emptyProductRecord, type ContributorRecord, type ProductRecord } from './product-record.ts';

/** The file cannot be read as CSV past this point (an unclosed quote, …). */
export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.line = line;
  }
}

type Row = Record<string, string | undefined>;

type CsvRow = { row: Row; line: number; problem: string | null };

/**
 * Reads one CSV row at a time; each row is read with the current line number. Rows are read by
 * `CsvFastRows` while the file keeps to what it reads, and by csv-parse from the first row it does
 * not (csv-fast-rows.ts).
 */
export async function* readCsvRows(input: Readable): AsyncGenerator<CsvRow> {
  const chunks = (input as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  const decoder = new TextDecoder('utf-8');
  const fast = new CsvFastRows();
  let isFirst = true;
  const rowsOf = function* (records: FastRecord[]): Generator<CsvRow> {
    const columns = fast.columns() ?? [];
    for (const { fields, line } of records) {
      const row: Row = {};
      for (let index = 0; index < columns.length; index += 1) row[columns[index] as string] = fields[index];
      yield { row, line, problem: null };
    }
  };
  for (;;) {
    const next = await chunks.next();
    let text = next.done
      ? decoder.decode()
      : typeof next.value === 'string'
        ? next.value
        : decoder.decode(next.value, { stream: true });
    if (isFirst && text !== '') {
      text = text.replace(/^\uFEFF/, '');
      isFirst = false;
    }
    yield* rowsOf(fast.write(text, next.done === true));
    if (fast.hasStopped()) break;
    if (next.done) return;
  }
  // csv-parse reads on from the row the fast reader stopped at, with the rest of the file.
  const rest = async function* (): AsyncGenerator<string> {
    yield fast.rest();
    for (;;) {
      const next = await chunks.next();
      if (next.done) {
        const last = decoder.decode();
        if (last !== '') yield last;
        return;
      }
      yield typeof next.value === 'string' ? next.value : decoder.decode(next.value, { stream: true });
    }
  };
  yield* readCsvParseRows(Readable.from(rest()));
}

/** Reads rows with csv-parse, each with the line it starts on. */
export async function* readCsvParseRows(input: Readable): AsyncGenerator<CsvRow> {
  const parser = input.pipe(
    parse({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: false }),
  );
  let endLine = 1;
  let emptyLines = 0;
  let invalidLengths = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Row;
      info: { lines: number; empty_lines: number; invalid_field_length: number; columns: unknown[] | boolean };
    }>) {
      const line = endLine + 1 + (info.empty_lines - emptyLines);
      const hasWrongLength = info.invalid_field_length > invalidLengths;
      ({ lines: endLine, empty_lines: emptyLines, invalid_field_length: invalidLengths } = info);
      const columnCount = Array.isArray(info.columns) ? info.columns.length : 0;
      yield { row: record, line, problem: hasWrongLength ? `does not have the header's ${columnCount} columns` : null };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const lines = (error as CsvError & { lines?: number }).lines;
      throw new CsvSyntaxError(`The file is not valid CSV: ${error.message}`, lines ?? endLine + 1);
    }
    throw error;
  }
}

const value = (row: Row, ...names: string[]): string | null => {
  for (const name of names) {
    const text = row[name]?.trim();
    if (text) return text;
  }
  return null;
};
const pipeList = (text: string | null) =>
  (text ?? '')
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const booleanWords: Record<string, boolean> = {
  '1': true,
  true: true,
  yes: true,
  y: true,
  '0': false,
  false: false,
  no: false,
  n: false,
};

/** The typed readers of one row; each problem is noted on the record. */
function fieldReader(row: Row, record: ProductRecord) {
  const number = (names: string[], options: { integer?: boolean; scale?: number } = {}): number | null => {
    const text = value(row, ...names);
    if (text === null) return null;
    const parsed = Number(text.replace(/^\$/, ''));
    if (!Number.isFinite(parsed) || (options.integer && !Number.isInteger(parsed)) || parsed < 0) {
      record.problems.push(
        `${names[0] ?? 'value'} '${text}' is not ${options.integer ? 'a whole number' : 'a number'}`,
      );
      return null;
    }
    return options.scale ? Math.round(parsed * options.scale) : parsed;
  };
  const flag = (name: string): boolean | null => {
    const text = value(row, name);
    if (text === null) return null;
    const parsed = booleanWords[text.toLowerCase()];
    if (parsed === undefined) record.problems.push(`${name} '${text}' is not 1/0, true/false or yes/no`);
    return parsed ?? null;
  };
  return { number, flag };
}

/** 'Ada Fields (illustrator)' → Ada Fields, illustrator; 'Ada Fields' → author. */
function contributorFromText(text: string): ContributorRecord {
  const match = /^(.*?)\s*\(([^()]+)\)$/.exec(text);
  return match?.[1]
    ? { name: match[1], role: roleFromText(match[2] ?? ''), bio: null, isCanadian: false }
    : { name: text, role: 'author', bio: null, isCanadian: false };
}

const audienceWords = new Set(['adult', 'young_adult', 'children', 'general']);

/** A catalogue CSV row (columns in README.md) → record. */
export function productFromCsvRow(row: Row, line: number): ProductRecord {
  const record = emptyProductRecord(line);
  const { number, flag } = fieldReader(row, record);
  record.reference = value(row, 'record_reference');
  record.identifiers = {
    isbn13: value(row, 'eisbn', 'isbn13', 'ean'),
    gtin13: null,
    isbn10: value(row, 'isbn10'),
    upc: value(row, 'upc'),
  };
  record.title = value(row, 'title');
  record.subtitle = value(row, 'subtitle');
  record.series = value(row, 'series');
  record.seriesNumber = value(row, 'series_number');
  record.contributors = [
    ...pipeList(value(row, 'authors')).map((name) => ({ name, role: 'author', bio: null, isCanadian: false })),
    ...pipeList(value(row, 'contributors')).map(contributorFromText),
  ];
  const bio = value(row, 'bio');
  if (bio && record.contributors[0]) record.contributors[0].bio = bio;
  record.language = value(row, 'language')?.toLowerCase() ?? null;
  const releaseDate = value(row, 'release_date');
  if (releaseDate !== null) {
    record.releaseDate = parseOnixDate(releaseDate);
    if (record.releaseDate === null) record.problems.push(`release_date '${releaseDate}' is not a YYYY-MM-DD date`);
  }
  record.publisher = value(row, 'publisher');
  const formBinding = bindingOf(value(row, 'product_form'), []);
  record.bindingCode = value(row, 'binding_code') ?? formBinding?.bindingCode ?? null;
  record.binding = value(row, 'binding') ?? formBinding?.binding ?? null;
  record.isAudiobook = flag('is_audiobook') ?? formBinding?.isAudiobook ?? false;
  record.isLargePrint = flag('is_large_print') ?? false;
  record.pages = number(['pages'], { integer: true });
  record.heightIn = number(['height_in']);
  record.widthIn = number(['width_in']);
  record.weightLb = number(['weight_lb']);
  record.cartonQty = number(['carton_qty'], { integer: true });
  const audience = value(row, 'audience');
  record.audience = audience === null ? null : audienceWords.has(audience) ? audience : audienceOf(audience);
  record.edition = value(row, 'edition');
  record.description = value(row, 'description');
  for (const subject of pipeList(value(row, 'subjects'))) {
    const space = subject.indexOf(' ');
    const code = space === -1 ? subject : subject.slice(0, space);
    const label = space === -1 ? null : subject.slice(space + 1).trim();
    record.subjects.push({ scheme: /^[A-Z]{3}\d{6}$/.test(code) ? 'BISAC' : 'THEMA', code, label });
  }
  record.listPriceUsaCents =
    number(['list_price_usa_cents'], { integer: true }) ?? number(['list_price_usa'], { scale: 100 });
  record.listPriceCanCents =
    number(['list_price_can_cents'], { integer: true }) ?? number(['list_price_can'], { scale: 100 });
  record.popularity = number(['popularity'], { integer: true });
  record.averageRating = number(['average_rating']);
  record.syntheticFields = value(row, 'synthetic_fields') ?? '';
  record.workIdentifier = value(row, 'work_key');
  return record;
}

/** Reads a catalogue CSV, yielding one record per row. */
export async function* readCatalogueCsv(input: Readable): AsyncGenerator<ProductRecord> {
  for await (const { row, line, problem } of readCsvRows(input)) {
    const record = productFromCsvRow(row, line);
    if (problem) record.problems.unshift(problem);
    record.reference ??= value(row, 'eisbn', 'isbn13', 'ean', 'isbn10', 'upc');
    yield record;
  }
}
