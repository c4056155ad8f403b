import type { Kysely } from 'kysely';
import type { Database, NewSession } from '../../db/schema.ts';

/** Owns: sessions. */
export function createSessionRepository(db: Kysely<Database>) {
  return {
    findLiveByTokenHash: (storeId: string, tokenHash: string, now: number) =>
      db
        .selectFrom('sessions')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('tokenHash', '=', tokenHash)
        .where('expiresAt', '>', now)
        .executeTakeFirst(),

    insert: (row: NewSession) => db.insertInto('sessions').values(row).execute(),

    touch: (storeId: string, id: string, times: { lastSeenAt: number; expiresAt: number }) =>
      db.updateTable('sessions').set(times).where('storeId', '=', storeId).where('id', '=', id).execute(),

    updateLocation: (storeId: string, id: string, locationId: string | null) =>
      db.updateTable('sessions').set({ locationId }).where('storeId', '=', storeId).where('id', '=', id).execute(),

    /** The location of the customer's most recently used session elsewhere that has one (their cart's location). */
    lastLocationOfUser: async (storeId: string, userId: string) =>
      (
        await db
          .selectFrom('sessions')
          .select('locationId')
          .where('storeId', '=', storeId)
          .where('userId', '=', userId)
          .where('locationId', 'is not', null)
          .orderBy('lastSeenAt', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.locationId ?? null,

    /**
     * Login and logout: the session keeps its row (and so its cart) but gets a new public id and
     * secret, so an id or cookie seen before the change is worthless after it.
     */
    rotate: (
      storeId: string,
      id: string,
      changes: {
        id: string;
        tokenHash: string;
        userId: string | null;
        corpId: string | null;
        cartId: string | null;
        locationId: string | null;
      },
    ) => db.updateTable('sessions').set(changes).where('storeId', '=', storeId).where('id', '=', id).execute(),

    /** Sets the session's cart unless it has one already; says whether this call set it. */
    async claimCart(storeId: string, id: string, cartId: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ cartId })
        .where('storeId', '=', storeId)
        .where('id', '=', id)
        .where('cartId', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The session holding a cart (one at most: a cart is claimed by one session). */
    findByCart: (storeId: string, cartId: string) =>
      db
        .selectFrom('sessions')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('cartId', '=', cartId)
        .executeTakeFirst(),

    findCartId: async (storeId: string, id: string) =>
      (
        await db
          .selectFrom('sessions')
          .select('cartId')
          .where('storeId', '=', storeId)
          .where('id', '=', id)
          .executeTakeFirst()
      )?.cartId ?? null,

    updateCorp: (storeId: string, id: string, corpId: string | null) =>
      db.updateTable('sessions').set({ corpId }).where('storeId', '=', storeId).where('id', '=', id).execute(),

    /** Every session of a user ends: after a password reset or change elsewhere, and on deletion. */
    removeForUser: (storeId: string, userId: string, exceptId?: string) => {
      let query = db.deleteFrom('sessions').where('storeId', '=', storeId).where('userId', '=', userId);
      if (exceptId) query = query.where('id', '!=', exceptId);
      return query.execute();
    },

    remove: (storeId: string, id: string) =>
      db.deleteFrom('sessions').where('storeId', '=', storeId).where('id', '=', id).execute(),
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
