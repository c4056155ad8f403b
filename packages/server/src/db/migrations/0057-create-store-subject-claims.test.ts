import { expect, it } from 'vitest';
import { describeEachDatabase, openMigratedTestDatabase, storeRow } from '../../test/databases.ts';

describeEachDatabase('migration 0057-create-store-subject-claims', (dialect) => {
  it('keeps one claim per store and code, and a store’s claims go with the store', async () => {
    const { db } = await openMigratedTestDatabase(dialect);
    await db
      .insertInto('stores')
      .values([storeRow('first'), storeRow('second')])
      .execute();
    const row = { storeId: 'first', code: '__staff', claimedAt: 1 };
    await db
      .insertInto('storeSubjectClaims')
      .values([row, { ...row, storeId: 'second' }])
      .execute();

    const twice = db.insertInto('storeSubjectClaims').values(row).execute();
    await expect(twice).rejects.toThrow();
    await db.deleteFrom('stores').where('id', '=', 'second').execute();

    expect(await db.selectFrom('storeSubjectClaims').select(['storeId', 'code']).execute()).toEqual([
      { storeId: 'first', code: '__staff' },
    ]);
  });
});
