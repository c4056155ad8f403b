import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openTestDatabase } from '../test/databases.ts';

describe.runIf(process.env.DATABASE_URL)('PostgreSQL introspection of the store’s own schemas', () => {
  const twoDatabases = async () => {
    const [ours, theirs] = await Promise.all([openTestDatabase('postgres'), openTestDatabase('postgres')]);
    onTestFinished(async () => {
      await Promise.all([ours.destroy(), theirs.destroy()]);
    });
    await sql`create table alpha (id serial primary key, note text)`.execute(ours.db);
    await sql`create table beta (id integer primary key)`.execute(theirs.db);
    return { ours, theirs };
  };

  it('lists the tables of the search_path only, with their columns', async () => {
    const { ours } = await twoDatabases();

    const tables = await ours.db.introspection.getTables();

    expect(tables.map((table) => [table.schema, table.name])).toEqual([[ours.schema, 'alpha']]);
    expect(tables[0]?.columns.map((column) => [column.name, column.isAutoIncrementing, column.isNullable])).toEqual([
      ['id', true, false],
      ['note', false, true],
    ]);
  });
});
