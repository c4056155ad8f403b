import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../schema.ts';
import { openMigratedTestDatabase } from '../../test/databases.ts';
import { describeEachDatabase } from '../../test/databases.ts';

/**
 * The query plan of `query` as text. PostgreSQL is told to avoid a table scan, which an empty test table would
 * otherwise cost least: the plan then shows whether an index can answer the query at all.
 */
async function planOf(db: Kysely<Database>, dialect: 'sqlite' | 'postgres', query: Compilable): Promise<string> {
  const { sql: text, parameters } = query.compile();
  return db.connection().execute(async (connection) => {
    if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(connection);
    const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
    const { rows } = await connection.executeQuery(CompiledQuery.raw(`${explain} ${text}`, [...parameters]));
    return JSON.stringify(rows);
  });
}

describeEachDatabase('migration 0052-add-hosted-card-notice-indexes', (dialect) => {
  it("finds a notice's checkout by index: the carts paying with a provider, then the session holding the cart", async () => {
    const { db } = await openMigratedTestDatabase(dialect);

    // As cart/repository.ts cartIdsPayingWith and session/repository.ts findByCart ask.
    const drafts = await planOf(
      db,
      dialect,
      db
        .selectFrom('checkoutDrafts')
        .select('cartId')
        .where('storeId', '=', 'main')
        .where('paymentChoice', '=', 'chase'),
    );
    const sessions = await planOf(
      db,
      dialect,
      db.selectFrom('sessions').selectAll().where('storeId', '=', 'main').where('cartId', '=', 'cart-1'),
    );

    expect(drafts).toContain('checkout_drafts_payment_choice_idx');
    expect(sessions).toContain('sessions_cart_id_idx');
  });
});
