/**
 * Bookfront's browse/get beside Vendure 3.7.3's default search (its DefaultSearchPlugin on SQLite)
 * on the same synthetic catalogue (100,000 generated titles and the demo store's), a page of 28
 * with facet counts and the total, every answer computed (Bookfront's result cache off).
 * Target (the search requirements): Bookfront ≥ 20× faster at p95 on every query and ≥ 50× Vendure's
 * requests/s at concurrency 16.
 *
 * Vendure is installed into bench/vendure/ on first run (not a workspace of the repository) and
 * its database built once into bench/.cache/vendure-<titles>/ from Bookfront's catalogue file
 * (bench/vendure/build-database.ts says how). Each server runs alone as a child process while it
 * is measured; beside wall times the table has each server's CPU time a request, from /proc.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, percentile, postUnderLoad, processCpuMs, type LoadFigures } from './http-load.ts';
import { cacheDir, databaseFile, ensureCatalogue, titleCount } from './search-catalogue.ts';
import { queryPools, type Category, type Query } from './search-queries.ts';
import { freePort, startServer, waitUntilAnswering } from './server-process.ts';

const vendureDir = fileURLToPath(new URL('vendure', import.meta.url));
const vendureCacheDir = path.join(path.dirname(cacheDir), `vendure-${titleCount}`);
const vendureDatabase = path.join(vendureCacheDir, 'vendure.sqlite');
const facetsFile = path.join(vendureCacheDir, 'facets.json');
const vendureDone = path.join(vendureCacheDir, 'complete');

/** BENCH_VENDURE_ROUNDS: requests per query kind at concurrency 1 (Vendure's take seconds each). */
const serialRounds = Number(process.env.BENCH_VENDURE_ROUNDS ?? 20);
const connections = 16;
/** BENCH_VENDURE_SECONDS: how long each server is loaded at concurrency 16. */
const concurrentSeconds = Number(process.env.BENCH_VENDURE_SECONDS ?? 20);
const requestHeaders = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };

type FacetIds = { subjectArea: Record<string, number>; format: Record<string, number> };

/** What a shopper's search asks Vendure's shop API: a page of 28 products, their facet counts and the total. */
const searchDocument = `query Search($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items { productId productName slug productVariantName sku description
      priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } }
    facetValues { count facetValue { id name facet { id name } } }
  }
}`;

/**
 * The same request put to Vendure: words and names as its search term (it has no author field and
 * no ISBN normalising, so an ISBN is sent as its digits), a subject group and a binding as facet
 * value filters, an offset as `skip`. Vendure sorts by name or price only: Bookfront's sort by
 * popularity has no counterpart, and Vendure's own order (relevance for a term, else its ids) is used.
 */
function vendureInput(body: Record<string, unknown>, facets: FacetIds) {
  const input: Record<string, unknown> = { take: 28, groupByProduct: true };
  const text = typeof body.t === 'string' ? body.t : '';
  if (text) input.term = body.k === 'isbn' ? text.replace(/[^0-9Xx]/g, '') : text;
  const filters: { and: string }[] = [];
  for (const code of (body.s as string[] | undefined) ?? [])
    filters.push({ and: String(facets.subjectArea[code] ?? 0) });
  for (const code of (body.f as string[] | undefined) ?? []) filters.push({ and: String(facets.format[code] ?? 0) });
  if (filters.length > 0) input.facetValueFilters = filters;
  if (typeof body.o === 'number') input.skip = body.o;
  return { query: searchDocument, variables: { input } };
}

type Side = {
  name: string;
  url: string;
  pid: number;
  bodyOf: (query: Query) => string;
  /** The answer's total (works for Bookfront's keyword search, products for Vendure's). */
  totalOf: (answer: unknown) => number;
};

async function post(side: Side, query: Query): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const response = await fetch(side.url, { method: 'POST', headers: requestHeaders, body: side.bodyOf(query) });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok || text.includes('"errors"'))
    throw new Error(`${side.name} answered ${response.status} to ${side.bodyOf(query)}: ${text.slice(0, 300)}`);
  return { ms, total: side.totalOf(JSON.parse(text)) };
}

