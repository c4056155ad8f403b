import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stores')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('basename', 'varchar(64)', (col) => col.unique())
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('settings', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  // A hostname names at most one store; stores sharing a host are told apart by basename.
  await db.schema
    .createTable('store_hosts')
    .addColumn('hostname', 'varchar(253)', (col) => col.primaryKey())
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('store_hosts_store_id_idx').on('store_hosts').column('store_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_hosts').execute();
  await db.schema.dropTable('stores').execute();
}
