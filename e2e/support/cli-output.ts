import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../server.ts';
import { dataDirEnv } from './customers.ts';

/** The journeys' DATA_DIR, which global setup shares with the test workers. */
export function e2eDataDir(): string {
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  return dataDir;
}

/** Runs one `bookfront` CLI command against the journeys' data and answers what it printed. */
export function cliOutput(args: string[]): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/cli.ts'), ...args],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: e2eDataDir(), DATABASE_URL: '' }, encoding: 'utf8' },
  );
}
