import type { Kysely } from 'kysely';

/**
 * Checkout and orders (docs/features/gift-cards.md#redeeming-at-checkout "Checkout draft", "Order", "Order item", "Gift card"): the draft
 * kept with a cart while the shopper checks out, the orders and quotes it becomes, the store's
 * gift cards and the ledger every balance change is written to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_drafts')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('cart_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('delivery_preference', 'varchar(20)')
    .addColumn('address_id', 'varchar(64)')
    .addColumn('provider', 'varchar(40)')
    .addColumn('multiship_method', 'varchar(10)')
    // What the chosen delivery costs, priced when it was chosen and again at submit; null while unknown.
    .addColumn('shipping_cents', 'integer')
    // The province or state the order's taxes follow: the shipping address's, else the pick-up location's.
    .addColumn('tax_region', 'varchar(80)')
    // JSON of the contact step (docs/features/checkout.md#steps "Checkout draft" contact).
    .addColumn('contact', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('payment_choice', 'varchar(20)')
    // The card as the browser encrypted it with the store's public key; never plaintext.
    .addColumn('cc_ciphertext', 'text')
    // JSON of what may be shown of the card: brand, masked number, name, expiry.
    .addColumn('cc_info', 'text')
    // JSON [{gift_card_id, amount_cents}] of the gift cards the shopper applied.
    .addColumn('gift_cards', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('paypal_order_id', 'varchar(64)')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('checkout_drafts_pk', ['store_id', 'cart_id'])
    .execute();

  // The next order number of each store; orders and quotes share the sequence.
  await db.schema
    .createTable('order_number_counters')
    .addColumn('store_id', 'varchar(64)', (col) =>
      col.notNull().primaryKey().references('stores.id').onDelete('cascade'),
    )
    .addColumn('next_number', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    // The number the shopper and the store speak of (docs/features/checkout.md#data order_number).
    .addColumn('order_number', 'varchar(20)', (col) => col.notNull())
    // 'order' or 'quote'.
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('placed'))
    .addColumn('user_id', 'varchar(64)')
    .addColumn('corp_id', 'varchar(64)')
    // The uuid of the request that placed it: the same request again answers this order (idempotency).
    .addColumn('idempotency_key', 'varchar(100)')
    // sha256 of the secret in a guest's order link; null for customers' orders.
    .addColumn('guest_token_hash', 'varchar(64)')
    .addColumn('location_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('delivery_preference', 'varchar(20)', (col) => col.notNull())
    .addColumn('provider', 'varchar(40)')
    .addColumn('multiship_method', 'varchar(10)')
    .addColumn('payment_type', 'varchar(20)', (col) => col.notNull())
    // 'none', 'pending', 'authorized', 'captured'.
    .addColumn('payment_status', 'varchar(20)', (col) => col.notNull())
    .addColumn('payment_message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('purchaser_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('communication_preference', 'varchar(10)', (col) => col.notNull())
    // The shopper's instructions, or a quote's message.
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('purchase_order', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    // JSON {orgname, name, addr1, addr2, city, prov, country, postal, phone, provider}; null for pick up.
    .addColumn('shipping_address', 'text')
    // JSON of the shipments (docs/features/checkout.md#shipments shipping_batches).
    .addColumn('shipping_batches', 'text', (col) => col.notNull().defaultTo('[]'))
    // JSON of the order summary as the shopper saw it at submit (docs/features/checkout.md#review-and-submit Order summary), in cents.
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('total_owing_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('cc_ciphertext', 'text')
    .addColumn('cc_info', 'text')
    .addColumn('paypal_order_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('orders_pk', ['store_id', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_number_idx')
    .on('orders')
    .columns(['store_id', 'order_number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('orders_idempotency_idx')
    .on('orders')
    .columns(['store_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['store_id', 'user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_corp_idx').on('orders').columns(['store_id', 'corp_id', 'created_at']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('order_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('eisbn', 'varchar(20)', (col) => col.notNull())
    .addColumn('condition_code', 'varchar(32)', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('binding', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('cover_image_cache', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('sold_price_cents', 'integer', (col) => col.notNull())
    .addColumn('original_price_cents', 'integer', (col) => col.notNull())
    .addColumn('backorder_quantity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('backorder_sub_message', 'text', (col) => col.notNull().defaultTo(''))
    // JSON of the availability row at submit (docs/features/item-page.md#availability Order item title_info.available).
    .addColumn('availability', 'text')
    .addColumn('is_forthcoming', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('release_date', 'bigint')
    .addColumn('gift_registry_id', 'varchar(64)')
    .addColumn('is_giftcard', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('giftcard_price_cents', 'integer')
    .addColumn('gift_card_info', 'text')
    .addPrimaryKeyConstraint('order_items_pk', ['store_id', 'order_id', 'position'])
    .addForeignKeyConstraint('order_items_order_fk', ['store_id', 'order_id'], 'orders', ['store_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  // "When did I last order this?" (docs/features/checkout.md#data cart_info.last_ordered).
  await db.schema.createIndex('order_items_eisbn_idx').on('order_items').columns(['store_id', 'eisbn']).execute();

  await db.schema
    .createTable('gift_cards')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('number', 'varchar(40)', (col) => col.notNull())
    // sha256 of the pin; null when the card has none.
    .addColumn('pin_hash', 'varchar(64)')
    .addColumn('initial_cents', 'integer', (col) => col.notNull())
    // Kept equal to the sum of the card's ledger; spending updates it only while it stays >= 0.
    .addColumn('balance_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    // The order (and line) that bought it; null for cards sold in store.
    .addColumn('order_id', 'varchar(64)')
    .addColumn('order_position', 'integer')
    .addColumn('recipient_email', 'varchar(254)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('gift_cards_pk', ['store_id', 'id'])
    .execute();
  await db.schema
    .createIndex('gift_cards_number_idx')
    .on('gift_cards')
    .columns(['store_id', 'number'])
    .unique()
    .execute();

  await db.schema
    .createTable('gift_card_ledger')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('gift_card_id', 'varchar(64)', (col) => col.notNull())
    // Positive when issued or refunded, negative when spent.
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    // 'issue', 'redeem', 'refund'.
    .addColumn('reason', 'varchar(20)', (col) => col.notNull())
    .addColumn('order_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('gift_card_ledger_pk', ['store_id', 'id'])
    .addForeignKeyConstraint(
      'gift_card_ledger_card_fk',
      ['store_id', 'gift_card_id'],
      'gift_cards',
      ['store_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('gift_card_ledger_card_idx')
    .on('gift_card_ledger')
    .columns(['store_id', 'gift_card_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_card_ledger').execute();
  await db.schema.dropTable('gift_cards').execute();
  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('order_number_counters').execute();
  await db.schema.dropTable('checkout_drafts').execute();
}
