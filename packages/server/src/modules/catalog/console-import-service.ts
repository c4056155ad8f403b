import fs from 'node:fs';
import path from 'node:path';
import {
  consoleCatalogueErrorCodes,
  consoleCatalogueMessages,
  consoleImportStatuses,
  consoleImportSummarySchema,
  type ConsoleImportProgress,
  type ConsoleImportStatus,
  type ConsoleImportSummary,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { randomToken } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { StaffIdentity, StaffService } from '../console/staff-service.ts';
import { createJobsService, type JobFailureLogger, type JobHandler, type JobHandlers } from '../jobs/service.ts';
import type { StoreService } from '../store/service.ts';
import type { ConsoleCatalogueRepository } from './console-repository.ts';
import { detectFormat } from './import/formats.ts';
import { countRecords } from './import/record-count.ts';
import { importStock } from './import/stock-importer.ts';
import { importTitleFile, type ImportSummary } from './import/title-importer.ts';
import { createCatalogRepository } from './repository.ts';

/** The jobs table's type of a console upload's import. */
export const catalogueImportJobType = 'catalogue.import';

/** Progress is written at most this often (the console polls every half second). */
const progressWriteMs = 250;

type ImportKind = 'titles' | 'stock';

/** Everything the job needs, so any server process with the same DATA_DIR can run it from its row. */
type ImportJob = {
  importId: string;
  kind: ImportKind;
  /** The uploaded file, relative to DATA_DIR/files; removed once imported. */
  file: string;
  locationId: string | null;
  staff: StaffIdentity;
};

const statusOf = (status: string): ConsoleImportStatus =>
  consoleImportStatuses.find((candidate) => candidate === status) ?? 'waiting';

const summaryOf = (text: string | null): ConsoleImportSummary | null =>
  text === null ? null : consoleImportSummarySchema.parse(JSON.parse(text));

/** The name an upload is shown and audited by: without a folder, at most the audit log's 200 characters. */
const shownFileName = (name: string) => name.split(/[\\/]/).pop()?.trim().slice(0, 200) || 'upload';

/** The audit's account of a finished import: its counts, not its rejected records. */
const countsOf = (summary: ImportSummary) => ({
  read: summary.read,
  inserted: summary.inserted,
  updated: summary.updated,
  rejected: summary.rejected,
  ...(summary.fatal ? { fatal_line: summary.fatal.line } : {}),
});

/**
 * Catalogue and stock files uploaded in the store console (docs/features/store-console.md#catalogue-and-stock):
 * the upload is kept under DATA_DIR/files/imports, an import row and a job are recorded with the
 * audit entry, and this process runs the job at once through the same importers as the `import`
 * and `stock` commands, writing how far it has read to the row for console/catalogue/importProgress.
 */
export function createConsoleImportService(deps: {
  db: Kysely<Database>;
  repo: ConsoleCatalogueRepository;
  stores: Pick<StoreService, 'locationIdsOf'>;
  audit: Pick<StaffService, 'recordAudit'>;
  dataDir: string;
  logger?: JobFailureLogger | undefined;
}) {
  const { repo } = deps;
  const catalog = createCatalogRepository(deps.db);
  const jobs = createJobsService(deps.db, { logger: deps.logger });
  const filesDir = path.resolve(deps.dataDir, 'files');
  const inFlight = new Set<Promise<unknown>>();

  const runImport: JobHandler = async (job) => {
    const payload = JSON.parse(job.payload) as ImportJob;
    const row = await repo.findImport(payload.staff.storeId, payload.importId);
    if (!row || row.status === 'done' || row.status === 'failed') return;
    const file = path.resolve(filesDir, payload.file);
    if (!file.startsWith(path.join(filesDir, 'imports') + path.sep)) throw new Error('an import file outside imports/');
    let lastWriteMs = 0;
    let writing: Promise<unknown> = Promise.resolve();
    const onProgress = (progress: ImportSummary) => {
      const nowMs = Date.now();
      if (nowMs - lastWriteMs < progressWriteMs) return;
      lastWriteMs = nowMs;
      const read = progress.read;
      writing = writing.then(() => repo.updateImport(row.id, { readCount: read }));
    };
    try {
      const format = payload.kind === 'stock' ? 'csv' : await detectFormat(file);
      await repo.updateImport(row.id, { status: 'running', totalCount: await countRecords(file, format) });
      const summary =
        payload.kind === 'stock'
          ? await importStock(fs.createReadStream(file), {
              repo: catalog,
              stores: deps.stores,
              storeId: row.storeId,
              locationId: payload.locationId ?? undefined,
              onlyLocation: true,
              onProgress,
              progressEvery: 50,
            })
          : // No interior images: links in an uploaded file never reach files on this machine.
            await importTitleFile(file, format, { repo: catalog, onProgress, progressEvery: 200 });
      await writing;
      await repo.transaction(async (trx) => {
        await repo.updateImport(
          row.id,
          { status: 'done', readCount: summary.read, summary: JSON.stringify(summary), finishedAt: nowSeconds() },
          trx,
        );
        await deps.audit.recordAudit(trx, payload.staff, {
          action: payload.kind === 'stock' ? 'catalogue.stockImported' : 'catalogue.imported',
          subject: row.fileName,
          after: {
            import_id: row.id,
            ...(row.locationId ? { location_id: row.locationId } : {}),
            ...countsOf(summary),
          },
        });
      });
    } catch (error) {
      // A failed import says so in the console rather than being tried again for hours.
      deps.logger?.error({ err: error, importId: row.id }, 'a console import failed');
      await writing.catch(() => undefined);
      await repo.updateImport(row.id, { status: 'failed', finishedAt: nowSeconds() });
    } finally {
      await fs.promises.rm(file, { force: true });
    }
  };

  async function start(
    staff: StaffIdentity,
    upload: { kind: ImportKind; fileName: string; data: Buffer; locationId: string | null },
  ): Promise<string> {
    const input = { ...upload, fileName: shownFileName(upload.fileName) };
    const now = nowSeconds();
    const importId = randomToken(24);
    const relativeFile = path.posix.join('imports', `${importId}.upload`);
    await fs.promises.mkdir(path.join(filesDir, 'imports'), { recursive: true });
    await fs.promises.writeFile(path.join(filesDir, relativeFile), input.data);
    const payload: ImportJob = { importId, kind: input.kind, file: relativeFile, locationId: input.locationId, staff };
    const job = await repo.transaction(async (trx) => {
      await repo.insertImport(
        {
          id: importId,
          storeId: staff.storeId,
          staffId: staff.id,
          kind: input.kind,
          fileName: input.fileName,
          locationId: input.locationId,
          totalCount: null,
          summary: null,
          createdAt: now,
          finishedAt: null,
        },
        trx,
      );
      await deps.audit.recordAudit(trx, staff, {
        action: input.kind === 'stock' ? 'catalogue.importStock' : 'catalogue.import',
        subject: input.fileName,
        after: { import_id: importId, ...(input.locationId ? { location_id: input.locationId } : {}) },
      });
      return createJobsService(trx, { logger: deps.logger }).enqueueClaimed(
        { storeId: staff.storeId, type: catalogueImportJobType, payload },
        now,
      );
    });
    // After the answer is on its way: the console starts polling while the file is imported.
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => jobs.runNow(job, runImport))
      .catch((error: unknown) => deps.logger?.error({ err: error, importId }, 'a console import job stopped'))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
    return importId;
  }

  return {
    /** console/catalogue/import: an ONIX or catalogue CSV file; answers the import's id at once. */
    importTitles: (staff: StaffIdentity, file: { fileName: string; data: Buffer }) =>
      start(staff, { kind: 'titles', ...file, locationId: null }),

    /** console/catalogue/importStock: a stock CSV for one of the store's locations. */
    async importStock(staff: StaffIdentity, file: { fileName: string; data: Buffer; locationId: string }) {
      const locationIds = [...((await deps.stores.locationIdsOf(staff.storeId)) ?? [])];
      if (!locationIds.includes(file.locationId)) {
        const message = consoleCatalogueMessages.locationUnknown(file.locationId, locationIds);
        throw new NotFoundError(consoleCatalogueErrorCodes.locationNotFound, message, { location_id: message });
      }
      return start(staff, { kind: 'stock', ...file });
    },

    /** console/catalogue/importProgress: this store's import only; another's is not found. */
    async progress(storeId: string, importId: string): Promise<ConsoleImportProgress> {
      const row = await repo.findImport(storeId, importId);
      if (!row) {
        throw new NotFoundError(consoleCatalogueErrorCodes.importNotFound, consoleCatalogueMessages.importNotFound);
      }
      const status = statusOf(row.status);
      const total = row.totalCount === null || Number(row.totalCount) === 0 ? null : Number(row.totalCount);
      const read = Number(row.readCount);
      return {
        import_id: row.id,
        kind: row.kind === 'stock' ? 'stock' : 'titles',
        file_name: row.fileName,
        location_id: row.locationId,
        status,
        progress:
          status === 'done'
            ? 100
            : total === null
              ? 0
              : Math.min(99, Math.floor((Math.min(read, total) / total) * 100)),
        read,
        total,
        summary: summaryOf(row.summary),
      };
    },

    /** The job handler a worker runs, for imports a stopped process left. */
    jobHandlers: (): JobHandlers => ({ [catalogueImportJobType]: runImport }),

    /** Waits for the imports this process is running. */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
export type ConsoleImportService = ReturnType<typeof createConsoleImportService>;
