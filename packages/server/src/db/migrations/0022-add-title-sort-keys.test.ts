import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, openDatabaseToMigrate } from '../../test/databases.ts';
import { migrateToLatest } from '../migrate.ts';

describeEachDatabase('migration 0022-add-title-sort-keys', (dialect) => {
  it('fills in the sort keys and keys again the works of titles in other scripts, keeping the ones a file gave', async () => {
    const { database, migrateTo } = await openDatabaseToMigrate(dialect);
    await migrateTo('0018-create-title-lists');
    const title = (eisbn: string, name: string, workKey: string, language = 'ara') =>
      sql`insert into titles (eisbn, title, language, work_key, synthetic_fields, created_at, updated_at)
        values (${eisbn}, ${name}, ${language}, ${workKey}, '', 0, 0)`.execute(database.db);
    await title('9780000000011', 'مئة عام من العزلة', '|');
    await title('9780000000028', 'الحب في زمن الكوليرا', '|');
    await title('9780000000035', 'The Hobbit', 'work:ISTC:123', 'eng');
    await sql`insert into title_contributors (eisbn, position, name, role) values
      ('9780000000035', 0, 'J. R. R. Tolkien', 'author')`.execute(database.db);

    await migrateToLatest(database.db);

    const rows = await sql<{ eisbn: string; workkey: string; titlesort: string; authorsort: string | null }>`
      select eisbn, work_key as workkey, title_sort as titlesort, author_sort as authorsort from titles order by eisbn`.execute(
      database.db,
    );
    expect(rows.rows).toEqual([
      { eisbn: '9780000000011', workkey: 'میة عام من العزلة|', titlesort: 'میة عام من العزلة', authorsort: null },
      {
        eisbn: '9780000000028',
        workkey: 'الحب فی زمن الکولیرا|',
        titlesort: 'الحب فی زمن الکولیرا',
        authorsort: null,
      },
      { eisbn: '9780000000035', workkey: 'work:ISTC:123', titlesort: 'hobbit', authorsort: 'tolkien j r r tolkien' },
    ]);
  });
});
