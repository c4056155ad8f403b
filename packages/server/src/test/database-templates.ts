import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, sqliteFileName } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { dropTestSchemas, testSchemaPrefix } from './postgres-admin.ts';

/** What the server tests of one run share (docs/architecture.md#testing). */
export type TestRun = {
  /** A migrated SQLite file, copied for each test. */
  sqliteTemplateFile: string;
  /** The start of this run's PostgreSQL schema names (test/postgres-schema-pool.ts). */
  postgresSchemaPrefix: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: TestRun;
  }
}

/**
 * Vitest global setup of the server tests: migrates one SQLite file once per run, so each of the
 * suite's thousands of SQLite databases is a copy instead of a migration, and names the run's
 * PostgreSQL schemas. Both are removed when the run ends, and schemas a killed run left behind
 * are dropped by a later one.
 */
export default async function setupTestRun(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-template-'));
  const sqlite = openDatabase({ dataDir: folder });
  await migrateToLatest(sqlite.db);
  await sqlite.close();

  const startedAt = Math.floor(Date.now() / 1000);
  const runId = `${testSchemaPrefix}${startedAt}_${process.pid}`;
  if (process.env.DATABASE_URL) await dropTestSchemas();

  project.provide('testRun', {
    sqliteTemplateFile: path.join(folder, sqliteFileName),
    postgresSchemaPrefix: `${runId}_`,
  });

  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (process.env.DATABASE_URL) await dropTestSchemas(runId);
  };
}
