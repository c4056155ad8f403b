import type { Kysely } from 'kysely';

/**
 * Carts (docs/features/cart.md#guest-checkout-gate "Cart", "Cart item"). A cart belongs to a session while its shopper is a guest
 * and to the user once they log in, so it survives restarts, logins and other devices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)')
    // JSON array of the promo codes the shopper entered (automatic ones are not stored).
    .addColumn('promo_codes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('carts_pk', ['store_id', 'id'])
    .execute();
  // One cart per customer; guest carts have no user.
  await db.schema.createIndex('carts_user_idx').on('carts').columns(['store_id', 'user_id']).unique().execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    // The line's id, sent to the browser as cart_id (docs/features/cart.md#data cart_info.cart_id).
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('cart_id', 'varchar(64)', (col) => col.notNull())
    // What makes two adds one line: eisbn, condition and registry for books; a line of its own per gift card.
    .addColumn('line_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('eisbn', 'varchar(20)', (col) => col.notNull())
    .addColumn('condition_code', 'varchar(32)', (col) => col.notNull().defaultTo('NEW'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('gift_registry_id', 'varchar(64)')
    .addColumn('is_giftcard', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('giftcard_price_cents', 'integer')
    // JSON {personalize, to, from, message} of a gift card line.
    .addColumn('gift_card_info', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('cart_items_pk', ['store_id', 'id'])
    .execute();
  // The guard that turns two concurrent adds of one title into one line with the summed quantity.
  await db.schema
    .createIndex('cart_items_line_idx')
    .on('cart_items')
    .columns(['store_id', 'cart_id', 'line_key'])
    .unique()
    .execute();

  await db.schema.alterTable('sessions').addColumn('cart_id', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('cart_id').execute();
  await db.schema.dropTable('cart_items').execute();
  await db.schema.dropTable('carts').execute();
}
