import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createSearchIndex } from '../../modules/catalog/search-index.ts';
import { toSearchTerms } from '../../modules/catalog/search-query.ts';
import { describeEachDatabase, openDatabaseToMigrate } from '../../test/databases.ts';
import { migrateToLatest } from '../migrate.ts';

describeEachDatabase('migration 0058-split-search-words-at-punctuation', (dialect) => {
  it('finds titles already there by the words on either side of a hyphen, dot or slash, as a query splits them', async () => {
    const { database, migrateTo } = await openDatabaseToMigrate(dialect);
    await migrateTo('0057-create-store-subject-claims');
    const title = (eisbn: string, name: string, series: string | null) =>
      sql`insert into titles (eisbn, title, series, contributor_names, synthetic_fields, created_at, updated_at)
        values (${eisbn}, ${name}, ${series}, 'Joseph Heller', '', 0, 0)`.execute(database.db);
    await title('9780000000011', 'Catch-22', null);
    await title('9780000000028', 'A Well-Known Story', 'Tales vol.3/part-2');

    await migrateToLatest(database.db);

    const index = createSearchIndex(database.db);
    const count = (text: string, columns: 'all' | 'title' | 'series') =>
      index.countMatches(toSearchTerms(text), columns);
    expect(await count('catch 22', 'all')).toBe(1);
    expect(await count('catch-22', 'title')).toBe(1);
    expect(await count('well known', 'title')).toBe(1);
    expect(await count('vol 3 part 2', 'series')).toBe(1);
    expect(await count('22', 'series')).toBe(0);
  });
});
