import type { Kysely } from 'kysely';

/**
 * A store's events (docs/features/events.md#data): author readings, book clubs, story times, each
 * with its times, place, description, tickets and a count of views; and the books shown with an
 * event, by eisbn, in the bookseller's order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    // event_id on the wire; never eight digits, which the events route reads as a day.
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    // Sanitised HTML; may hold the calendar marker.
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('img_path', 'varchar(2000)', (col) => col.notNull().defaultTo(''))
    .addColumn('place', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    // Unix seconds.
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    // JSON: [{ label, url }].
    .addColumn('tickets', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('events_pk', ['store_id', 'id'])
    .execute();
  // event/getList: the events ending on or after a day.
  await db.schema.createIndex('events_ends_idx').on('events').columns(['store_id', 'ends_at']).execute();

  await db.schema
    .createTable('event_titles')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('event_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('eisbn', 'varchar(20)', (col) => col.notNull())
    // The bookseller's order of the event's books.
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('event_titles_pk', ['store_id', 'event_id', 'eisbn'])
    .addForeignKeyConstraint('event_titles_event_fk', ['store_id', 'event_id'], 'events', ['store_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_titles').execute();
  await db.schema.dropTable('events').execute();
}
