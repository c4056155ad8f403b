import { sql, type Kysely } from 'kysely';

/**
 * Title lists (docs/features/lists.md#favourites "Title list"): a customer's favourites list and, later, the named lists
 * they make, share, import into and export. A list belongs to one customer account of one store;
 * its titles are kept once each, with the time they were added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('title_lists')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    // list_id on the wire.
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(80)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // 1 for the built-in favourites list, which cannot be deleted (docs/features/lists.md#favourites can_delete).
    .addColumn('is_favourites', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // Any change to the list or to its titles.
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('title_lists_pk', ['store_id', 'id'])
    .execute();
  // A customer's lists, for the lists page.
  await db.schema.createIndex('title_lists_user_idx').on('title_lists').columns(['store_id', 'user_id']).execute();
  // At most one favourites list per customer: the guard when two requests create it at once.
  await db.schema
    .createIndex('title_lists_favourites_idx')
    .on('title_lists')
    .columns(['store_id', 'user_id'])
    .unique()
    .where(sql.ref('is_favourites'), '=', 1)
    .execute();

  await db.schema
    .createTable('title_list_items')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('list_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('eisbn', 'varchar(20)', (col) => col.notNull())
    // When the title was added; a list shows its newest titles first.
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('title_list_items_pk', ['store_id', 'list_id', 'eisbn'])
    .execute();
  await db.schema
    .createIndex('title_list_items_added_idx')
    .on('title_list_items')
    .columns(['store_id', 'list_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('title_list_items').execute();
  await db.schema.dropTable('title_lists').execute();
}
