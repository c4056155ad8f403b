import { expect, it, onTestFinished } from 'vitest';
import { describeEachDatabase, openTestDatabase } from '../test/databases.ts';
import { migrateToLatest, migrateToNothing } from './migrate.ts';
import { migrations } from './migrations/index.ts';

describeEachDatabase('migrations', (dialect) => {
  it('run up, all the way down, and up again', async () => {
    const database = await openTestDatabase(dialect);
    onTestFinished(() => database.destroy());

    const up = await migrateToLatest(database.db);
    const down = await migrateToNothing(database.db);
    const upAgain = await migrateToLatest(database.db);

    expect(up).toEqual(Object.keys(migrations));
    expect(down).toEqual(Object.keys(migrations).reverse());
    expect(upAgain).toEqual(Object.keys(migrations));
  });

  it('leave no table behind when reverted', async () => {
    const database = await openTestDatabase(dialect);
    onTestFinished(() => database.destroy());
    await migrateToLatest(database.db);

    await migrateToNothing(database.db);

    const tables = await database.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual([]);
  });
});
