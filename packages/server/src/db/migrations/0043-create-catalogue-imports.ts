import type { Kysely } from 'kysely';

/**
 * Catalogue and stock files a store's staff upload in the console
 * (docs/features/store-console.md#catalogue-and-stock): imported in the background by the jobs
 * worker, their progress and summary read by any server process. The id is a random token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_imports')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('staff_id', 'varchar(64)', (col) => col.notNull())
    // titles | stock
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('file_name', 'varchar(500)', (col) => col.notNull())
    .addColumn('location_id', 'varchar(64)')
    // waiting → running → done | failed
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('waiting'))
    .addColumn('read_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_count', 'integer')
    // The importer's summary as JSON, once done.
    .addColumn('summary', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('catalogue_imports_store_idx')
    .on('catalogue_imports')
    .columns(['store_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_imports').execute();
}
