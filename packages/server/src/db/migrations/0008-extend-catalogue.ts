import type { ColumnDataType, Kysely } from 'kysely';

type NewColumn = { name: string; type: ColumnDataType; notNullDefault?: number | string };

// One column per ALTER TABLE: SQLite adds no more than one at a time.
const titleColumns: NewColumn[] = [
  { name: 'upc', type: 'varchar(20)' },
  { name: 'edition', type: 'text' },
  { name: 'audience', type: 'varchar(20)' }, // adult, young_adult, children, general
  { name: 'description', type: 'text' }, // sanitised HTML
  { name: 'is_large_print', type: 'integer', notNullDefault: 0 },
  { name: 'is_audiobook', type: 'integer', notNullDefault: 0 },
  // Editions of one work share a key (the ONIX work identifier, or normalised title + first author).
  { name: 'work_key', type: 'text' },
  { name: 'width_in', type: 'double precision' },
  { name: 'height_in', type: 'double precision' },
  { name: 'weight_lb', type: 'double precision' },
  { name: 'carton_qty', type: 'integer' },
  { name: 'interiors', type: 'text', notNullDefault: '[]' }, // JSON array of image names
];

async function addColumns(db: Kysely<unknown>, table: string, columns: NewColumn[]): Promise<void> {
  for (const column of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(column.name, column.type, (col) =>
        column.notNullDefault === undefined ? col : col.notNull().defaultTo(column.notNullDefault),
      )
      .execute();
  }
}

async function dropColumns(db: Kysely<unknown>, table: string, columns: NewColumn[]): Promise<void> {
  for (const column of [...columns].reverse()) await db.schema.alterTable(table).dropColumn(column.name).execute();
}

const contributorColumns: NewColumn[] = [
  { name: 'bio', type: 'text' },
  { name: 'is_canadian', type: 'integer', notNullDefault: 0 },
];
const subjectColumns: NewColumn[] = [{ name: 'scheme', type: 'varchar(12)', notNullDefault: 'BISAC' }]; // BISAC, THEMA, STORE
const stockColumns: NewColumn[] = [
  { name: 'discount_percent', type: 'integer', notNullDefault: 0 },
  { name: 'rank', type: 'integer' }, // the store's sales rank
];

/** The rest of a title's record (docs/features/item-page.md#covers "Title (detail)"), reviews, covers, and stock pricing. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'titles', titleColumns);
  await db.schema.createIndex('titles_work_key_idx').on('titles').column('work_key').execute();
  await db.schema.createIndex('titles_series_idx').on('titles').column('series').execute();
  await addColumns(db, 'title_contributors', contributorColumns);
  await addColumns(db, 'title_subjects', subjectColumns);
  await addColumns(db, 'stock', stockColumns);

  await db.schema
    .createTable('title_reviews')
    .addColumn('eisbn', 'varchar(20)', (col) => col.notNull().references('titles.eisbn').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('source_title', 'text', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('title_reviews_pk', ['eisbn', 'position'])
    .execute();

  await db.schema
    .createTable('covers')
    .addColumn('eisbn', 'varchar(20)', (col) => col.primaryKey().references('titles.eisbn').onDelete('cascade'))
    .addColumn('cache_key', 'varchar(40)', (col) => col.notNull()) // changes whenever the image does
    .addColumn('content_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull()) // relative to DATA_DIR/files
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('covers').execute();
  await db.schema.dropTable('title_reviews').execute();
  await dropColumns(db, 'stock', stockColumns);
  await dropColumns(db, 'title_subjects', subjectColumns);
  await dropColumns(db, 'title_contributors', contributorColumns);
  await db.schema.dropIndex('titles_series_idx').execute();
  await db.schema.dropIndex('titles_work_key_idx').execute();
  await dropColumns(db, 'titles', titleColumns);
}
