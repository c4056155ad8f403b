import type { Kysely } from 'kysely';

/**
 * Titles a store hides from its own storefront (docs/features/store-console.md#catalogue-and-stock).
 * The catalogue is shared by every store, so hiding is a row of the store's: the title stays
 * visible in the other stores.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_hidden_titles')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('eisbn', 'varchar(13)', (col) => col.notNull())
    .addColumn('hidden_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('store_hidden_titles_pk', ['store_id', 'eisbn'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_hidden_titles').execute();
}
