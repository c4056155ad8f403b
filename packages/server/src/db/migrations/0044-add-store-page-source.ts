import type { Kysely } from 'kysely';

/**
 * The Markdown a store page was written in (docs/features/store-console.md#privacy-policy), so the
 * console can edit it again; null for a page set from an HTML file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store_pages').addColumn('source', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store_pages').dropColumn('source').execute();
}
