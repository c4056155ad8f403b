import type { Kysely } from 'kysely';

/**
 * The store's own pages (docs/features/store-settings.md#privacy-policy): today its privacy
 * policy, one row per store and page, its title and sanitised HTML body.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_pages')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    // 'privacy-policy'.
    .addColumn('page', 'varchar(40)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    // Sanitised HTML.
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('store_pages_pk', ['store_id', 'page'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_pages').execute();
}
