import { cli } from '../server.ts';
import { dataDirEnv } from './customers.ts';

/** The journeys' DATA_DIR, which global setup shares with the test workers. */
export function e2eDataDir(): string {
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  return dataDir;
}

/** Runs one `bookfront` CLI command against the journeys' data and answers what it printed. */
export function cliOutput(args: string[]): string {
  return cli(e2eDataDir(), args);
}
