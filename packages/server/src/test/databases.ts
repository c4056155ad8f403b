import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Migrator } from 'kysely';
import { describe, inject, onTestFinished } from 'vitest';
import { openDatabase, sqliteFileName, type DatabaseDialect, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { NewStore } from '../db/schema.ts';
import { migrations } from '../db/migrations/index.ts';
import { withAdminClient } from './postgres-admin.ts';
import { emptySchema, releaseSchema, takeSchema } from './postgres-schema-pool.ts';

/** SQLite always; PostgreSQL too when DATABASE_URL points at one (CI sets it). */
export function availableDialects(): DatabaseDialect[] {
  return process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export type TestDatabase = DatabaseHandle & {
  /** A folder of its own for DATA_DIR (files, and the SQLite file on SQLite). */
  dataDir: string;
  /** The PostgreSQL schema the database lives in (undefined on SQLite). */
  schema: string | undefined;
  /** Closes the connection and removes everything the database left behind. */
  destroy: () => Promise<void>;
};

/**
 * An empty database of its own: a temp SQLite file, or a fresh PostgreSQL schema `t_<random>`
 * that every connection of the pool uses as its search_path and that is dropped afterwards.
 */
export async function openTestDatabase(dialect: DatabaseDialect): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (dialect === 'sqlite' || !databaseUrl) return sqliteInOwnFolder();
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create schema ${schema}`));
  const dataDir = makeDataDir();
  const handle = openDatabase({ dataDir, databaseUrl, postgresSchema: schema, poolSize: 4 });
  return {
    ...handle,
    dataDir,
    schema,
    destroy: async () => {
      await handle.close();
      await withAdminClient((client) => client.query(`drop schema if exists ${schema} cascade`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty database of its own for the test, removed when it finishes, and a step to migrate it up
 * or down to a named migration; a step that fails throws the migration's error.
 */
export async function openDatabaseToMigrate(
  dialect: DatabaseDialect,
): Promise<{ database: TestDatabase; migrateTo: (migration: string) => Promise<void> }> {
  const database = await openTestDatabase(dialect);
  onTestFinished(() => database.destroy());
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const migrateTo = async (migration: string) => {
    // The migrator answers a failed step's error instead of throwing it.
    const { error } = await migrator.migrateTo(migration);
    if (error) throw error;
  };
  return { database, migrateTo };
}

/** Defines the suite once per available database, e.g. 'session/get [postgres]'. */
export function describeEachDatabase(name: string, define: (dialect: DatabaseDialect) => void): void {
  for (const dialect of availableDialects()) {
    describe(`${name} [${dialect}]`, () => define(dialect));
  }
}

/**
 * A migrated database of its own for the test, emptied or removed when it finishes: a copy of the
 * run's migrated SQLite file, or a PostgreSQL schema of the worker's pool, emptied
 * (docs/architecture.md#testing). No migration runs but in a schema the pool has just made.
 */
export async function openMigratedTestDatabase(dialect: DatabaseDialect): Promise<TestDatabase> {
  const database =
    dialect === 'postgres' && process.env.DATABASE_URL
      ? await pooledPostgres()
      : sqliteInOwnFolder(inject('testRun').sqliteTemplateFile);
  onTestFinished(() => database.destroy());
  return database;
}

/**
 * A stores row of the migrated schema, named by its id, with nothing else set: what a migration's
 * test inserts directly (no service) to give its store rows a store to hang on and go with.
 */
export const storeRow = (id: string): NewStore => ({
  id,
  name: id,
  basename: null,
  isDefault: 0,
  settings: '{}',
  revision: 1,
  createdAt: 1,
  updatedAt: 1,
});

const makeDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-test-'));

/** A SQLite database in a temp folder of its own: a copy of `templateFile`, or a new empty file. */
function sqliteInOwnFolder(templateFile?: string): TestDatabase {
  const dataDir = makeDataDir();
  if (templateFile) fs.copyFileSync(templateFile, path.join(dataDir, sqliteFileName));
  const handle = openDatabase({ dataDir });
  return {
    ...handle,
    dataDir,
    schema: undefined,
    destroy: async () => {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function pooledPostgres(): Promise<TestDatabase> {
  const { schema, isNew } = await takeSchema();
  const dataDir = makeDataDir();
  const handle = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL, postgresSchema: schema, poolSize: 4 });
  if (isNew) await migrateToLatest(handle.db);
  else await emptySchema(schema);
  return {
    ...handle,
    dataDir,
    schema,
    destroy: async () => {
      await handle.close();
      releaseSchema(schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
