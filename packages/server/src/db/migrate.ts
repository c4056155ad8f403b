import { Migrator, NO_MIGRATIONS, PostgresAdapter, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index.ts';

/**
 * Kysely looks for its bookkeeping tables in every schema it can see; on PostgreSQL we name the
 * schema we work in, so a copy of those tables in another schema is never taken for ours.
 */
async function createMigrator(db: Kysely<unknown>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const current = isPostgres ? await sql<{ schema: string }>`select current_schema() as schema`.execute(db) : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(current?.rows[0] ? { migrationTableSchema: current.rows[0].schema } : {}),
  });
}

export class MigrationError extends Error {}

function unwrap(result: MigrationResultSet, direction: string): string[] {
  if (result.error) {
    const failed = result.results?.find((migration) => migration.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${direction} failed at ${failed}`, { cause: result.error });
  }
  return (result.results ?? []).map((migration) => migration.migrationName);
}

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await (await createMigrator(db as Kysely<unknown>)).migrateToLatest(), 'up');
}

/** Reverts the most recent migration; returns the names reverted. */
export async function migrateDown<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await (await createMigrator(db as Kysely<unknown>)).migrateDown(), 'down');
}

/** Reverts every migration (tests check that each `down` works). */
export async function migrateToNothing<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await (await createMigrator(db as Kysely<unknown>)).migrateTo(NO_MIGRATIONS), 'down');
}
