import type { Kysely } from 'kysely';

/** A store's stock of a title at one of its locations, one row per condition (NEW, USED, …). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('location_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('eisbn', 'varchar(20)', (col) => col.notNull().references('titles.eisbn').onDelete('cascade'))
    .addColumn('condition_code', 'varchar(16)', (col) => col.notNull().defaultTo('NEW'))
    .addColumn('onhand', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('onorder', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('list_price_usa_cents', 'integer')
    .addColumn('list_price_can_cents', 'integer')
    .addColumn('availability_code', 'varchar(32)', (col) => col.notNull())
    .addColumn('is_extra_orderable', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('stock_pk', ['store_id', 'location_id', 'eisbn', 'condition_code'])
    .addForeignKeyConstraint('stock_location_fk', ['store_id', 'location_id'], 'locations', ['store_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  // Title pages ask "where is this book in stock in this store?".
  await db.schema.createIndex('stock_store_eisbn_idx').on('stock').columns(['store_id', 'eisbn']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock').execute();
}
