import type { Kysely } from 'kysely';

/**
 * What changed in a customer's cart when logging in merged a guest's cart into it
 * (docs/features/cart.md#login): a JSON array of sentences, shown on the cart until the cart next changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('carts')
    .addColumn('notices', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carts').dropColumn('notices').execute();
}
