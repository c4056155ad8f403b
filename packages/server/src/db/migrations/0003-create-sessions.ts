import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('location_id', 'varchar(64)')
    .addColumn('user_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('sessions_pk', ['store_id', 'id'])
    .execute();
  // The one lookup every request makes. store_id leads so the index shards with the table.
  await db.schema
    .createIndex('sessions_token_hash_idx')
    .on('sessions')
    .columns(['store_id', 'token_hash'])
    .unique()
    .execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
