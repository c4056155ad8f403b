/**
 * A 500-title list's spreadsheet (titlelist/getExcel's work): the list's titles read from the embedded
 * database with the store's stock, then written as .xlsx, in this process with the services app.ts
 * wires. Prints each run's time and the process's peak RSS. Target (issue "Lists"): ≤ 1 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { createTitleRepository } from '../packages/server/src/modules/catalog/title-repository.ts';
import { createTitleService } from '../packages/server/src/modules/catalog/title-service.ts';
import { listWorkbook } from '../packages/server/src/modules/lists/excel.ts';
import { createListsRepository } from '../packages/server/src/modules/lists/repository.ts';
import { createListsService } from '../packages/server/src/modules/lists/service.ts';
import { createListShareRepository } from '../packages/server/src/modules/lists/share-repository.ts';
import { createListShareService } from '../packages/server/src/modules/lists/share-service.ts';
import { createCatalogFactories } from '../packages/server/src/test/catalog-factories.ts';
import { createFactories } from '../packages/server/src/test/factories.ts';

const titleCount = Number(process.env.BENCH_LIST_TITLES ?? 500);
const runs = 5;
const targetMs = 1000;

const dataDir = mkdtempSync(join(tmpdir(), 'bookfront-bench-lists-'));
const database = openDatabase({ dataDir });
try {
  await migrateToLatest(database.db);
  const factories = createFactories(database.db);
  await factories.store({ id: 'main', isDefault: true });
  await factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown' });
  const catalog = createCatalogFactories(database.db);
  const eisbns = Array.from({ length: titleCount }, (_, index) => `9781${String(index).padStart(8, '0')}0`);
  for (const [index, eisbn] of eisbns.entries()) {
    await catalog.title({ eisbn, title: `Bench Title ${index}` });
    await catalog.stock({ storeId: 'main', locationId: 'downtown', eisbn, onhand: 3, priceCents: 1299 });
  }
  const titles = createTitleService(createTitleRepository(database.db));
  const repo = createListsRepository(database.db);
  const lists = createListsService({ repo, titles });
  const shares = createListShareService({ lists, repo, shares: createListShareRepository(database.db), titles });
  const owner = { storeId: 'main', userId: 'bench-customer', isAmerican: true };
  const viewer = { storeId: 'main', storeRevision: 1, locationId: 'downtown', locations: [], hidePrices: false };
  const { list } = await lists.addTitles(owner, undefined, eisbns);

  let peakRss = process.memoryUsage().rss;
  const timings: number[] = [];
  let rows = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const whole = await shares.wholeList(owner, viewer, list.list_id);
    const file = await listWorkbook(whole.list, whole.rows);
    timings.push(performance.now() - started);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file).buffer);
    rows = (workbook.worksheets[0]?.rowCount ?? 1) - 1;
  }

  const sorted = [...timings].sort((left, right) => left - right);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const slowest = sorted.at(-1) ?? 0;
  console.log(`list spreadsheet, ${titleCount} titles (${rows} rows in the file), ${runs} runs`);
  console.log(
    `median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms, target ≤ ${targetMs} ms: ${slowest <= targetMs ? 'met' : 'MISSED'}`,
  );
  console.log(`peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
