import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nowSeconds } from '../../../lib/time.ts';
import type { CatalogExecutor, CatalogRepository } from '../repository.ts';
import { CsvSyntaxError } from './csv-reader.ts';
import { OnixSyntaxError } from './onix-reader.ts';
import type { ImportFormat } from './formats.ts';
import { storeInteriors } from './interior-importer.ts';
import type { ProductRecord, RejectedRecord } from './product-record.ts';
import { readCheckedRecordsInWorker } from './read-in-worker.ts';
import { checkRecords, type CheckedRecord, type TitleRows } from './title-rows.ts';
import { vocabularyWordsOf, wordCountChanges } from '../search-text.ts';

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
  /**
   * Where to take interior images from: links that are files on this machine, relative to
   * `sourceDir` (the imported file's folder) or absolute, are stored under `dataDir`.
   */
  interiorImages?: { sourceDir: string; dataDir: string };
  batchSize?: number;
  /**
   * Into an empty catalogue on SQLite, load the whole file in one transaction, with the
   * catalogue's indexes built once at its end (`setAsideCatalogueIndexes`): for the command line,
   * whose process does nothing else. The server's own imports leave it off, as one long
   * transaction would hold up every other request of the process.
   */
  isWholeFileLoad?: boolean;
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
  const { repo } = options;
  await repo.useForImport();
  const records = readCheckedRecordsInWorker({ file, format, now: nowSeconds() });
  const fileOptions = { batchSize: fileBatchSize, ...options };
  const summary =
    options.isWholeFileLoad && (await repo.isCatalogueEmpty())
      ? await importInOneTransaction(records, fileOptions)
      : await importCheckedRecords(records, fileOptions, (work) => repo.transaction(work));
  await repo.refreshStatistics();
  return summary;
}

/**
 * The first load of a catalogue (docs/decisions/0061-catalogue-import-speed.md): every batch is
 * written in one transaction, without the catalogue's indexes, which are built once before it
 * commits. Where the indexes cannot be set aside (PostgreSQL), the batches still share the one
 * transaction. Interior images are stored once the titles are committed.
 */
async function importInOneTransaction(
  records: AsyncIterable<CheckedRecord>,
  options: ImportOptions,
): Promise<ImportSummary> {
  const { repo, interiorImages } = options;
  const withImages: InteriorLinks[] = [];
  const summary = await repo.transaction(async (trx) => {
    const restoreIndexes = await repo.setAsideCatalogueIndexes(trx);
    const loaded = await importCheckedRecords(
      records,
      { ...options, interiorImages: undefined },
      (work) => work(trx),
      (rows) => {
        for (const row of rows)
          if (row.interiorImageLinks.length > 0)
            withImages.push({ eisbn: row.title.eisbn, links: row.interiorImageLinks });
      },
    );
    await restoreIndexes?.();
    return loaded;
  });
  if (interiorImages) await importInteriorImages(withImages, summary, { repo, ...interiorImages });
  return summary;
}

/** Runs a batch's writes, in a transaction of its own or in the one a whole-file load shares. */
type BatchRunner = (work: (trx: CatalogExecutor) => Promise<void>) => Promise<void>;

async function importCheckedRecords(
  checked: AsyncIterable<CheckedRecord>,
  options: ImportOptions,
  runBatch: BatchRunner = (work) => options.repo.transaction(work),
  onWritten?: (rows: TitleRows[]) => void,
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
    await runBatch(async (trx) => {
      const existing = await repo.findExistingEisbns(eisbns, trx);
      // The vocabulary follows the search text it is counted from (docs/features/browse-and-search.md#typos).
      const before = existing.size > 0 ? await repo.findSearchableText([...existing], trx) : [];
      await repo.upsertTitles(
        rows.map((row) => row.title),
        trx,
      );
      await repo.changeVocabulary(
        wordCountChanges(
          before.map(vocabularyWordsOf),
          rows.map((row) => row.searchWords),
        ),
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
    onWritten?.(rows);
    if (options.interiorImages) {
      const withImages = rows.map((row) => ({ eisbn: row.title.eisbn, links: row.interiorImageLinks }));
      await importInteriorImages(withImages, summary, { repo, ...options.interiorImages });
    }
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

/** A title's interior image links as the file gave them. */
type InteriorLinks = { eisbn: string; links: string[] };

/** A link to an image on this machine (a path, or a file: URL); null for one on the web, which an import does not fetch. */
function localFileOf(link: string, sourceDir: string): string | null {
  if (/^file:/i.test(link)) {
    try {
      return fileURLToPath(link);
    } catch {
      return null;
    }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(link)) return null;
  return path.resolve(sourceDir, link);
}

/**
 * docs/features/item-page.md#gallery: a title's interior image links that are files here become its
 * interior images, in the file's order; a link to the web, or to no file, is passed over.
 */
async function importInteriorImages(
  titles: InteriorLinks[],
  summary: ImportSummary,
  options: { repo: CatalogRepository; sourceDir: string; dataDir: string },
): Promise<void> {
  for (const title of titles) {
    const files = title.links
      .map((link) => localFileOf(link, options.sourceDir))
      .filter((file): file is string => file !== null && fs.existsSync(file));
    if (files.length === 0) continue;
    const result = await storeInteriors(
      title.eisbn,
      files.map((file, index) => ({ position: index + 1, file })),
      options,
    );
    for (const refusal of result.refused) {
      reject(summary, {
        reference: title.eisbn,
        line: null,
        reason: `interior image ${path.basename(refusal.file)}: ${refusal.reason}`,
      });
    }
  }
}
