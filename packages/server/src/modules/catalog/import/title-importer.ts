import { nowSeconds } from '../../../lib/time.ts';
import type { CatalogRepository } from '../repository.ts';
import { CsvSyntaxError } from './csv-reader.ts';
import { OnixSyntaxError } from './onix-reader.ts';
import type { ImportFormat } from './formats.ts';
import type { ProductRecord, RejectedRecord } from './product-record.ts';
import { readCheckedRecordsInWorker } from './read-in-worker.ts';
import { checkRecords, type CheckedRecord, type TitleRows } from './title-rows.ts';

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
/**
 * A file read in a worker is written in transactions of 1,000 titles: fewer commits than 500, while
 * 2,000 let the writing thread's heap grow by some 40 MB.
 */
const fileBatchSize = 1000;

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

type ImportOptions = {
  repo: CatalogRepository;
  batchSize?: number;
  /** Called after every `progressEvery` records read. */
  onProgress?: (summary: ImportSummary) => void;
  progressEvery?: number;
};

/**
 * Imports product records as they are read: each batch of titles is written in one transaction,
 * by upsert, and replaces the contributors, subjects and reviews of the titles it holds. A record
 * that fails validation is reported and skipped.
 */
export function importTitles(records: AsyncIterable<ProductRecord>, options: ImportOptions): Promise<ImportSummary> {
  return importCheckedRecords(checkRecords(records, nowSeconds()), options);
}

/**
 * Imports a file as `importTitles` does, with the reading and checking (XML or CSV parsing,
 * identifiers, HTML) in a worker thread while this thread writes.
 */
export async function importTitleFile(
  file: string,
  format: ImportFormat,
  options: ImportOptions,
): Promise<ImportSummary> {
  await options.repo.useForImport();
  const summary = await importCheckedRecords(readCheckedRecordsInWorker({ file, format, now: nowSeconds() }), {
    batchSize: fileBatchSize,
    ...options,
  });
  await options.repo.refreshStatistics();
  return summary;
}

async function importCheckedRecords(
  checked: AsyncIterable<CheckedRecord>,
  options: ImportOptions,
): Promise<ImportSummary> {
  const { repo, onProgress } = options;
  const batchSize = options.batchSize ?? defaultBatchSize;
  const progressEvery = options.progressEvery ?? 10_000;
  const summary = emptySummary();
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
    for await (const record of checked) {
      summary.read += 1;
      if (record.rejected) {
        reject(summary, record.rejected);
      } else {
        const { rows } = record;
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
