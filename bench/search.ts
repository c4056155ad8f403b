/**
 * browse/get on a synthetic 1,000,000-title catalogue over HTTP, embedded SQLite, one server process and two;
 * or, with DATABASE_URL set, on PostgreSQL (the same catalogue copied into a schema of its own), with
 * broad filters beside the mix (a language, a format and a top-level subject that each hold a large
 * share of the catalogue, alone and together).
 * Targets: p95 ≤ 50 ms at concurrency 1 and ≥ 200 requests/s at concurrency 16 for the mix;
 * beside them, the bare FTS5 query for the same words (the floor) and browse/get's ratio to it.
 *
 * Each run measures four times: with the per-process result cache (as deployed), with it off
 * (SEARCH_CACHE_MB=0: every request runs its queries), with two server processes, and while the
 * store sells (a stock row changes every 250 ms, so results are computed again). Query values are
 * drawn from pools (50 words, authors, ISBNs…) so the cached run is not one repeated request.
 */
import SQLite from 'better-sqlite3';
import { createReadStream } from 'node:fs';
import os from 'node:os';
import { toFtsQuery } from '../packages/server/src/modules/catalog/search-index-sqlite.ts';
import { toSearchTerms } from '../packages/server/src/modules/catalog/search-query.ts';
import { cacheDir, databaseFile, ensureCatalogue, titleCount } from './search-catalogue.ts';
import { broadFilterPools, queryPools, type Category, type Pools, type Query } from './search-queries.ts';
import { startServer } from './server-process.ts';
import { fmt, percentile, postUnderLoad, processCpuMs } from './http-load.ts';
import { benchDatabaseUrl, ensurePostgresCatalogue } from './search-catalogue-postgres.ts';

const serialRounds = 40; // requests per category at concurrency 1
/** As a browser asks: answers come compressed, and the client pays for inflating them too. */
const requestHeaders = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
const concurrentSeconds = 15;
const connections = 16;

