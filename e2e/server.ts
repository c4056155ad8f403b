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

/** Set by global setup: the address of the process that runs the journeys' CLI commands. */
export const commandRunnerEnv = 'BOOKFRONT_E2E_COMMAND_RUNNER';

/**
 * Sends the command to the command runner (packages/server/src/test/command-runner.ts) and prints
 * what it answers as the command would have, exiting with its code: a plain Node process, which
 * starts in a fraction of the time of one that loads the server's modules.
 */
const commandRunnerClient = `
const [url, body] = process.argv.slice(1);
fetch(url, { method: 'POST', body }).then(async (response) => {
  if (!response.ok) throw new Error('The command runner answered ' + response.status);
  const { code, stdout, stderr } = await response.json();
  process.stderr.write(stderr);
  process.stdout.write(stdout, () => process.exit(code));
});
`;

/**
 * Runs one `bookfront` CLI command against `dataDir`; answers what it printed and throws, as
 * execFileSync does, when it exits with an error. Once global setup has started the command runner,
 * the command runs there instead of in a process of its own.
 */
export function cli(dataDir: string, args: string[]): string {
  const runner = process.env[commandRunnerEnv];
  const nodeArgs = runner
    ? ['-e', commandRunnerClient, runner, JSON.stringify({ dataDir, args })]
    : ['--import', 'tsx', path.join(serverDir, 'cli.ts'), ...args];
  return execFileSync(process.execPath, nodeArgs, {
    cwd: repoRoot,
    env: embeddedEnv(dataDir),
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
}

/** Starts the process that runs the journeys' CLI commands on `dataDir`; answers its address once it listens. */
export async function startCommandRunner(dataDir: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const runner = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'test/command-runner.ts')], {
    cwd: repoRoot,
    env: { ...embeddedEnv(dataDir), COMMAND_RUNNER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    runner.once('exit', (code) => reject(new Error(`The command runner exited early with code ${code}`)));
    runner.stdout?.once('data', () => {
      runner.stdout?.resume();
      resolve();
    });
  });
  return { url: `http://127.0.0.1:${port}/`, process: runner };
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
