import type { Kysely } from 'kysely';

/**
 * The promo codes each order used, with the discount each gave (docs/features/store-console.md#promo-codes):
 * written with the order in its transaction, so the console counts a code's use from real orders.
 * `orders.quote_answered_at` marks an order a bookseller turned a quote into
 * (docs/features/store-console.md#quotes), set once, in the same statement that makes it an order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_promo_codes')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('order_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('code', 'varchar(15)', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_promo_codes_pk', ['store_id', 'order_id', 'code'])
    .addForeignKeyConstraint(
      'order_promo_codes_order_fk',
      ['store_id', 'order_id'],
      'orders',
      ['store_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('order_promo_codes_code_idx')
    .on('order_promo_codes')
    .columns(['store_id', 'code'])
    .execute();
  await db.schema.alterTable('orders').addColumn('quote_answered_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('quote_answered_at').execute();
  await db.schema.dropTable('order_promo_codes').execute();
}
