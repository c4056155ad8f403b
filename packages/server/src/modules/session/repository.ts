import type { Kysely } from 'kysely';
import type { Database, NewSession } from '../../db/schema.ts';

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

    remove: (storeId: string, id: string) =>
      db.deleteFrom('sessions').where('storeId', '=', storeId).where('id', '=', id).execute(),
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
