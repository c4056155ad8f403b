import type { Kysely } from 'kysely';

/**
 * docs/features/gift-registries.md#shipping-at-checkout: an order shipped to a gift registry's
 * address keeps, beside the whole address its store needs, what its buyer may see of it (the
 * owner's name and the city), as the same JSON; null when the buyer sees the whole address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('buyer_shipping_address', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('buyer_shipping_address').execute();
}
