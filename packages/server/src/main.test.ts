import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, it, onTestFinished } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The pids of the log lines a process wrote, as they arrive. */
function logPids(lines: string[]): Set<number> {
  const pids = new Set<number>();
  for (const line of lines) {
    try {
      const entry = JSON.parse(line) as { pid?: number; msg?: string };
      if (entry.msg?.startsWith('Server listening') && entry.pid !== undefined) pids.add(entry.pid);
    } catch {
      // not a log line
    }
  }
  return pids;
}

it('serves from WEB_CONCURRENCY processes on one port and stops them all on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-main-'));
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOAD_DEMO: 'false',
      WEB_CONCURRENCY: '2',
    },
  });
  onTestFinished(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const lines: string[] = [];
  child.stdout.setEncoding('utf8');
  const listening = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: string) => {
      lines.push(...chunk.split('\n'));
      if (logPids(lines).size === 2) resolve();
    });
  });

  await listening;
  child.kill('SIGTERM');
  const [code] = await once(child, 'exit');

  expect(logPids(lines).size).toBe(2);
  expect(code).toBe(0);
});