async function post(baseUrl: string, body: Record<string, unknown>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/browse/get`, {
    method: 'POST',
    headers: requestHeaders,
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`browse/get ${response.status} for ${JSON.stringify(body)}`);
  return performance.now() - started;
}

type SerialFigures = { byCategory: Map<Category, number[]>; all: number[]; cpuByCategory: Map<Category, number> };

async function serial(baseUrl: string, pools: Pools, pid: number): Promise<SerialFigures> {
  const byCategory = new Map<Category, number[]>();
  const cpuByCategory = new Map<Category, number>();
  const all: number[] = [];
  for (let round = 0; round < serialRounds; round += 1) {
    for (const [category, queries] of Object.entries(pools) as [Category, Query[]][]) {
      const query = queries[round % queries.length];
      if (!query) continue;
      const cpuBefore = processCpuMs(pid);
      const ms = await post(baseUrl, query.body);
      const cpuAfter = processCpuMs(pid);
      (byCategory.get(category) ?? byCategory.set(category, []).get(category))?.push(ms);
      if (cpuBefore !== null && cpuAfter !== null)
        cpuByCategory.set(category, (cpuByCategory.get(category) ?? 0) + cpuAfter - cpuBefore);
      all.push(ms);
    }
  }
  for (const list of byCategory.values()) list.sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  return { byCategory, all, cpuByCategory };
}

async function concurrent(baseUrl: string, pools: Pools) {
  const bodies = Object.values(pools)
    .flat()
    .map((query) => JSON.stringify(query.body));
  return postUnderLoad({
    url: `${baseUrl}/api/browse/get`,
    bodies,
    headers: requestHeaders,
    connections,
    seconds: concurrentSeconds,
  });
}

/** The bare FTS5 match for the same words, every matching rowid read: the floor under browse/get. */
function ftsFloor(pools: Pools): Map<Category, number> {
  const sqlite = new SQLite(databaseFile, { readonly: true });
  sqlite.pragma('mmap_size = 1073741824');
  const statement = sqlite.prepare('select rowid from titles_fts where titles_fts match ?').pluck();
  const floors = new Map<Category, number>();
  for (const [category, queries] of Object.entries(pools) as [Category, Query[]][]) {
    const times: number[] = [];
    for (let round = 0; round < serialRounds; round += 1) {
      const query = queries[round % queries.length];
      if (!query?.fts) continue;
      const match = toFtsQuery(toSearchTerms(query.fts.text), query.fts.columns);
      const started = performance.now();
      statement.all(match);
      times.push(performance.now() - started);
    }
    if (times.length > 0)
      floors.set(
        category,
        percentile(
          times.sort((a, b) => a - b),
          50,
        ),
      );
  }
  sqlite.close();
  return floors;
}

/**
 * A store selling while shoppers search: every `everyMs` one of the store's stock rows changes (its
 * change time moves; the figures stay as they are, so the cached catalogue is left as it was).
 */
function startSelling(everyMs: number) {
  const sqlite = new SQLite(databaseFile);
  sqlite.pragma('busy_timeout = 5000');
  const rowids = sqlite.prepare('select rowid from stock order by rowid limit 10000').pluck().all() as number[];
  const touch = sqlite.prepare('update stock set updated_at = unixepoch() where rowid = ?');
  let next = 0;
  const timer = setInterval(() => touch.run(rowids[(next += 7919) % rowids.length]), everyMs);
  return () => {
    clearInterval(timer);
    sqlite.close();
  };
}

async function measure(
  label: string,
  serverEnv: { SEARCH_CACHE_MB: string; WEB_CONCURRENCY: string; DATABASE_URL?: string },
  pools: Pools,
  floors: Map<Category, number>,
  options: { sellEveryMs?: number } = {},
) {
  // On PostgreSQL the server's files go to a folder of its own; the catalogue is in the database.
  const env: Record<string, string> = { LOAD_DEMO: 'false', ...serverEnv };
  if (!serverEnv.DATABASE_URL) env.DATA_DIR = cacheDir;
  const server = await startServer(env);
  const stopSelling = options.sellEveryMs === undefined ? () => {} : startSelling(options.sellEveryMs);
  try {
    const coldStarted = performance.now();
    await post(server.baseUrl, {});
    const firstRequestMs = performance.now() - coldStarted;
    // Warm the page cache of the file (as a running server's would be), not the result cache's keys.
    for (const queries of Object.values(pools))
      for (const query of queries.slice(0, 2)) await post(server.baseUrl, query.body);
    const loadBefore = os.loadavg()[0] ?? 0;
    const figures = await serial(server.baseUrl, pools, server.pid);
    const cpuBeforeLoad = processCpuMs(server.pid);
    const load = await concurrent(server.baseUrl, pools);
    const loadCpuMs = (processCpuMs(server.pid) ?? Number.NaN) - (cpuBeforeLoad ?? Number.NaN);

    console.log(`\n### ${label}\n`);
    console.log(
      `machine load average (1 min): ${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after\n`,
    );
    console.log(`first request after start (default browse): ${fmt(firstRequestMs)} ms\n`);
    // With two processes the requests are served by workers the CPU time of the first does not count.
    const countsCpu = serverEnv.WEB_CONCURRENCY === '1';
    const cpuPerRequest = (cpuMs: number | undefined, requests: number) =>
      countsCpu && cpuMs !== undefined && requests > 0 ? fmt(cpuMs / requests) : '';
    console.log(
      '| query (concurrency 1) | p50 ms | p95 ms | p99 ms | FTS floor p50 ms | p50 ÷ floor | server CPU ms a request |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [category, times] of figures.byCategory) {
      const floor = floors.get(category);
      console.log(
        `| ${category} | ${fmt(percentile(times, 50))} | ${fmt(percentile(times, 95))} | ${fmt(percentile(times, 99))} | ` +
          `${floor === undefined ? '' : fmt(floor)} | ${floor === undefined ? '' : (percentile(times, 50) / Math.max(floor, 0.01)).toFixed(1)} | ` +
          `${cpuPerRequest(figures.cpuByCategory.get(category), times.length)} |`,
      );
    }
    const p95 = percentile(figures.all, 95);
    const mixCpuMs = [...figures.cpuByCategory.values()].reduce((sum, cpuMs) => sum + cpuMs, 0);
    console.log(
      `| **mix** | ${fmt(percentile(figures.all, 50))} | **${fmt(p95)}** | ${fmt(percentile(figures.all, 99))} | | | ` +
        `${cpuPerRequest(figures.cpuByCategory.size > 0 ? mixCpuMs : undefined, figures.all.length)} |`,
    );
    console.log(`\np95 at concurrency 1: ${fmt(p95)} ms, target ≤ 50 ms: ${p95 <= 50 ? 'met' : 'MISSED'}`);
    console.log(
      `concurrency ${connections}, ${concurrentSeconds} s: ${load.rps.toFixed(0)} requests/s (p50 ${load.p50} ms, p99 ${load.p99} ms, ` +
        `errors ${load.errors}, non-2xx ${load.non2xx}), target ≥ 200/s: ${load.rps >= 200 ? 'met' : 'MISSED'}` +
        (countsCpu && !Number.isNaN(loadCpuMs)
          ? `; server CPU ${cpuPerRequest(loadCpuMs, load.requests)} ms a request`
          : ''),
    );
  } finally {
    stopSelling();
    await server.stop();
  }
}

