import type { Kysely } from 'kysely';

/**
 * Contributor names and subject labels copied onto the title row, kept up to date by the importer,
 * so the full-text index of each database can be built from the titles table alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('titles')
    .addColumn('contributor_names', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('titles')
    .addColumn('subject_labels', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('titles').dropColumn('subject_labels').execute();
  await db.schema.alterTable('titles').dropColumn('contributor_names').execute();
}
