import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CliContext } from './context.ts';

/**
 * Runs a store's command: opens the database, brings it to the latest migration, finds the store
 * (`--store`, else the default store) and closes the
 * database after `work`, whatever it did.
 */
export async function withStoreDatabase<T>(
  context: CliContext,
  storeOption: string | undefined,
  work: (db: Kysely<Database>, storeId: string) => Promise<T>,
): Promise<T> {
  // Loaded when the command runs (see program.ts).
  const [{ migrateToLatest }, { createStoreAdminService }, { createStoreRepository }] = await Promise.all([
    import('../db/migrate.ts'),
    import('../modules/store/admin-service.ts'),
    import('../modules/store/repository.ts'),
  ]);
  const database = await context.openDatabase();
  try {
    await migrateToLatest(database.db);
    const storeId = await createStoreAdminService(database.db, createStoreRepository(database.db)).resolveStoreId(
      storeOption,
    );
    return await work(database.db, storeId);
  } finally {
    await database.close();
  }
}
