import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern, lowerLike } from '../../lib/like-pattern.ts';

/**
 * The store console's reads of customers (docs/features/store-console.md#customers): owns nothing
 * beyond the account module's tables it locks, and reads a customer's orders, lists and
 * registries as summaries, never their lines.
 */
export function createDirectoryRepository(db: Kysely<Database>) {
  return {
    /** Living accounts whose name or email holds `text`, or who placed order `text`; newest first. */
    search: (storeId: string, text: string, page: { offset: number; limit: number }) => {
      let query = db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName', 'email', 'emailVerifiedAt', 'lockedAt', 'createdAt'])
        .where('storeId', '=', storeId)
        .where('deletedAt', 'is', null);
      if (text !== '') {
        const pattern = containsPattern(text);
        const orderNumber = text.replace(/^#/, '');
        query = query.where((eb) =>
          eb.or([
            lowerLike(sql`${eb.ref('firstName')} || ' ' || ${eb.ref('lastName')}`, pattern),
            lowerLike(eb.ref('email'), pattern),
            eb(
              'id',
              'in',
              eb
                .selectFrom('orders')
                .select('orders.userId')
                .where('orders.storeId', '=', storeId)
                .where('orders.orderNumber', '=', orderNumber)
                .where('orders.userId', 'is not', null),
            ),
          ]),
        );
      }
      return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
    },

    ordersOf: (storeId: string, userId: string, limit: number) =>
      db
        .selectFrom('orders')
        .select(['orderNumber', 'createdAt', 'status', 'kind', 'totalCents'])
        .where('storeId', '=', storeId)
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('orderNumber', 'desc')
        .limit(limit)
        .execute(),

    listsOf: (storeId: string, userId: string) =>
      db
        .selectFrom('titleLists as l')
        .select((eb) => [
          'l.id',
          'l.name',
          'l.isFavourites',
          eb
            .selectFrom('titleListItems as i')
            .select((inner) => inner.fn.countAll<number>().as('count'))
            .whereRef('i.storeId', '=', 'l.storeId')
            .whereRef('i.listId', '=', 'l.id')
            .as('itemCount'),
        ])
        .where('l.storeId', '=', storeId)
        .where('l.userId', '=', userId)
        .orderBy('l.isFavourites', 'desc')
        .orderBy('l.name')
        .execute(),

    registriesOf: (storeId: string, userId: string) =>
      db
        .selectFrom('giftRegistries as r')
        .select((eb) => [
          'r.id',
          'r.title',
          'r.occasion',
          'r.purchaseDeadline',
          eb
            .selectFrom('giftRegistryItems as i')
            .select((inner) => inner.fn.countAll<number>().as('count'))
            .whereRef('i.storeId', '=', 'r.storeId')
            .whereRef('i.giftRegistryId', '=', 'r.id')
            .as('itemCount'),
        ])
        .where('r.storeId', '=', storeId)
        .where('r.userId', '=', userId)
        .orderBy('r.createdAt', 'desc')
        .execute(),

    /** The institutions the customer may buy for, or was asked to (a pending link names their address). */
    institutionLinksOf: (storeId: string, userId: string, email: string) =>
      db
        .selectFrom('corpLinks')
        .innerJoin('corps', (join) =>
          join.onRef('corps.storeId', '=', 'corpLinks.storeId').onRef('corps.id', '=', 'corpLinks.corpId'),
        )
        .select(['corpLinks.id', 'corpLinks.email', 'corpLinks.status', 'corps.name'])
        .where('corpLinks.storeId', '=', storeId)
        .where((eb) =>
          eb.or([
            eb('corpLinks.userId', '=', userId),
            eb.and([eb('corpLinks.status', '=', 'pending'), eb('corpLinks.email', '=', email)]),
          ]),
        )
        .orderBy('corps.name')
        .orderBy('corpLinks.id')
        .execute(),

    setLockedAt: (storeId: string, userId: string, lockedAt: number | null, now: number) =>
      db
        .updateTable('users')
        .set({ lockedAt, updatedAt: now })
        .where('storeId', '=', storeId)
        .where('id', '=', userId)
        .execute(),
  };
}
export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
