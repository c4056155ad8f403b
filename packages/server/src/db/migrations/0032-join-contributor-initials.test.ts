import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, openDatabaseToMigrate } from '../../test/databases.ts';
import { migrateToLatest } from '../migrate.ts';

describeEachDatabase('migration 0032-join-contributor-initials', (dialect) => {
  it('writes the initials of the contributor names already indexed as one word, and the index finds them so', async () => {
    const { database, migrateTo } = await openDatabaseToMigrate(dialect);
    await migrateTo('0030-create-events');
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
