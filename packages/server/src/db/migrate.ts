import { Migrator, NO_MIGRATIONS, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index.ts';

function createMigrator(db: Kysely<unknown>) {
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
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
  return unwrap(await createMigrator(db as Kysely<unknown>).migrateToLatest(), 'up');
}

/** Reverts the most recent migration; returns the names reverted. */
export async function migrateDown<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await createMigrator(db as Kysely<unknown>).migrateDown(), 'down');
}

/** Reverts every migration (tests check that each `down` works). */
export async function migrateToNothing<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await createMigrator(db as Kysely<unknown>).migrateTo(NO_MIGRATIONS), 'down');
}
