import type { Kysely } from 'kysely';

/**
 * The store's home and custom pages (docs/features/custom-pages.md#data): the blocks of each page in
 * the bookseller's order, and the store's featured lists with their categories. A featured list's
 * titles are a store list: a title_lists row with no customer (user_id '').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('custom_blocks')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    // 'home' for the home page, else the id of the navigation item whose page it is.
    .addColumn('page_id', 'varchar(64)', (col) => col.notNull())
    // banner, featured, left_sidebar, other.
    .addColumn('placement', 'varchar(20)', (col) => col.notNull())
    // list, event, html, banner.
    .addColumn('type', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('header', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('header_visible', 'integer', (col) => col.notNull().defaultTo(1))
    // Sanitised HTML.
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // A store list (list blocks) or an event ('' for the upcoming events).
    .addColumn('list_id', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('event_id', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('image', 'varchar(2000)', (col) => col.notNull().defaultTo(''))
    .addColumn('link', 'varchar(2000)', (col) => col.notNull().defaultTo(''))
    .addColumn('calendar_widgets', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('has_titles', 'integer', (col) => col.notNull().defaultTo(1))
    // The spec's `limit`: titles of a list block, events of an event block.
    .addColumn('item_limit', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('custom_blocks_pk', ['store_id', 'id'])
    .execute();
  // titlelist/getCustom: a page's blocks in order.
  await db.schema
    .createIndex('custom_blocks_page_idx')
    .on('custom_blocks')
    .columns(['store_id', 'page_id', 'position'])
    .execute();

  await db.schema
    .createTable('featured_lists')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    // The store list holding its titles.
    .addColumn('list_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('header', 'varchar(200)', (col) => col.notNull())
    .addColumn('header_visible', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image', 'varchar(2000)', (col) => col.notNull().defaultTo(''))
    .addColumn('category', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('sub_category', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    // banner or other.
    .addColumn('placement', 'varchar(10)', (col) => col.notNull().defaultTo('other'))
    // dateposted and lastupdate sorts; updated when its details or titles change.
    .addColumn('posted_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('featured_lists_pk', ['store_id', 'list_id'])
    .addForeignKeyConstraint(
      'featured_lists_list_fk',
      ['store_id', 'list_id'],
      'title_lists',
      ['store_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('featured_lists_category_idx')
    .on('featured_lists')
    .columns(['store_id', 'category', 'sub_category'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('featured_lists').execute();
  await db.schema.dropTable('custom_blocks').execute();
}
