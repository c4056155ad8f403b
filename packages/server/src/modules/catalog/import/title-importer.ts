import { nowSeconds } from '../../../lib/time.ts';
import type { CatalogRepository } from '../repository.ts';
import { CsvSyntaxError } from './csv-reader.ts';
import { OnixSyntaxError } from './onix-reader.ts';
import type { ProductRecord, RejectedRecord } from './product-record.ts';
import { toTitleRows, type TitleRows } from './title-rows.ts';

export type ImportSummary = {
  read: number;
  inserted: number;
  updated: number;
  rejected: number;
  /** The first rejected records (at most `maxReportedErrors`; `rejected` counts them all). */
  errors: RejectedRecord[];
  /** Set when the file could not be read to its end; what came before it was imported. */
  fatal: { message: string; line: number } | null;
};

export const maxReportedErrors = 1000;
const defaultBatchSize = 500;

export const emptySummary = (): ImportSummary => ({
  read: 0,
  inserted: 0,
  updated: 0,
  rejected: 0,
  errors: [],
  fatal: null,
});

export function reject(summary: ImportSummary, rejected: RejectedRecord) {
  summary.rejected += 1;
  if (summary.errors.length < maxReportedErrors) summary.errors.push(rejected);
}

/**
 * Imports product records as they are read: each batch of titles is written in one transaction,
 * by upsert, and replaces the contributors, subjects and reviews of the titles it holds. A record
 * that fails validation is reported and skipped.
 */
export async function importTitles(
  records: AsyncIterable<ProductRecord>,
  options: {
    repo: CatalogRepository;
    batchSize?: number;
    /** Called after every `progressEvery` records read. */
    onProgress?: (summary: ImportSummary) => void;
    progressEvery?: number;
  },
): Promise<ImportSummary> {
  const { repo, onProgress } = options;
  const batchSize = options.batchSize ?? defaultBatchSize;
  const progressEvery = options.progressEvery ?? 10_000;
  const summary = emptySummary();
  const now = nowSeconds();
  let batch = new Map<string, TitleRows>();

  const flush = async () => {
    if (batch.size === 0) return;
    const rows = [...batch.values()];
    const eisbns = [...batch.keys()];
    batch = new Map();
    await repo.transaction(async (trx) => {
      const existing = await repo.findExistingEisbns(eisbns, trx);
      await repo.upsertTitles(
        rows.map((row) => row.title),
        trx,
      );
      await repo.replaceTitleDetails(
        [...existing],
        {
          contributors: rows.flatMap((row) => row.contributors),
          subjects: rows.flatMap((row) => row.subjects),
          reviews: rows.flatMap((row) => row.reviews),
        },
        trx,
      );
      summary.updated += existing.size;
      summary.inserted += eisbns.length - existing.size;
    });
  };

  try {
    for await (const record of records) {
      summary.read += 1;
      const rows = toTitleRows(record, now);
      if ('reason' in rows) {
        reject(summary, { reference: record.reference, line: record.line, reason: rows.reason });
      } else {
        // The same title twice in a file: the later record wins, as it would across batches.
        if (batch.has(rows.title.eisbn)) await flush();
        batch.set(rows.title.eisbn, rows);
        if (batch.size >= batchSize) await flush();
      }
      if (onProgress && summary.read % progressEvery === 0) onProgress(summary);
    }
  } catch (error) {
    if (!(error instanceof OnixSyntaxError || error instanceof CsvSyntaxError)) throw error;
    summary.fatal = { message: error.message, line: error.line };
  }
  await flush();
  return summary;
}
