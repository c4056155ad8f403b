import { registryErrorCodes } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import type { Viewer } from '../catalog/viewer.ts';
import { createRegistryRepository } from './repository.ts';
import { createRegistryService } from './service.ts';
import { birthday, registryApp, registryOf } from './test-app.ts';

const viewer: Viewer = { storeId: 'main', storeRevision: 1, locationId: 'downtown', locations: [], hidePrices: false };

/** The registry service on the test app's database, as the store's co-manager would use it. */
async function coManaged(dialect: Parameters<typeof registryApp>[0], storeCanEdit: boolean) {
  const context = await registryApp(dialect);
  const registry = registryOf(
    await context.asAda('giftregistry/create', { ...birthday, store_can_edit: storeCanEdit }),
  );
  const registries = createRegistryService({
    repo: createRegistryRepository(context.app.db),
    titles: { summaries: () => Promise.resolve([]), shownSummaries: () => Promise.resolve([]) },
    ownerName: () => Promise.resolve('Ada Reader'),
    addressBook: { listAddresses: () => Promise.resolve([]) },
  });
  const store = { storeId: context.store.id, userId: null, asStore: true as const };
  return { registries, store, registryId: registry.gift_registry_id };
}

describeEachDatabase('a registry the store co-manages', (dialect) => {
  it('lets the store change its title, occasion and deadline when the owner allows it', async () => {
    const { registries, store, registryId } = await coManaged(dialect, true);

    const changed = await registries.updateRegistry(store, viewer, registryId, {
      title: 'Ada at 40',
      occasion: 'Other',
    });

    expect(changed).toMatchObject({ title: 'Ada at 40', occasion: 'Other', owner: { is_you: false } });
  });

  it('never lets the store change where items are shipped', async () => {
    const { registries, store, registryId } = await coManaged(dialect, true);

    await expect(registries.updateRegistry(store, viewer, registryId, { shipping_id: '' })).rejects.toMatchObject({
      code: registryErrorCodes.storeKeepsShipping,
    });
  });

  it('refuses the store when the owner has not allowed it', async () => {
    const { registries, store, registryId } = await coManaged(dialect, false);

    await expect(registries.updateRegistry(store, viewer, registryId, { title: 'Ada at 40' })).rejects.toMatchObject({
      code: registryErrorCodes.notYours,
    });
  });
});
