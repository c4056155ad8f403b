import fs from 'node:fs';
import path from 'node:path';
import {
  listPdfOptions,
  reportErrorCodes,
  reportMessages,
  type ListPdfLayout,
  type ListPdfOptions,
  type ReportProgress,
  type ReportStatus,
  type TitleSummary,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { randomToken } from '../../lib/ids.ts';
import { nowSeconds, secondsPerDay } from '../../lib/time.ts';
import type { TitleFactsService } from '../catalog/title-facts-service.ts';
import type { Viewer } from '../catalog/viewer.ts';
import { createJobsService, type JobFailureLogger, type JobHandler, type JobHandlers } from '../jobs/service.ts';
import type { ListOwner, ListsService } from '../lists/service.ts';
import type { ListShareService } from '../lists/share-service.ts';
import { listPdf, type CoverImage } from './pdf.ts';
import { createReportsRepository, type ReportRow } from './repository.ts';

/** The jobs table's type of a list's PDF. */
export const listPdfJobType = 'report.listPdf';

/** The most titles of a store list one PDF prints. */
const storeListMaxTitles = 5000;

/** How long a report and its file are kept: a day, then the /pdf/{id} page finds nothing. */
export const reportLifetimeSeconds = secondsPerDay;

/** The progress shown while titles are laid out; 99 is the spec's "Converting", 100 done. */
const layoutShare = 98;
/** Progress is written at most this often (the page polls every 100 ms). */
const progressWriteMs = 100;

/** Everything the job needs, so any server process can make the PDF from the job's row alone. */
type ListPdfJob = {
  reportId: string;
  layout: ListPdfLayout;
  storeName: string;
  listName: string;
  description: string;
  printedOn: string;
  rows: TitleSummary[];
};

/** A file name for the PDF: the list's name's letters and digits, or "list". */
const fileNameOf = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'list'
  }.pdf`;

const statusOf = (row: ReportRow): ReportStatus =>
  (['waiting', 'running', 'done', 'failed'] as const).find((status) => status === row.status) ?? 'waiting';

/**
 * A list's PDF (docs/features/lists.md#pdf): titlelist/getPdf records a report and a job, and this
 * process starts the job at once; the job writes its progress to the report's row, so report/progress
 * answers from any process. A process that stops mid-way leaves the job to a worker once its claim runs out.
 */
export function createReportsService(deps: {
  db: Kysely<Database>;
  shares: Pick<ListShareService, 'wholeList'>;
  /** The store's own lists (featured lists, custom pages' lists), which any customer may print. */
  storeLists?: Pick<ListsService, 'getStoreList' | 'storeListTitles'>;
  titleFacts: Pick<TitleFactsService, 'findCover'>;
  dataDir: string;
  logger?: JobFailureLogger | undefined;
  /** Start each report in this process at once (default); false leaves it to a worker. */
  runAtOnce?: boolean;
}) {
  const repo = createReportsRepository(deps.db);
  const jobs = createJobsService(deps.db, { logger: deps.logger });
  const filesDir = path.resolve(deps.dataDir, 'files');
  /** Jobs this process started and has not finished (tests and shutdown wait for them). */
  const inFlight = new Set<Promise<unknown>>();

  /** A stored JPEG or PNG cover; other types and missing files get the PDF's drawn stand-in. */
  const cover: CoverImage = async (eisbn) => {
    const row = await deps.titleFacts.findCover(eisbn);
    if (!row || !['image/jpeg', 'image/png'].includes(row.contentType)) return null;
    const filePath = path.resolve(filesDir, row.path);
    if (!filePath.startsWith(filesDir + path.sep)) return null;
    return fs.promises.readFile(filePath).catch(() => null);
  };

  const makeListPdf: JobHandler = async (job) => {
    const payload = JSON.parse(job.payload) as ListPdfJob;
    const report = await repo.findById(payload.reportId);
    // Made already, failed, or expired and removed: nothing to do.
    if (!report || report.status === 'done' || report.status === 'failed') return;
    const startedMs = Date.now();
    await repo.update(report.id, { status: 'running', startedAt: nowSeconds(), progress: 0, etaSeconds: null });
    let lastWriteMs = 0;
    try {
      const file = await listPdf({ ...payload }, payload.layout, {
        cover,
        onProgress: async (done, total) => {
          const nowMs = Date.now();
          if (done < total && nowMs - lastWriteMs < progressWriteMs) return;
          lastWriteMs = nowMs;
          const elapsed = (nowMs - startedMs) / 1000;
          await repo.update(report.id, {
            progress: Math.floor((done / total) * layoutShare),
            etaSeconds: Math.ceil((elapsed / done) * (total - done)),
          });
        },
      });
      // The titles are laid out; the file is being put together (the spec's Converting at 99%).
      await repo.update(report.id, { progress: 99, etaSeconds: 0 });
      await repo.update(report.id, { status: 'done', progress: 100, etaSeconds: 0, file, finishedAt: nowSeconds() });
    } catch (error) {
      // A failed report says so on its page rather than being tried again for hours.
      deps.logger?.error({ err: error, reportId: report.id }, 'a list PDF could not be made');
      await repo.update(report.id, { status: 'failed', etaSeconds: null, finishedAt: nowSeconds() });
    }
  };

  async function ownedOrThrow(owner: ListOwner, id: string): Promise<ReportRow> {
    const report = await repo.findOwned(owner, id, nowSeconds());
    if (!report) throw new NotFoundError(reportErrorCodes.notFound, reportMessages.notFound);
    return report;
  }

  const progressOf = (report: ReportRow): ReportProgress => {
    const status = statusOf(report);
    return {
      progress: Math.max(0, Math.min(100, Number(report.progress))),
      eta_seconds: report.etaSeconds === null ? null : Math.max(0, Number(report.etaSeconds)),
      completed: status === 'done',
      status,
    };
  };

  return {
    /** titlelist/getPdfOptions: the first layout is the default. */
    pdfOptions: (): ListPdfOptions => listPdfOptions,

    /** titlelist/getPdf: records the report and starts making it; answers its id at once. */
    async startListPdf(
      owner: ListOwner,
      viewer: Viewer,
      input: { listId: string; layout: ListPdfLayout; storeName: string; printedOn: string },
    ): Promise<string> {
      // docs/features/custom-pages.md#store-lists: a store list is anyone's to view, so a customer may print it too.
      const storeItems = await deps.storeLists?.storeListTitles(viewer, input.listId, { limit: storeListMaxTitles });
      const { list, rows } =
        storeItems && deps.storeLists
          ? { list: await deps.storeLists.getStoreList(owner.storeId, input.listId), rows: storeItems.rows }
          : await deps.shares.wholeList(owner, viewer, input.listId);
      if (rows.length === 0) throw new ConflictError(reportErrorCodes.listEmpty, reportMessages.listEmpty);
      const now = nowSeconds();
      const reportId = randomToken(24);
      await repo.insert({
        id: reportId,
        storeId: owner.storeId,
        userId: owner.userId,
        kind: `list-pdf-${input.layout}`,
        etaSeconds: null,
        fileName: fileNameOf(list.name),
        file: null,
        createdAt: now,
        startedAt: null,
        finishedAt: null,
        expiresAt: now + reportLifetimeSeconds,
      });
      const payload: ListPdfJob = {
        reportId,
        layout: input.layout,
        storeName: input.storeName,
        listName: list.name,
        description: list.description,
        printedOn: input.printedOn,
        rows,
      };
      if (deps.runAtOnce === false) {
        await jobs.enqueue({ storeId: owner.storeId, type: listPdfJobType, payload }, now);
        return reportId;
      }
      const job = await jobs.enqueueClaimed({ storeId: owner.storeId, type: listPdfJobType, payload }, now);
      // After the answer is on its way: the page starts polling while the PDF is made.
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => jobs.runNow(job, makeListPdf))
        .catch((error: unknown) => deps.logger?.error({ err: error, reportId }, 'a list PDF job stopped'))
        .finally(() => inFlight.delete(run));
      inFlight.add(run);
      return reportId;
    },

    /** report/progress: the customer's report only; another's, or an expired one, is not found. */
    async progress(owner: ListOwner, id: string): Promise<ReportProgress> {
      return progressOf(await ownedOrThrow(owner, id));
    },

    /** report/get: the finished file and its name. */
    async file(owner: ListOwner, id: string): Promise<{ fileName: string; file: Buffer }> {
      const report = await ownedOrThrow(owner, id);
      const file = report.status === 'done' ? await repo.fileOf(report.id) : null;
      if (!file) throw new ConflictError(reportErrorCodes.notReady, reportMessages.notReady);
      return { fileName: report.fileName, file };
    },

    /** Removes expired reports (a periodic job of each process). */
    deleteExpired: (now = nowSeconds()) => repo.deleteExpired(now),

    /** The job handlers a worker runs, for reports a stopped process left. */
    jobHandlers: (): JobHandlers => ({ [listPdfJobType]: makeListPdf }),

    /** Waits for the reports this process is making. */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
