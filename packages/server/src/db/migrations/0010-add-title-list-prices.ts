import type { Kysely } from 'kysely';

/**
 * The publisher's list prices (ONIX Price, or the catalogue CSV) belong to the title; stock rows
 * copy them when a stock file gives none, and a title without stock can still show them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('titles').addColumn('list_price_usa_cents', 'integer').execute();
  await db.schema.alterTable('titles').addColumn('list_price_can_cents', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('titles').dropColumn('list_price_can_cents').execute();
  await db.schema.alterTable('titles').dropColumn('list_price_usa_cents').execute();
}
