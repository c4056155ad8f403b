import type { Kysely } from 'kysely';

/*
 * A hosted card provider's notice (docs/features/checkout.md#provider-notices) finds its checkout by the carts paying
 * with that provider (checkout_drafts by store and payment_choice) and then the session holding the cart (sessions by
 * store and cart_id). Without these both were scans of every draft or every session of the store. store_id leads, as
 * in every index of these tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sessions_cart_id_idx').on('sessions').columns(['store_id', 'cart_id']).execute();
  await db.schema
    .createIndex('checkout_drafts_payment_choice_idx')
    .on('checkout_drafts')
    .columns(['store_id', 'payment_choice'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('checkout_drafts_payment_choice_idx').execute();
  await db.schema.dropIndex('sessions_cart_id_idx').execute();
}
