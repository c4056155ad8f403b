import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('locations')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('san', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('altname', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('phone2', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('address', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('city', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('province', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('postal_code', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .addColumn('country', 'varchar(2)', (col) => col.notNull().defaultTo(''))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('hours', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('html_hours', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('contact_blurb', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('locations_pk', ['store_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('locations').execute();
}
