import type { Kysely } from 'kysely';

/**
 * A location's special hours (docs/features/contact-and-hours.md#special-hours): days it is closed
 * or keeps other hours, each with a note. A day may have several rows of hours that do not overlap,
 * or one closed row (its times ''), so the day and opening time name a row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('location_special_hours')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('location_id', 'varchar(64)', (col) => col.notNull())
    // 'YYYY-MM-DD' in the store's time zone.
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('closed', 'integer', (col) => col.notNull())
    // 'HH:mm' on a 24-hour clock; '' on a closed day.
    .addColumn('opens', 'varchar(5)', (col) => col.notNull())
    .addColumn('closes', 'varchar(5)', (col) => col.notNull())
    .addColumn('note', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('location_special_hours_pk', ['store_id', 'location_id', 'date', 'opens'])
    .addForeignKeyConstraint(
      'location_special_hours_location_fk',
      ['store_id', 'location_id'],
      'locations',
      ['store_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('location_special_hours').execute();
}
