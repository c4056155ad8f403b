import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Stock states a shopper can buy or pre-order: the titles worth a search engine's visit. */
export const listedAvailabilityCodes = ['available', 'forthcoming'];

export function createSeoRepository(db: Kysely<Database>) {
  return {
    findTitle: (eisbn: string) =>
      db
        .selectFrom('titles')
        .leftJoin('covers', 'covers.eisbn', 'titles.eisbn')
        .select([
          'titles.eisbn',
          'titles.title',
          'titles.subtitle',
          'titles.description',
          'titles.publisher',
          'titles.releaseDate',
          'titles.pages',
          'titles.binding',
          'titles.bindingCode',
          'titles.language',
          'titles.isAudiobook',
          'covers.cacheKey',
        ])
        .where('titles.eisbn', '=', eisbn)
        .executeTakeFirst(),

    findContributors: (eisbn: string) =>
      db
        .selectFrom('titleContributors')
        .select(['name', 'role'])
        .where('eisbn', '=', eisbn)
        .orderBy('position')
        .limit(20)
        .execute(),

    findStock: (options: { storeId: string; locationId: string; eisbn: string }) =>
      db
        .selectFrom('stock')
        .select(['conditionCode', 'onhand', 'priceCents', 'availabilityCode', 'isExtraOrderable'])
        .where('storeId', '=', options.storeId)
        .where('locationId', '=', options.locationId)
        .where('eisbn', '=', options.eisbn)
        .execute(),

    countListedTitles: async (storeId: string) => {
      const row = await db
        .selectFrom('stock')
        .select((eb) => eb.fn.count<string | number>('eisbn').distinct().as('count'))
        .where('storeId', '=', storeId)
        .where('availabilityCode', 'in', listedAvailabilityCodes)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** One page of the store's listed titles, in eisbn order, with when their stock last changed. */
    findListedTitles: (options: { storeId: string; offset: number; limit: number }) =>
      db
        .selectFrom('stock')
        .select((eb) => ['eisbn', eb.fn.max('updatedAt').as('updatedAt')])
        .where('storeId', '=', options.storeId)
        .where('availabilityCode', 'in', listedAvailabilityCodes)
        .groupBy('eisbn')
        .orderBy('eisbn')
        .limit(options.limit)
        .offset(options.offset)
        .execute(),

    /** Whether a store has this host name of its own (else the host is shared by basename stores). */
    isOwnedHost: async (hostname: string) =>
      (await db.selectFrom('storeHosts').select('storeId').where('hostname', '=', hostname).executeTakeFirst()) !==
      undefined,

    /** Stores served under a basename of a shared host. */
    findBasenameStores: () =>
      db
        .selectFrom('stores')
        .select(['id', 'basename'])
        .where('basename', 'is not', null)
        .orderBy('basename')
        .limit(1000)
        .execute(),
  };
}
export type SeoRepository = ReturnType<typeof createSeoRepository>;
