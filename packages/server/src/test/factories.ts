import type { StoreSettingsInput } from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createStoreAdminService, type LocationInput } from '../modules/store/admin-service.ts';
import { createStoreRepository } from '../modules/store/repository.ts';

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;

/** Builds rows through the real services, so test data obeys the same rules as real data. */
export function createFactories(db: Kysely<Database>) {
  const stores = createStoreAdminService(db, createStoreRepository(db));
  return {
    async store(
      options: {
        id?: string;
        name?: string;
        hostnames?: string[];
        basename?: string | null;
        isDefault?: boolean;
        settings?: StoreSettingsInput;
      } = {},
    ) {
      const id = options.id ?? nextId('store');
      const name = options.name ?? `Test Books ${id}`;
      await stores.createStore({
        id,
        name,
        hostnames: options.hostnames ?? [],
        basename: options.basename ?? null,
        isDefault: options.isDefault ?? false,
        settings: options.settings ?? {},
      });
      return { id, name };
    },

    async location(options: { storeId: string } & Partial<LocationInput>) {
      const { storeId, ...input } = options;
      const id = input.id ?? nextId('location');
      await stores.saveLocation(storeId, { name: `Location ${id}`, ...input, id }, { replace: false });
      return { id, storeId };
    },

    setSetting: (storeId: string, key: string, value: unknown) => stores.setSetting(storeId, key, value),
  };
}
export type Factories = ReturnType<typeof createFactories>;
