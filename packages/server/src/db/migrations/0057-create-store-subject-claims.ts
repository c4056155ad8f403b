import type { Kysely } from 'kysely';

/**
 * One row per store subject code a store has added (docs/features/store-console.md#catalogue-and-stock):
 * adding a title's store subject writes the code's row first in its transaction, which holds the
 * row's lock until it commits, so two adds of one new code with different labels check its label one
 * after the other and the second sees the first's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_subject_claims')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('code', 'varchar(64)', (col) => col.notNull())
    .addColumn('claimed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('store_subject_claims_pk', ['store_id', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_subject_claims').execute();
}
