import type { Kysely } from 'kysely';

/**
 * A gift card's balance adjusted in the store console (docs/features/store-console.md#gift-cards)
 * keeps the staff member's reason on its ledger entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gift_card_ledger').addColumn('note', 'varchar(200)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gift_card_ledger').dropColumn('note').execute();
}