type SideFigures = {
  byCategory: Map<Category, { times: number[]; cpuMs: number; total: number }>;
  all: number[];
  load: LoadFigures;
  loadCpuMs: number;
  loadAverage: [number, number];
};

async function measure(side: Side, pools: Partial<Record<Category, Query[]>>): Promise<SideFigures> {
  for (const queries of Object.values(pools)) for (const query of queries.slice(0, 2)) await post(side, query);
  const loadBefore = os.loadavg()[0] ?? 0;
  const byCategory: SideFigures['byCategory'] = new Map();
  const all: number[] = [];
  for (let round = 0; round < serialRounds; round += 1)
    for (const [category, queries] of Object.entries(pools) as [Category, Query[]][]) {
      const query = queries[round % queries.length];
      if (!query) continue;
      const cpuBefore = processCpuMs(side.pid) ?? Number.NaN;
      const { ms, total } = await post(side, query);
      const cpuMs = (processCpuMs(side.pid) ?? Number.NaN) - cpuBefore;
      const figures = byCategory.get(category) ?? { times: [], cpuMs: 0, total };
      figures.times.push(ms);
      figures.cpuMs += cpuMs;
      byCategory.set(category, figures);
      all.push(ms);
    }
  for (const { times } of byCategory.values()) times.sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  const cpuBeforeLoad = processCpuMs(side.pid) ?? Number.NaN;
  const bodies = Object.values(pools)
    .flat()
    .map((query) => side.bodyOf(query));
  const load = await postUnderLoad({
    url: side.url,
    bodies,
    headers: requestHeaders,
    connections,
    seconds: concurrentSeconds,
    // Vendure takes seconds a request with 16 waiting: a slow answer is still an answer.
    timeoutSeconds: 300,
  });
  const loadCpuMs = (processCpuMs(side.pid) ?? Number.NaN) - cpuBeforeLoad;
  return { byCategory, all, load, loadCpuMs, loadAverage: [loadBefore, os.loadavg()[0] ?? 0] };
}

async function ensureVendure(): Promise<FacetIds> {
  if (!fs.existsSync(path.join(vendureDir, 'node_modules', '@vendure', 'core'))) {
    console.log('Installing Vendure into bench/vendure/ (once)…');
    execFileSync('npm', ['ci', '--prefix', vendureDir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  }
  if (!fs.existsSync(vendureDone)) {
    console.log(`Building Vendure's database in ${vendureDatabase} (once; cached)…`);
    fs.mkdirSync(vendureCacheDir, { recursive: true });
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'build-database.ts', databaseFile, vendureDatabase, facetsFile],
      { cwd: vendureDir, stdio: 'inherit' },
    );
    fs.writeFileSync(vendureDone, new Date().toISOString());
  }
  return JSON.parse(fs.readFileSync(facetsFile, 'utf8')) as FacetIds;
}

