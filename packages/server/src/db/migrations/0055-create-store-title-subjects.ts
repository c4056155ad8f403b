import type { Kysely } from 'kysely';

/**
 * Store subjects a store gives titles for its own storefront (docs/features/store-console.md#catalogue-and-stock):
 * special subjects (codes starting with two underscores) that only this store's browse and item
 * pages show. The catalogue is shared, so they are rows of the store's, not title subjects.
 * The primary key reads a store's rows in one range, as every browse of the store does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_title_subjects')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('eisbn', 'varchar(13)', (col) => col.notNull())
    .addColumn('code', 'varchar(64)', (col) => col.notNull())
    .addColumn('label', 'varchar(80)', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('store_title_subjects_pk', ['store_id', 'eisbn', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_title_subjects').execute();
}