/**
 * Reads the database file once, so that every run starts with it in the operating system's cache,
 * as a store's running server has it: otherwise the first run alone paid for reading the search
 * index from disk, and looked slower than the runs after it.
 */
async function readIntoOsCache(file: string) {
  let bytes = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 8 * 1024 * 1024 }))
    bytes += (chunk as Buffer).length;
  console.log(`read ${Math.round(bytes / 1024 / 1024)} MB of the database into the OS cache`);
}

/** PostgreSQL: the mix and the broad filters, computed (cache off) and as deployed (cache on). */
async function mainPostgres(databaseUrl: string) {
  await ensurePostgresCatalogue(databaseUrl);
  const pools = { ...queryPools(), ...broadFilterPools() };
  console.log(
    `\n## browse/get on ${titleCount.toLocaleString('en-US')} titles (PostgreSQL, autocannon in the same machine)`,
  );
  const server = { WEB_CONCURRENCY: '1', DATABASE_URL: benchDatabaseUrl(databaseUrl) };
  const runs = selectedRuns();
  if (runs.has('computed'))
    await measure(
      'PostgreSQL, result cache off (every request runs its queries)',
      { ...server, SEARCH_CACHE_MB: '0' },
      pools,
      new Map(),
    );
  if (runs.has('cached'))
    await measure('PostgreSQL, result cache on (as deployed)', { ...server, SEARCH_CACHE_MB: '32' }, pools, new Map());
}

/** BENCH_SEARCH_RUNS: the runs to measure (PostgreSQL has the first two). */
const selectedRuns = () =>
  new Set((process.env.BENCH_SEARCH_RUNS ?? 'cached,computed,two-processes,selling').split(','));

async function main() {
  if (process.env.DATABASE_URL) return mainPostgres(process.env.DATABASE_URL);
  await ensureCatalogue();
  await readIntoOsCache(databaseFile);
  const pools = queryPools();
  const floors = ftsFloor(pools);
  console.log(
    `\n## browse/get on ${titleCount.toLocaleString('en-US')} titles (embedded SQLite, autocannon in the same machine)`,
  );
  const cached = { SEARCH_CACHE_MB: '32', WEB_CONCURRENCY: '1' };
  const runs = selectedRuns();
  if (runs.has('cached')) await measure('result cache on (as deployed), one server process', cached, pools, floors);
  if (runs.has('computed'))
    await measure(
      'result cache off (every request runs its queries), one server process',
      { ...cached, SEARCH_CACHE_MB: '0' },
      pools,
      floors,
    );
  if (runs.has('two-processes'))
    await measure(
      'result cache on, two server processes (WEB_CONCURRENCY=2)',
      { ...cached, WEB_CONCURRENCY: '2' },
      pools,
      floors,
    );
  // Each sale changes the stock's revision, so results are computed again (from sets kept up to date).
  if (runs.has('selling'))
    await measure(
      'while the store sells: a stock row changes every 250 ms, one server process',
      cached,
      pools,
      floors,
      {
        sellEveryMs: 250,
      },
    );
}

await main();
