import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Owns: titleLists.shareToken (docs/features/lists.md#sharing-a-list). */
export function createListShareRepository(db: Kysely<Database>) {
  return {
    /** The list a share link names, in the store it was made in. */
    findByShareToken: (storeId: string, token: string) =>
      db
        .selectFrom('titleLists')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('shareToken', '=', token)
        .executeTakeFirst(),

    /** Withdraws the list's share token. */
    clearShareToken: (storeId: string, listId: string) =>
      db
        .updateTable('titleLists')
        .set({ shareToken: null })
        .where('storeId', '=', storeId)
        .where('id', '=', listId)
        .execute(),

    /** Gives the list `token` unless it has one already; answers the list's token either way. */
    async ensureShareToken(storeId: string, listId: string, token: string): Promise<string | null> {
      await db
        .updateTable('titleLists')
        .set({ shareToken: token })
        .where('storeId', '=', storeId)
        .where('id', '=', listId)
        .where('shareToken', 'is', null)
        .execute();
      const row = await db
        .selectFrom('titleLists')
        .select('shareToken')
        .where('storeId', '=', storeId)
        .where('id', '=', listId)
        .executeTakeFirst();
      return row?.shareToken ?? null;
    },
  };
}
export type ListShareRepository = ReturnType<typeof createListShareRepository>;
