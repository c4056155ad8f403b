import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * Reports a customer asks for, such as a list's PDF (docs/features/lists.md#pdf): made in the background by
 * the jobs worker, their progress read by any server process, their file kept here until it expires.
 * The id is a random token: it is the /pdf/{id} page's address, and only its owner may read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = dialectOf(db) === 'postgres' ? 'bytea' : 'blob';
  await db.schema
    .createTable('reports')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    // waiting → running → done | failed
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('waiting'))
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('eta_seconds', 'integer')
    .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('file', blob)
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('reports_owner_idx').on('reports').columns(['store_id', 'user_id']).execute();
  await db.schema.createIndex('reports_expires_idx').on('reports').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').execute();
}
