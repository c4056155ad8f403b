import type { Kysely } from 'kysely';

/**
 * A title list's share link (docs/features/lists.md#sharing-a-list): a random token, made the first time
 * the owner asks for the link, that opens the list read-only for anyone who has it. Null until then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('title_lists').addColumn('share_token', 'varchar(64)').execute();
  // Tokens are random; the index finds the list of a shared link and guards against a repeat.
  await db.schema.createIndex('title_lists_share_token_idx').on('title_lists').column('share_token').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('title_lists_share_token_idx').execute();
  await db.schema.alterTable('title_lists').dropColumn('share_token').execute();
}
