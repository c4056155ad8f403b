import { expect, it, onTestFinished } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { describeEachDatabase, openTestDatabase } from '../test/databases.ts';
import { fixtureCatalogueDir } from '../test/fixtures.ts';
import { demoRegistries } from './demo-registries.ts';
import { loadDemo } from './load-demo.ts';

describeEachDatabase('demo registries', (dialect) => {
  it('are made once, owned by the demo customer, and keep what buyers bought when the demo loads again', async () => {
    const database = await openTestDatabase(dialect);
    onTestFinished(() => database.destroy());
    await migrateToLatest(database.db);
    await loadDemo({ db: database.db, dataDir: database.dataDir, catalogueDir: fixtureCatalogueDir });
    await database.db.updateTable('giftRegistryItems').set({ qtyPurchased: 5 }).execute();

    await loadDemo({ db: database.db, dataDir: database.dataDir, catalogueDir: fixtureCatalogueDir });

    const registries = await database.db.selectFrom('giftRegistries').select(['id', 'userId']).orderBy('id').execute();
    expect(registries.map((registry) => registry.id)).toEqual(demoRegistries.map((registry) => registry.id).toSorted());
    expect(new Set(registries.map((registry) => registry.userId)).size).toBe(1);
    const items = await database.db.selectFrom('giftRegistryItems').select('qtyPurchased').execute();
    expect(items).toHaveLength(demoRegistries.flatMap((registry) => registry.items).length);
    expect(items.every((item) => item.qtyPurchased === 5)).toBe(true);
  });
});
