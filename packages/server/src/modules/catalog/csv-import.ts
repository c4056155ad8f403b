import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { z } from 'zod';
import type { NewStock, NewTitle, NewTitleContributor, NewTitleSubject } from '../../db/schema.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { CatalogRepository } from './repository.ts';

/*
 * CSV import of titles and stock (the demo catalogue; later the bookseller's own files). Streams
 * the file and writes in batched transactions with upserts, so re-running a file updates rows.
 */

const batchSize = 500;

export class CatalogImportError extends Error {}

const text = z.string().trim();
const optionalText = text.transform((value) => (value === '' ? null : value));
const optionalInt = text.transform((value, ctx) => {
  if (value === '') return null;
  const number = Number(value);
  if (!Number.isInteger(number)) {
    ctx.addIssue({ code: 'custom', message: `'${value}' is not a whole number` });
    return z.NEVER;
  }
  return number;
});
const optionalNumber = text.transform((value, ctx) => {
  if (value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number)) {
    ctx.addIssue({ code: 'custom', message: `'${value}' is not a number` });
    return z.NEVER;
  }
  return number;
});
const requiredInt = optionalInt.refine((value) => value !== null, 'is required');
/** 'YYYY-MM-DD' → UTC unix seconds at midnight. */
const optionalDate = text.transform((value, ctx) => {
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time)) {
    ctx.addIssue({ code: 'custom', message: `'${value}' is not a YYYY-MM-DD date` });
    return z.NEVER;
  }
  return Math.floor(time / 1000);
});
const pipeList = text.transform((value) =>
  value
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

const titleRowSchema = z.object({
  eisbn: text.regex(/^[0-9X]{10,20}$/, 'is not an ISBN/EAN'),
  isbn10: optionalText,
  title: text.min(1, 'is required'),
  subtitle: optionalText,
  series: optionalText,
  series_number: optionalText,
  authors: pipeList,
  language: optionalText,
  release_date: optionalDate,
  publisher: optionalText,
  binding_code: optionalText,
  binding: optionalText,
  pages: optionalInt,
  subjects: pipeList,
  list_price_usa_cents: optionalInt,
  list_price_can_cents: optionalInt,
  popularity: optionalInt,
  average_rating: optionalNumber,
  synthetic_fields: text.default(''),
});

const stockRowSchema = z.object({
  location_id: text.min(1, 'is required'),
  eisbn: text.min(1, 'is required'),
  onhand: requiredInt,
  onorder: requiredInt,
  price_cents: requiredInt,
});

/** What the stock import needs to know of a title it prices. */
export type TitleFacts = {
  listPriceUsaCents: number | null;
  listPriceCanCents: number | null;
  releaseDate: number | null;
};

async function* readRows<T extends z.ZodType>(
  input: Readable,
  schema: T,
  fileLabel: string,
): AsyncGenerator<z.output<T>> {
  const parser = input.pipe(parse({ columns: true, bom: true, skip_empty_lines: true, trim: false }));
  let line = 1;
  for await (const record of parser as AsyncIterable<unknown>) {
    line += 1;
    const result = schema.safeParse(record);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');
      throw new CatalogImportError(`${fileLabel} row ${line}: ${problems}`);
    }
    yield result.data;
  }
}

async function* inBatches<T>(rows: AsyncIterable<T>): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Spec 1 §3 availability: forthcoming before release, no_price without a price, else available. */
function availabilityOf(priceCents: number, facts: TitleFacts | undefined, now: number): string {
  if (facts?.releaseDate !== null && facts?.releaseDate !== undefined && facts.releaseDate > now) return 'forthcoming';
  if (priceCents <= 0) return 'no_price';
  return 'available';
}

export function createCatalogImportService(repo: CatalogRepository) {
  return {
    /** Imports a titles CSV; returns what the stock import needs of each title. */
    async importTitles(input: Readable, fileLabel = 'titles'): Promise<Map<string, TitleFacts>> {
      const facts = new Map<string, TitleFacts>();
      const now = nowSeconds();
      for await (const batch of inBatches(readRows(input, titleRowSchema, fileLabel))) {
        // A later row for the same eisbn wins, as it would across batches.
        const byEisbn = new Map(batch.map((row) => [row.eisbn, row]));
        const titles: NewTitle[] = [];
        const contributors: NewTitleContributor[] = [];
        const subjects: NewTitleSubject[] = [];
        for (const row of byEisbn.values()) {
          titles.push({
            eisbn: row.eisbn,
            isbn10: row.isbn10,
            title: row.title,
            subtitle: row.subtitle,
            series: row.series,
            seriesNumber: row.series_number,
            publisher: row.publisher,
            language: row.language,
            releaseDate: row.release_date,
            bindingCode: row.binding_code,
            binding: row.binding,
            pages: row.pages,
            popularity: row.popularity,
            averageRating: row.average_rating,
            syntheticFields: row.synthetic_fields,
            createdAt: now,
            updatedAt: now,
          });
          row.authors.forEach((name, position) =>
            contributors.push({ eisbn: row.eisbn, position, name, role: 'author' }),
          );
          const seenCodes = new Set<string>();
          for (const subject of row.subjects) {
            const space = subject.indexOf(' ');
            const code = space === -1 ? subject : subject.slice(0, space);
            if (seenCodes.has(code)) continue;
            seenCodes.add(code);
            subjects.push({ eisbn: row.eisbn, code, label: space === -1 ? code : subject.slice(space + 1).trim() });
          }
          facts.set(row.eisbn, {
            listPriceUsaCents: row.list_price_usa_cents,
            listPriceCanCents: row.list_price_can_cents,
            releaseDate: row.release_date,
          });
        }
        await repo.transaction(async (trx) => {
          await repo.upsertTitles(titles, trx);
          await repo.replaceTitleDetails([...byEisbn.keys()], { contributors, subjects }, trx);
        });
      }
      return facts;
    },

    /** Imports a stock CSV for one store; every eisbn must be among `titles` (imported just before). */
    async importStock(options: {
      storeId: string;
      input: Readable;
      titles: Map<string, TitleFacts>;
      fileLabel?: string;
    }) {
      const now = nowSeconds();
      let count = 0;
      for await (const batch of inBatches(readRows(options.input, stockRowSchema, options.fileLabel ?? 'stock'))) {
        const rows = new Map<string, NewStock>();
        for (const row of batch) {
          const facts = options.titles.get(row.eisbn);
          if (!facts)
            throw new CatalogImportError(
              `${options.fileLabel ?? 'stock'}: eisbn ${row.eisbn} is not in the titles file`,
            );
          rows.set(`${row.location_id} ${row.eisbn}`, {
            storeId: options.storeId,
            locationId: row.location_id,
            eisbn: row.eisbn,
            conditionCode: 'NEW',
            onhand: row.onhand ?? 0,
            onorder: row.onorder ?? 0,
            priceCents: row.price_cents ?? 0,
            listPriceUsaCents: facts.listPriceUsaCents,
            listPriceCanCents: facts.listPriceCanCents,
            availabilityCode: availabilityOf(row.price_cents ?? 0, facts, now),
            isExtraOrderable: 1,
            updatedAt: now,
          });
        }
        await repo.transaction((trx) => repo.upsertStock([...rows.values()], trx));
        count += rows.size;
      }
      return count;
    },
  };
}
export type CatalogImportService = ReturnType<typeof createCatalogImportService>;
