import type { Kysely } from 'kysely';

/** Background work (reports, imports, mail); workers arrive in later issues. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('store_id', 'varchar(64)', (col) => col.references('stores.id').onDelete('cascade'))
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('run_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
