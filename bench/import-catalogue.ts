/**
 * `bookfront import` of a synthetic catalogue of 100,000 products, as ONIX 3.0 and as CSV, each into
 * a fresh embedded database, run as a child process as an operator would; with DATABASE_URL set,
 * into PostgreSQL too (a schema of its own, dropped afterwards). Targets: ≥ 10,000 products/s and a
 * peak resident memory of the child ≤ 300 MB (docs/decisions/0061-catalogue-import-speed.md).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateCatalogueCsvFile } from './generate-catalogue-csv.ts';
import { generateOnixFile } from './generate-onix.ts';

const products = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 100_000);
const formats = (process.env.BENCH_IMPORT_FORMATS ?? 'onix,csv').split(',') as Array<'onix' | 'csv'>;
const targets = { productsPerSecond: 10_000, peakMegabytes: 300 };
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

/**
 * Preloaded into the child: prints its resident-memory high-water mark and the CPU time of all its
 * threads as it exits. Workers load the preload too; only the main thread's report, at the
 * process's end, covers the whole run.
 */
const reportUsage = `data:text/javascript,import{isMainThread}from'node:worker_threads';if(isMainThread)process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('peak-rss-kb='+u.maxRSS+' cpu-us='+(u.userCPUTime+u.systemCPUTime)+'\\n')})`;

function catalogueFile(format: 'onix' | 'csv') {
  const cacheDir = path.join(benchDir, '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, format === 'onix' ? `onix3-${products}.xml` : `catalogue-${products}.csv`);
  const generating = Date.now();
  const bytes = format === 'onix' ? generateOnixFile(file, products) : generateCatalogueCsvFile(file, products);
  console.log(
    `${format === 'onix' ? 'ONIX' : 'CSV'} file: ${file} (${(bytes / 1024 / 1024).toFixed(0)} MB, ${products} products; ready in ${((Date.now() - generating) / 1000).toFixed(1)} s)`,
  );
  return file;
}

async function importOnce(file: string, format: 'onix' | 'csv', databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-bench-import-'));
  try {
    const started = process.hrtime.bigint();
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            '--import',
            reportUsage,
            'packages/server/src/cli.ts',
            'import',
            file,
            '--format',
            format,
            '--progress-every',
            '20000',
          ],
          {
            cwd: repoRoot,
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => {
          err += chunk.toString();
          process.stderr.write(chunk);
        });
        child.on('error', reject);
        child.on('close', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
      },
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const peakKb = Number(/peak-rss-kb=(\d+)/.exec(stderr)?.[1] ?? Number.NaN);
    const cpuSeconds = Number(/cpu-us=(\d+)/.exec(stderr)?.[1] ?? Number.NaN) / 1e6;
    console.log(stdout.trim());
    if (code !== 0) throw new Error(`bookfront import exited with ${code}`);
    const rate = products / seconds;
    const peakMb = peakKb / 1024;
    console.log(
      `products/s   ${rate.toFixed(0).padStart(8)}   target ≥ ${targets.productsPerSecond}   ${rate >= targets.productsPerSecond ? 'ok' : 'MISSED'}   (${seconds.toFixed(1)} s wall, process start and migrations included; ${cpuSeconds.toFixed(1)} s CPU; load average ${os.loadavg()[0]?.toFixed(1)})`,
    );
    console.log(
      `peak RSS MB  ${peakMb.toFixed(0).padStart(8)}   target ≤ ${targets.peakMegabytes}   ${peakMb <= targets.peakMegabytes ? 'ok' : 'MISSED'}`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same import into a PostgreSQL schema of its own, dropped afterwards. */
async function importIntoPostgres(file: string, format: 'onix' | 'csv', databaseUrl: string) {
  const schema = `bench_import_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    await importOnce(file, format, url.toString());
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

async function main() {
  for (const format of formats) {
    const file = catalogueFile(format);
    console.log(`\n${format} into embedded SQLite`);
    await importOnce(file, format, '');
    if (process.env.DATABASE_URL) {
      console.log(`\n${format} into PostgreSQL`);
      await importIntoPostgres(file, format, process.env.DATABASE_URL);
    }
  }
  if (!process.env.DATABASE_URL) console.log('\n(PostgreSQL skipped: set DATABASE_URL to measure it too.)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