async function startVendure(facets: FacetIds) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts', vendureDatabase, String(port)], {
    cwd: vendureDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/shop-api`;
  const side: Side = {
    name: 'Vendure',
    url,
    pid: child.pid ?? 0,
    bodyOf: (query) => JSON.stringify(vendureInput(query.body, facets)),
    totalOf: (answer) => (answer as { data: { search: { totalItems: number } } }).data.search.totalItems,
  };
  await waitUntilAnswering(child, async () => {
    const response = await fetch(url, { method: 'POST', headers: requestHeaders, body: '{"query":"{ __typename }"}' });
    return response.ok;
  });
  return {
    side,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const ratio = (slow: number, fast: number) => (fast > 0 ? `${(slow / fast).toFixed(1)}×` : '');

function report(bookfront: SideFigures, vendure: SideFigures) {
  console.log(
    `\nmachine load average (1 min): Bookfront ${bookfront.loadAverage.map((load) => load.toFixed(1)).join(' → ')}, ` +
      `Vendure ${vendure.loadAverage.map((load) => load.toFixed(1)).join(' → ')}\n`,
  );
  console.log(
    '| query (concurrency 1) | results Bookfront / Vendure | Bookfront p50 / p95 ms | Vendure p50 / p95 ms | p95 Vendure ÷ Bookfront | CPU ms a request Bookfront / Vendure | CPU ratio |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [category, ours] of bookfront.byCategory) {
    const theirs = vendure.byCategory.get(category);
    if (!theirs) continue;
    const ourCpu = ours.cpuMs / ours.times.length;
    const theirCpu = theirs.cpuMs / theirs.times.length;
    console.log(
      `| ${category} | ${ours.total} / ${theirs.total} | ${fmt(percentile(ours.times, 50))} / ${fmt(percentile(ours.times, 95))} | ` +
        `${fmt(percentile(theirs.times, 50))} / ${fmt(percentile(theirs.times, 95))} | ` +
        `${ratio(percentile(theirs.times, 95), percentile(ours.times, 95))} | ${fmt(ourCpu)} / ${fmt(theirCpu)} | ${ratio(theirCpu, ourCpu)} |`,
    );
  }
  console.log(
    `| **mix** | | ${fmt(percentile(bookfront.all, 50))} / ${fmt(percentile(bookfront.all, 95))} | ` +
      `${fmt(percentile(vendure.all, 50))} / ${fmt(percentile(vendure.all, 95))} | ` +
      `${ratio(percentile(vendure.all, 95), percentile(bookfront.all, 95))} | | |`,
  );
  const cpuPerRequest = (figures: SideFigures) => figures.loadCpuMs / Math.max(1, figures.load.requests);
  console.log(
    `\nconcurrency ${connections}, ${concurrentSeconds} s each: Bookfront ${bookfront.load.rps.toFixed(1)} requests/s ` +
      `(p50 ${bookfront.load.p50} ms, p99 ${bookfront.load.p99} ms, errors ${bookfront.load.errors}, non-2xx ${bookfront.load.non2xx}, ` +
      `CPU ${fmt(cpuPerRequest(bookfront))} ms a request); Vendure ${vendure.load.rps.toFixed(1)} requests/s ` +
      `(p50 ${vendure.load.p50} ms, p99 ${vendure.load.p99} ms, errors ${vendure.load.errors}, non-2xx ${vendure.load.non2xx}, ` +
      `CPU ${fmt(cpuPerRequest(vendure))} ms a request)`,
  );
  console.log(
    `throughput Bookfront ÷ Vendure: ${ratio(bookfront.load.rps, vendure.load.rps)} (target ≥ 50×); ` +
      `CPU a request under load, Vendure ÷ Bookfront: ${ratio(cpuPerRequest(vendure), cpuPerRequest(bookfront))}`,
  );
}

async function main() {
  await ensureCatalogue();
  const facets = await ensureVendure();
  const pools = queryPools();
  console.log(
    `\n## Bookfront (browse/get, result cache off) and Vendure 3.7.3 (shop API search, DefaultSearchPlugin, SQLite) ` +
      `on ${titleCount.toLocaleString('en-US')} generated titles and the demo store's, page of 28 with facet counts`,
  );
  const server = await startServer({
    LOAD_DEMO: 'false',
    DATA_DIR: cacheDir,
    SEARCH_CACHE_MB: '0',
    WEB_CONCURRENCY: '1',
  });
  let bookfront: SideFigures;
  try {
    bookfront = await measure(
      {
        name: 'Bookfront',
        url: `${server.baseUrl}/api/browse/get`,
        pid: server.pid,
        bodyOf: (query) => JSON.stringify(query.body),
        totalOf: (answer) => (answer as { row_count: number }).row_count,
      },
      pools,
    );
  } finally {
    await server.stop();
  }
  const vendure = await startVendure(facets);
  try {
    report(bookfront, await measure(vendure.side, pools));
  } finally {
    await vendure.stop();
  }
}

await main();
