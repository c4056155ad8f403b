import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(repoRoot, 'packages/server/src');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function makeDataDir() {
  return mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-'));
}

/**
 * The journeys run on the embedded database of a fresh DATA_DIR. DATABASE_URL (which the API tests
 * use for PostgreSQL) is cleared, or every run would share, and trip over, one PostgreSQL schema.
 */
const embeddedEnv = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });

/** Runs one `bookfront` CLI command against `dataDir`; answers what it printed. */
export function cli(dataDir: string, args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(serverDir, 'cli.ts'), ...args], {
    cwd: repoRoot,
    env: embeddedEnv(dataDir),
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
}

export function startServer({
  dataDir,
  port,
  smtpUrl,
}: {
  dataDir: string;
  port: number;
  /** The test mail sink; without it the server writes mail to DATA_DIR/outbox. */
  smtpUrl?: string;
}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'main.ts')], {
    cwd: repoRoot,
    env: {
      ...embeddedEnv(dataDir),
      PORT: String(port),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      SMTP_URL: smtpUrl ?? '',
      // A mail the first send could not deliver is retried within the journey's time.
      JOB_POLL_MS: '500',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits until the server answers GET /robots.txt (or gives up after `timeoutMs`). */
export async function waitForServer(baseUrl: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/robots.txt`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${baseUrl} within ${timeoutMs} ms`);
}
