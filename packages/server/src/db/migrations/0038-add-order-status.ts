import type { Kysely } from 'kysely';

/**
 * An order's fulfilment (docs/features/store-console.md#order-statuses): its status in the store
 * console's queue (new, ready_for_pickup, shipped, completed, cancelled), its tracking number once
 * shipped, and every change of status with who made it. The older `status` column ('placed') is
 * left as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('fulfilment_status', 'varchar(20)', (col) => col.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('tracking', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .execute();
  // The console's queue: a store's orders in one status, oldest first.
  await db.schema
    .createIndex('orders_fulfilment_idx')
    .on('orders')
    .columns(['store_id', 'fulfilment_status', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_status_changes')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('order_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('staff_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_status_changes_pk', ['store_id', 'id'])
    .addForeignKeyConstraint(
      'order_status_changes_order_fk',
      ['store_id', 'order_id'],
      'orders',
      ['store_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('order_status_changes_order_idx')
    .on('order_status_changes')
    .columns(['store_id', 'order_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_status_changes').execute();
  await db.schema.dropIndex('orders_fulfilment_idx').execute();
  await db.schema.alterTable('orders').dropColumn('tracking').execute();
  await db.schema.alterTable('orders').dropColumn('fulfilment_status').execute();
}
