import type { Kysely } from 'kysely';

/**
 * Refunds from the store console (docs/features/store-console.md#refunds,
 * docs/decisions/0046-console-refunds-and-card-charging.md): each refund once per idempotency key,
 * what it gave back to each tender, and the lines it took back as JSON. `orders.refunded_cents`
 * is raised in the refund's transaction only while it stays within what was paid, so two refunds
 * at once can never give back more than the order took.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('order_refunds')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('order_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull())
    // JSON [{position, quantity, amount}]
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('shipping_cents', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('gift_card_cents', 'integer', (col) => col.notNull())
    .addColumn('paypal_cents', 'integer', (col) => col.notNull())
    // Card and store payments are given back at the store's terminal by the bookseller.
    .addColumn('terminal_cents', 'integer', (col) => col.notNull())
    .addColumn('paypal_refund_id', 'varchar(64)')
    .addColumn('restocked', 'integer', (col) => col.notNull())
    .addColumn('staff_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_refunds_pk', ['store_id', 'id'])
    .addForeignKeyConstraint('order_refunds_order_fk', ['store_id', 'order_id'], 'orders', ['store_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('order_refunds_key_idx')
    .on('order_refunds')
    .columns(['store_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('order_refunds_order_idx')
    .on('order_refunds')
    .columns(['store_id', 'order_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_refunds').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_cents').execute();
}
