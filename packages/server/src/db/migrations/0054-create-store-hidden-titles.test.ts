import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, openDatabaseToMigrate } from '../../test/databases.ts';

describeEachDatabase('migration 0054-create-store-hidden-titles', (dialect) => {
  it('applies over stores and the shared catalogue, hides a title once per store and forgets a removed store', async () => {
    const { database, migrateTo } = await openDatabaseToMigrate(dialect);
    await migrateTo('0053-create-promo-code-claims');
    for (const id of ['main', 'other']) {
      await sql`insert into stores (id, name, is_default, settings, revision, created_at, updated_at)
        values (${id}, ${id}, 0, '{}', 1, 0, 0)`.execute(database.db);
    }
    await sql`insert into titles (eisbn, title, synthetic_fields, created_at, updated_at)
      values ('9780000000011', 'The Hobbit', '', 0, 0)`.execute(database.db);

    await migrateTo('0054-create-store-hidden-titles');

    const hide = (storeId: string) =>
      sql`insert into store_hidden_titles (store_id, eisbn, hidden_at)
        values (${storeId}, '9780000000011', 1700000000)`.execute(database.db);
    await hide('main');
    await hide('other');
    await expect(hide('main')).rejects.toThrow();
    await expect(hide('gone')).rejects.toThrow();
    await sql`delete from stores where id = 'other'`.execute(database.db);
    const rows = await sql<{ storeId: string; eisbn: string }>`
      select store_id, eisbn from store_hidden_titles`.execute(database.db);
    expect(rows.rows).toEqual([{ storeId: 'main', eisbn: '9780000000011' }]);
    const titles = await sql<{ eisbn: string }>`select eisbn from titles`.execute(database.db);
    expect(titles.rows).toEqual([{ eisbn: '9780000000011' }]);
  });

  it('undoes itself, so the migration before it is where it left the database', async () => {
    const { database, migrateTo } = await openDatabaseToMigrate(dialect);
    await migrateTo('0054-create-store-hidden-titles');

    await migrateTo('0053-create-promo-code-claims');

    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('store_hidden_titles');
    expect(tables).toContain('promo_code_claims');
  });
});
