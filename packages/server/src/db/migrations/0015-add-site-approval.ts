import type { Kysely } from 'kysely';

/** docs/features/shell-and-navigation.md#private-and-exclusive-sites: an exclusive site opens only to customers the bookseller has approved. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('site_approved_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('site_approved_at').execute();
}
