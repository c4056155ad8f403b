import { expect, it } from 'vitest';
import { describeEachDatabase, openMigratedTestDatabase, storeRow } from '../../test/databases.ts';

describeEachDatabase('migration 0055-create-store-title-subjects', (dialect) => {
  it('keeps a store subject once per store, title and code, and a store’s rows go with the store', async () => {
    const { db } = await openMigratedTestDatabase(dialect);
    await db
      .insertInto('stores')
      .values([storeRow('first'), storeRow('second')])
      .execute();
    const row = { storeId: 'first', eisbn: '9780000000011', code: '__staff', label: 'Staff picks', addedAt: 1 };
    await db
      .insertInto('storeTitleSubjects')
      .values([row, { ...row, storeId: 'second' }])
      .execute();

    const twice = db.insertInto('storeTitleSubjects').values(row).execute();
    await expect(twice).rejects.toThrow();
    await db.deleteFrom('stores').where('id', '=', 'second').execute();

    expect(await db.selectFrom('storeTitleSubjects').select(['storeId', 'eisbn', 'code', 'label']).execute()).toEqual([
      { storeId: 'first', eisbn: '9780000000011', code: '__staff', label: 'Staff picks' },
    ]);
  });
});
