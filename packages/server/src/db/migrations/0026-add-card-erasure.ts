import { sql, type Kysely } from 'kysely';

/*
 * Card data is kept only as long as PCI DSS allows (docs/decisions/0013-card-payments.md#retention):
 * the CVV travels in an envelope of its own, erased once the order's payment is recorded as taken,
 * and the whole card after at most 7 days. The order records when each was erased.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checkout_drafts').addColumn('cvv_ciphertext', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cvv_ciphertext', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cvv_erased_at', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('card_erased_at', 'bigint').execute();
  // The erasing job looks only at orders that still hold a card.
  await db.schema
    .createIndex('orders_card_kept_idx')
    .on('orders')
    .column('created_at')
    .where(sql.ref('cc_ciphertext'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_card_kept_idx').execute();
  await db.schema.alterTable('orders').dropColumn('card_erased_at').execute();
  await db.schema.alterTable('orders').dropColumn('cvv_erased_at').execute();
  await db.schema.alterTable('orders').dropColumn('cvv_ciphertext').execute();
  await db.schema.alterTable('checkout_drafts').dropColumn('cvv_ciphertext').execute();
}
