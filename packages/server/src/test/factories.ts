import type { StoreSettingsInput } from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { nowSeconds } from '../lib/time.ts';
import { hashPassword } from '../modules/account/password.ts';
import { createAccountRepository } from '../modules/account/repository.ts';
import { createStoreAdminService, type LocationInput } from '../modules/store/admin-service.ts';
import { createStoreRepository } from '../modules/store/repository.ts';

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;

/** Builds rows through the real services, so test data obeys the same rules as real data. */
export function createFactories(db: Kysely<Database>) {
  const stores = createStoreAdminService(db, createStoreRepository(db));
  const accounts = createAccountRepository(db);
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

    /** A verified customer who can log in with `password`; institutions own their corp. */
    async customer(options: {
      storeId: string;
      email?: string;
      password?: string;
      firstName?: string;
      lastName?: string;
      isInstitution?: boolean;
      company?: string;
      san?: string;
    }) {
      const id = nextId('user');
      const email = options.email ?? `${id}@example.com`;
      const password = options.password ?? 'correct horse battery';
      const now = nowSeconds();
      const corpId = newId();
      const company = options.company ?? (options.isInstitution ? `Institution ${id}` : '');
      await accounts.insertUserWithCorp(
        {
          storeId: options.storeId,
          id,
          corpId,
          email: email.toLowerCase(),
          emailVerifiedAt: now,
          passwordHash: await hashPassword(password),
          san: options.san ?? null,
          firstName: options.firstName ?? 'Ada',
          lastName: options.lastName ?? 'Reader',
          company,
          phoneNumber: '(604) 555-0142',
          streetAddress: '12 Main Street',
          city: 'Vancouver',
          province: 'British Columbia',
          postalCode: 'V6B 1A1',
          country: 'Canada',
          deletedAt: null,
          createdAt: now,
          updatedAt: now,
        },
        {
          name: company || `${options.firstName ?? 'Ada'} ${options.lastName ?? 'Reader'}`,
          isInstitution: options.isInstitution ?? false,
        },
      );
      return { id, storeId: options.storeId, corpId, email: email.toLowerCase(), password };
    },

    setSetting: (storeId: string, key: string, value: unknown) => stores.setSetting(storeId, key, value),
  };
}
export type Factories = ReturnType<typeof createFactories>;
export type TestCustomer = Awaited<ReturnType<Factories['customer']>>;
