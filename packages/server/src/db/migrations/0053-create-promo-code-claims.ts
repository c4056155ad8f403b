import type { Kysely } from 'kysely';

/**
 * One row per promo code with a usage limit (docs/features/store-console.md#promo-code-limits): an
 * order that uses the code writes its row first in the order's transaction, which holds the row's
 * lock until it commits, so two orders racing for a code's last use count its uses one after the
 * other and the second sees the first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promo_code_claims')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('code', 'varchar(15)', (col) => col.notNull())
    .addColumn('claimed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('promo_code_claims_pk', ['store_id', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promo_code_claims').execute();
}
