import fs from 'node:fs';
import path from 'node:path';
import type { TitleList, TitleSummary } from '@bookfront/contract';
import { expect, it } from 'vitest';
import type { Viewer } from '../catalog/viewer.ts';
import { createJobsService } from '../jobs/service.ts';
import { describeEachDatabase, openMigratedTestDatabase } from '../../test/databases.ts';
import { createFactories } from '../../test/factories.ts';
import { createReportsService } from './service.ts';

/** A 1 × 1 PNG. */
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const silentLogger = { warn: () => {}, error: () => {} };

const title = (eisbn: string, name: string): TitleSummary => ({
  eisbn,
  title: name,
  subtitle: '',
  series: '',
  series_num: '',
  authors: [{ name: 'Ann Author', canadian: false, role: 'author' }],
  binding: 'Paperback',
  binding_code: 'TP',
  release_date: null,
  is_forthcoming: false,
  is_large_print: false,
  is_giftcard: false,
  rank: null,
  status: 'in_stock',
  price: 1500,
  list_price_usa: 1500,
  list_price_can: null,
  carton_qty: null,
  cover_image_cache: '',
  multistore_available: false,
  at_other_locations: [],
  available: [],
});

/** A reports service whose reports wait for a worker, over a list of `rows`. */
async function setUp(
  dialect: Parameters<typeof openMigratedTestDatabase>[0],
  rows: TitleSummary[],
  options: { layout?: 'catalogue' | 'checklist'; coverPath?: string } = {},
) {
  const database = await openMigratedTestDatabase(dialect);
  const store = await createFactories(database.db).store();
  const list = { list_id: 'list-1', name: 'Book club', description: '' } as TitleList;
  const reports = createReportsService({
    db: database.db,
    shares: { wholeList: async () => ({ list, rows }) },
    titleFacts: {
      findCover: async (eisbn: string) =>
        options.coverPath
          ? { eisbn, cacheKey: 'k', contentType: 'image/png', path: options.coverPath, bytes: 70 }
          : undefined,
    },
    dataDir: database.dataDir,
    logger: silentLogger,
    runAtOnce: false,
  });
  const owner = { storeId: store.id, userId: 'user-1', isAmerican: true };
  const start = () =>
    reports.startListPdf(owner, {} as Viewer, {
      listId: list.list_id,
      layout: options.layout ?? 'checklist',
      storeName: 'Riverbend Books',
      printedOn: 'November 27, 2026',
    });
  return { db: database.db, dataDir: database.dataDir, reports, owner, start };
}

describeEachDatabase('list PDF reports', (dialect) => {
  it('waits with no estimate until a worker, in any process, takes the job and makes the file', async () => {
    const { db, reports, owner, start } = await setUp(dialect, [title('9780000000001', 'Pale Fire')]);

    const id = await start();
    const waiting = await reports.progress(owner, id);
    const early = await reports.file(owner, id).catch((error: unknown) => error);
    const ran = await createJobsService(db).runDue(reports.jobHandlers());
    const done = await reports.progress(owner, id);

    expect(waiting).toEqual({ progress: 0, eta_seconds: null, completed: false, status: 'waiting' });
    expect(early).toMatchObject({ code: 'REPORT_NOT_READY' });
    expect(ran).toBe(1);
    expect(done).toEqual({ progress: 100, eta_seconds: 0, completed: true, status: 'done' });
    expect((await reports.file(owner, id)).file.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('draws a stored cover on the catalogue page', async () => {
    const rows = [title('9780000000001', 'Pale Fire')];
    const withCover = await setUp(dialect, rows, { layout: 'catalogue', coverPath: 'covers/pale-fire.png' });
    fs.mkdirSync(path.join(withCover.dataDir, 'files', 'covers'), { recursive: true });
    fs.writeFileSync(
      path.join(withCover.dataDir, 'files', 'covers', 'pale-fire.png'),
      Buffer.from(onePixelPng, 'base64'),
    );

    const id = await withCover.start();
    await createJobsService(withCover.db).runDue(withCover.reports.jobHandlers());
    const { file } = await withCover.reports.file(withCover.owner, id);

    expect(file.toString('latin1')).toContain('/Subtype /Image');
  });

  it('says a report failed, instead of waiting for ever, when its file cannot be made', async () => {
    // A row without its authors: laying it out throws.
    const broken = { ...title('9780000000002', 'Broken'), authors: null } as unknown as TitleSummary;
    const { db, reports, owner, start } = await setUp(dialect, [broken]);

    const id = await start();
    await createJobsService(db).runDue(reports.jobHandlers());

    expect(await reports.progress(owner, id)).toEqual({
      progress: 0,
      eta_seconds: null,
      completed: false,
      status: 'failed',
    });
  });

  it('finds nothing once a report has expired, and removes it', async () => {
    const { db, reports, owner, start } = await setUp(dialect, [title('9780000000001', 'Pale Fire')]);
    const id = await start();

    await db.updateTable('reports').set({ expiresAt: 1 }).where('id', '=', id).execute();
    const expired = await reports.progress(owner, id).catch((error: unknown) => error);
    await reports.deleteExpired();

    expect(expired).toMatchObject({ code: 'REPORT_NOT_FOUND' });
    expect(await db.selectFrom('reports').select('id').execute()).toEqual([]);
  });
});
