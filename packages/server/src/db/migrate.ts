import { Migrator, NO_MIGRATIONS, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { dialectOf } from './dialect.ts';
import { migrations } from './migrations/index.ts';

/**
 * Kysely looks for its bookkeeping tables in every schema it can see; on PostgreSQL we name the
 * schema we work in, so a copy of those tables in another schema is never taken for ours.
 */
async function createMigrator(db: Kysely<unknown>) {
  const isPostgres = dialectOf(db) === 'postgres';
  const current = isPostgres ? await sql<{ schema: string }>`select current_schema() as schema`.execute(db) : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Migrations written side by side can land out of number order (0048 after 0052); a database
    // that already ran the later one still gets the earlier one. Each migration touches its own
    // tables, so the order between two such migrations does not matter.
    allowUnorderedMigrations: true,
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

/** PostgreSQL's answers when a schema, table or column another session is dropping or creating vanishes mid-read. */
const catalogueChangingCodes = new Set(['3F000', '42P01', '42703']);

const isCatalogueChangedMeanwhile = (result: MigrationResultSet) =>
  result.results === undefined &&
  typeof result.error === 'object' &&
  result.error !== null &&
  'code' in result.error &&
  catalogueChangingCodes.has(String(result.error.code));

/**
 * Runs one migrator call. Kysely's look-up of its own tables reads the catalogue of every schema;
 * when another session changes a schema at that moment (parallel test runs on one server do that),
 * PostgreSQL answers an error before any migration ran, so the call is simply made again.
 */
async function runMigrator(
  db: Kysely<unknown>,
  direction: string,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await run(await createMigrator(db));
    if (attempt < 5 && isCatalogueChangedMeanwhile(result)) continue;
    return unwrap(result, direction);
  }
}

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  return runMigrator(db as Kysely<unknown>, 'up', (migrator) => migrator.migrateToLatest());
}

/** Reverts the most recent migration; returns the names reverted. */
export async function migrateDown<T>(db: Kysely<T>): Promise<string[]> {
  return runMigrator(db as Kysely<unknown>, 'down', (migrator) => migrator.migrateDown());
}

/** Reverts every migration (tests check that each `down` works). */
export async function migrateToNothing<T>(db: Kysely<T>): Promise<string[]> {
  return runMigrator(db as Kysely<unknown>, 'down', (migrator) => migrator.migrateTo(NO_MIGRATIONS));
}
