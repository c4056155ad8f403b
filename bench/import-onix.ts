/**
 * `bookfront import` of a synthetic ONIX 3.0 file of 100,000 products into a fresh embedded
 * database, run as a child process as an operator would. Targets (issue 3): ≥ 5,000 products/s and
 * a peak resident memory of the child ≤ 300 MB.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOnixFile } from './generate-onix.ts';

const products = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 100_000);
const targets = { productsPerSecond: 5_000, peakMegabytes: 300 };
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

/**
 * Preloaded into the child: prints its resident-memory high-water mark as it exits. Workers load
 * the preload too; only the main thread's report, at the process's end, covers the whole run.
 */
const reportPeakMemory = `data:text/javascript,import{isMainThread}from'node:worker_threads';if(isMainThread)process.on('exit',()=>process.stderr.write('peak-rss-kb='+process.resourceUsage().maxRSS+'\\n'))`;

async function main() {
  const cacheDir = path.join(benchDir, '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `onix3-${products}.xml`);
  const generating = Date.now();
  const bytes = generateOnixFile(file, products);
  console.log(
    `ONIX file: ${file} (${(bytes / 1024 / 1024).toFixed(0)} MB, ${products} products; ready in ${((Date.now() - generating) / 1000).toFixed(1)} s)`,
  );

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
            reportPeakMemory,
            'packages/server/src/cli.ts',
            'import',
            file,
            '--format',
            'onix',
            '--progress-every',
            '20000',
          ],
          {
            cwd: repoRoot,
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
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
    console.log(stdout.trim());
    if (code !== 0) throw new Error(`bookfront import exited with ${code}`);
    const rate = products / seconds;
    const peakMb = peakKb / 1024;
    console.log('');
    console.log(
      `products/s   ${rate.toFixed(0).padStart(8)}   target ≥ ${targets.productsPerSecond}   ${rate >= targets.productsPerSecond ? 'ok' : 'MISSED'}   (${seconds.toFixed(1)} s wall, process start and migrations included)`,
    );
    console.log(
      `peak RSS MB  ${peakMb.toFixed(0).padStart(8)}   target ≤ ${targets.peakMegabytes}   ${peakMb <= targets.peakMegabytes ? 'ok' : 'MISSED'}`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
