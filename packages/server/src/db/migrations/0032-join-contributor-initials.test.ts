import { Migrator, sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { describeEachDatabase, openTestDatabase } from '../../test/databases.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from './index.ts';

describeEachDatabase('migration 0032-join-contributor-initials', (dialect) => {
  it('writes the initials of the contributor names already indexed as one word, and the index finds them so', async () => {
    const database = await openTestDatabase(dialect);
    onTestFinished(() => database.destroy());
    const schema = database.schema;
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    // A migration that fails answers its error instead of throwing.
    expect((await migrator.migrateTo('0030-create-events')).error).toBeUndefined();
    const title = (eisbn: string, names: string) =>
      sql`insert into titles (eisbn, title, contributor_names, synthetic_fields, created_at, updated_at)
        values (${eisbn}, 'A Book', ${names}, '', 0, 0)`.execute(database.db);
    await title('9780000000011', 'J. K. Rowling');
    await title('9780000000028', 'Stephen R. Donaldson | C.S. Lewis');

    await migrateToLatest(database.db);

    const rows = await sql<{ eisbn: string; names: string }>`
      select eisbn, contributor_names as names from titles order by eisbn`.execute(database.db);
    expect(rows.rows).toEqual([
      { eisbn: '9780000000011', names: 'JK Rowling' },
      { eisbn: '9780000000028', names: 'Stephen R. Donaldson | CS Lewis' },
    ]);
    const found = await (
      dialect === 'postgres'
        ? sql<{ eisbn: string }>`select eisbn from titles where search_vector @@ to_tsquery('simple', 'jk:*B')`
        : sql<{ eisbn: string }>`select t.eisbn from titles t join titles_fts f on f.rowid = t.rowid
            where titles_fts match '{contributor_names} : "jk"*'`
    ).execute(database.db);
    expect(found.rows).toEqual([{ eisbn: '9780000000011' }]);
  });
});
