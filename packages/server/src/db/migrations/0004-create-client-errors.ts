import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_errors')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('session_id', 'varchar(64)')
    .addColumn('location', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('error_info', 'text')
    .addColumn('source', 'text')
    .addColumn('lineno', 'integer')
    .addColumn('colno', 'integer')
    .addColumn('error', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('client_errors_pk', ['store_id', 'id'])
    .execute();
  await db.schema
    .createIndex('client_errors_created_at_idx')
    .on('client_errors')
    .columns(['store_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_errors').execute();
}
