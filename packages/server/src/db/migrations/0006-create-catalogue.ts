import type { Kysely } from 'kysely';

/** The platform's shared title catalogue: no store_id (a reference table when sharded). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('titles')
    .addColumn('eisbn', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('isbn10', 'varchar(10)')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('series', 'text')
    .addColumn('series_number', 'varchar(20)')
    .addColumn('publisher', 'text')
    .addColumn('language', 'varchar(8)')
    .addColumn('release_date', 'bigint')
    .addColumn('binding_code', 'varchar(8)')
    .addColumn('binding', 'varchar(80)')
    .addColumn('pages', 'integer')
    .addColumn('popularity', 'integer')
    .addColumn('average_rating', 'double precision')
    .addColumn('synthetic_fields', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('title_contributors')
    .addColumn('eisbn', 'varchar(20)', (col) => col.notNull().references('titles.eisbn').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'varchar(40)', (col) => col.notNull().defaultTo('author'))
    .addPrimaryKeyConstraint('title_contributors_pk', ['eisbn', 'position'])
    .execute();
  await db.schema.createIndex('title_contributors_name_idx').on('title_contributors').column('name').execute();

  await db.schema
    .createTable('title_subjects')
    .addColumn('eisbn', 'varchar(20)', (col) => col.notNull().references('titles.eisbn').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('title_subjects_pk', ['eisbn', 'code'])
    .execute();
  await db.schema.createIndex('title_subjects_code_idx').on('title_subjects').column('code').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('title_subjects').execute();
  await db.schema.dropTable('title_contributors').execute();
  await db.schema.dropTable('titles').execute();
}
