import type { Kysely, Transaction } from 'kysely';
import type { Database, LocationRow, NewLocation, NewStore } from '../../db/schema.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

/** A store that may answer a request, with the reason it matched. */
export type StoreCandidate = {
  id: string;
  basename: string | null;
  isDefault: number;
  revision: number;
  matchedHost: string | null;
};

/** Owns: stores, storeHosts, locations, storePages. */
export function createStoreRepository(db: Kysely<Database>) {
  return {
    /**
     * Every store the request could mean, in one query: the one serving the host, the one with the
     * basename, the one named by id, and the default. The service picks by priority.
     */
    findCandidates: (criteria: { hostname: string; basename: string | null; storeId: string | null }) =>
      db
        .selectFrom('stores as s')
        .leftJoin('storeHosts as h', (join) =>
          join.onRef('h.storeId', '=', 's.id').on('h.hostname', '=', criteria.hostname),
        )
        .select(['s.id', 's.basename', 's.isDefault', 's.revision', 'h.hostname as matchedHost'])
        .where((eb) =>
          eb.or([
            eb('h.hostname', 'is not', null),
            eb('s.isDefault', '=', 1),
            ...(criteria.basename === null ? [] : [eb('s.basename', '=', criteria.basename)]),
            ...(criteria.storeId === null ? [] : [eb('s.id', '=', criteria.storeId)]),
          ]),
        )
        .execute() satisfies Promise<StoreCandidate[]>,

    findById: (id: string, executor: Executor = db) =>
      executor.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst(),

    findDefault: () => db.selectFrom('stores').selectAll().where('isDefault', '=', 1).executeTakeFirst(),

    findByBasename: (basename: string, executor: Executor = db) =>
      executor.selectFrom('stores').select('id').where('basename', '=', basename).executeTakeFirst(),

    list: () => db.selectFrom('stores').selectAll().orderBy('id').execute(),

    findHostnames: (storeId: string) =>
      db.selectFrom('storeHosts').select('hostname').where('storeId', '=', storeId).orderBy('hostname').execute(),

    /** Stores served under a basename of a shared host, by basename. */
    findBasenameStores: (limit: number) =>
      db
        .selectFrom('stores')
        .select(['id', 'basename'])
        .where('basename', 'is not', null)
        .orderBy('basename')
        .limit(limit)
        .execute(),

    findHostOwner: (hostname: string, executor: Executor = db) =>
      executor.selectFrom('storeHosts').select('storeId').where('hostname', '=', hostname).executeTakeFirst(),

    findLocations: (storeId: string, executor: Executor = db): Promise<LocationRow[]> =>
      executor
        .selectFrom('locations')
        .selectAll()
        .where('storeId', '=', storeId)
        .orderBy('position')
        .orderBy('id')
        .execute(),

    findLocation: (storeId: string, locationId: string) =>
      db
        .selectFrom('locations')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('id', '=', locationId)
        .executeTakeFirst(),

    /** One of the store's own pages (docs/features/store-settings.md#privacy-policy). */
    findPage: (storeId: string, page: string) =>
      db
        .selectFrom('storePages')
        .select(['title', 'html', 'source', 'updatedAt'])
        .where('storeId', '=', storeId)
        .where('page', '=', page)
        .executeTakeFirst(),

    upsertPage: (
      row: { storeId: string; page: string; title: string; html: string; source: string | null; updatedAt: number },
      executor: Executor = db,
    ) =>
      executor
        .insertInto('storePages')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['storeId', 'page']).doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            html: eb.ref('excluded.html'),
            source: eb.ref('excluded.source'),
            updatedAt: eb.ref('excluded.updatedAt'),
          })),
        )
        .execute(),

    removePage: async (storeId: string, page: string, executor: Executor = db) => {
      const result = await executor
        .deleteFrom('storePages')
        .where('storeId', '=', storeId)
        .where('page', '=', page)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    insert: (row: NewStore, executor: Executor = db) => executor.insertInto('stores').values(row).execute(),

    updateStore: (
      id: string,
      changes: { name?: string; basename?: string | null; settings?: string; isDefault?: number },
      now: number,
      executor: Executor = db,
    ) =>
      executor
        .updateTable('stores')
        .set((eb) => ({ ...changes, updatedAt: now, revision: eb('revision', '+', 1) }))
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Readers cache a store by revision, so any change to what they cache must come through here. */
    bumpRevision: (id: string, now: number, executor: Executor = db) =>
      executor
        .updateTable('stores')
        .set((eb) => ({ updatedAt: now, revision: eb('revision', '+', 1) }))
        .where('id', '=', id)
        .execute(),

    clearDefaultExcept: (id: string, now: number, executor: Executor = db) =>
      executor
        .updateTable('stores')
        .set((eb) => ({ isDefault: 0, updatedAt: now, revision: eb('revision', '+', 1) }))
        .where('isDefault', '=', 1)
        .where('id', '!=', id)
        .execute(),

    insertHost: (storeId: string, hostname: string, executor: Executor = db) =>
      executor.insertInto('storeHosts').values({ storeId, hostname }).execute(),

    upsertLocation: (row: NewLocation, executor: Executor = db) =>
      executor
        .insertInto('locations')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['storeId', 'id']).doUpdateSet((eb) => ({
            san: eb.ref('excluded.san'),
            name: eb.ref('excluded.name'),
            altname: eb.ref('excluded.altname'),
            email: eb.ref('excluded.email'),
            phone: eb.ref('excluded.phone'),
            phone2: eb.ref('excluded.phone2'),
            address: eb.ref('excluded.address'),
            city: eb.ref('excluded.city'),
            province: eb.ref('excluded.province'),
            postalCode: eb.ref('excluded.postalCode'),
            country: eb.ref('excluded.country'),
            lat: eb.ref('excluded.lat'),
            lng: eb.ref('excluded.lng'),
            hours: eb.ref('excluded.hours'),
            htmlHours: eb.ref('excluded.htmlHours'),
            contactBlurb: eb.ref('excluded.contactBlurb'),
            position: eb.ref('excluded.position'),
          })),
        )
        .execute(),

    countLocations: async (storeId: string, executor: Executor = db) => {
      const row = await executor
        .selectFrom('locations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('storeId', '=', storeId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    countStores: async (executor: Executor = db) => {
      const row = await executor
        .selectFrom('stores')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
export type StoreRepository = ReturnType<typeof createStoreRepository>;
