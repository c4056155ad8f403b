import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, openDatabaseToMigrate } from '../../test/databases.ts';

describeEachDatabase('migration 0053-create-promo-code-claims', (dialect) => {
  it('applies over stores that have limited codes, and keeps one claim row per code of each store', async () => {
    const { database, migrateTo } = await openDatabaseToMigrate(dialect);
    await migrateTo('0052-add-hosted-card-notice-indexes');
    for (const id of ['main', 'other']) {
      await sql`insert into stores (id, name, is_default, settings, revision, created_at, updated_at)
        values (${id}, ${id}, 0, ${JSON.stringify({ promo_codes: [{ code: 'SPRING10', usage_limit: 10 }] })}, 1, 0, 0)`.execute(
        database.db,
      );
    }

    await migrateTo('0053-create-promo-code-claims');

    const claim = (storeId: string, code: string) =>
      sql`insert into promo_code_claims (store_id, code, claimed_at) values (${storeId}, ${code}, 1700000000)`.execute(
        database.db,
      );
    await claim('main', 'SPRING10');
    await claim('other', 'SPRING10');
    await expect(claim('main', 'SPRING10')).rejects.toThrow();
    const rows = await sql<{ storeId: string; code: string }>`
      select store_id, code from promo_code_claims order by store_id`.execute(database.db);
    expect(rows.rows).toEqual([
      { storeId: 'main', code: 'SPRING10' },
      { storeId: 'other', code: 'SPRING10' },
    ]);
    const stores = await sql<{ id: string }>`select id from stores order by id`.execute(database.db);
    expect(stores.rows).toEqual([{ id: 'main' }, { id: 'other' }]);
  });

  it('undoes itself, so the migration before it is where it left the database', async () => {
    const { database, migrateTo } = await openDatabaseToMigrate(dialect);
    await migrateTo('0053-create-promo-code-claims');

    await migrateTo('0052-add-hosted-card-notice-indexes');

    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('promo_code_claims');
    expect(tables).toContain('order_promo_codes');
  });
});
