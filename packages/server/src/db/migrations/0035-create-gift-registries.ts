import type { Kysely } from 'kysely';

/**
 * Gift registries (docs/features/gift-registries.md#data): a customer's registry of one store, and the
 * titles it asks for with how many are asked for and how many buyers' orders have bought.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_registries')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    // gift_registry_id on the wire.
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    // The owner.
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('title', 'varchar(80)', (col) => col.notNull())
    .addColumn('occasion', 'varchar(20)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    // The deadline day's end in the store's time zone, unix seconds; null without a deadline.
    .addColumn('purchase_deadline', 'bigint')
    // An address of the owner's address book that buyers may ship to.
    .addColumn('shipping_id', 'varchar(64)')
    .addColumn('shipping_encouraged', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('store_can_edit', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('gift_registries_pk', ['store_id', 'id'])
    .execute();
  await db.schema
    .createIndex('gift_registries_user_idx')
    .on('gift_registries')
    .columns(['store_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('gift_registry_items')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('gift_registry_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('eisbn', 'varchar(20)', (col) => col.notNull())
    .addColumn('qty_requested', 'integer', (col) => col.notNull())
    // Raised by placing an order that buys the title for this registry, in the order's transaction.
    .addColumn('qty_purchased', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('gift_registry_items_pk', ['store_id', 'gift_registry_id', 'eisbn'])
    .addForeignKeyConstraint(
      'gift_registry_items_registry_fk',
      ['store_id', 'gift_registry_id'],
      'gift_registries',
      ['store_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_registry_items').execute();
  await db.schema.dropTable('gift_registries').execute();
}
