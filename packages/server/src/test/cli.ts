import { onTestFinished } from 'vitest';
import { runCli } from '../cli/program.ts';
import type { DatabaseDialect } from '../db/database.ts';
import { openTestDatabase } from './databases.ts';

/** A CLI bound to a fresh test database, capturing what each command prints. */
export async function cliOn(dialect: DatabaseDialect) {
  const database = await openTestDatabase(dialect);
  onTestFinished(() => database.destroy());
  const run = async (...argv: string[]) => {
    const output = { stdout: '', stderr: '' };
    const code = await runCli(argv, {
      dataDir: database.dataDir,
      // The test owns the connection; commands' close is a no-op here.
      openDatabase: async () => ({ db: database.db, dialect: database.dialect, close: async () => {} }),
      stdout: (text) => {
        output.stdout += text;
      },
      stderr: (text) => {
        output.stderr += text;
      },
    });
    return { code, ...output };
  };
  return { run, database };
}
