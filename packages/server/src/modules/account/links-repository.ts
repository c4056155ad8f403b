import type { Insertable, Kysely } from 'kysely';
import type { CorpLinksTable, Database } from '../../db/schema.ts';

/** Links between institutions and the customers who may buy for them (docs/features/accounts.md#linked-accounts "Linked child"). */
export function createLinksRepository(db: Kysely<Database>) {
  return {
    findLink: (storeId: string, id: string) =>
      db.selectFrom('corpLinks').selectAll().where('storeId', '=', storeId).where('id', '=', id).executeTakeFirst(),

    findLinkByEmail: (storeId: string, corpId: string, email: string) =>
      db
        .selectFrom('corpLinks')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('corpId', '=', corpId)
        .where('email', '=', email)
        .executeTakeFirst(),

    /** The user's authorized link to one corp, whatever address it was sent to. */
    findAuthorizedLink: (storeId: string, corpId: string, userId: string) =>
      db
        .selectFrom('corpLinks')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('corpId', '=', corpId)
        .where('userId', '=', userId)
        .where('status', '=', 'authorized')
        .executeTakeFirst(),

    /** An institution's links, oldest first, with the name and address of each accepting account. */
    listChildren: (storeId: string, corpId: string) =>
      db
        .selectFrom('corpLinks')
        .leftJoin('users', (join) =>
          join
            .onRef('users.storeId', '=', 'corpLinks.storeId')
            .onRef('users.id', '=', 'corpLinks.userId')
            .on('users.deletedAt', 'is', null),
        )
        .select([
          'corpLinks.id',
          'corpLinks.email',
          'corpLinks.status',
          'users.firstName',
          'users.lastName',
          'users.email as userEmail',
        ])
        .where('corpLinks.storeId', '=', storeId)
        .where('corpLinks.corpId', '=', corpId)
        .orderBy('corpLinks.createdAt')
        .orderBy('corpLinks.id')
        .execute(),

    /** The customer-type institutions the user may buy for (authorized links only), by name. */
    listParentCorps: (storeId: string, userId: string) =>
      db
        .selectFrom('corps')
        .innerJoin('corpLinks', (join) =>
          join.onRef('corpLinks.storeId', '=', 'corps.storeId').onRef('corpLinks.corpId', '=', 'corps.id'),
        )
        .selectAll('corps')
        .distinct()
        .where('corps.storeId', '=', storeId)
        .where('corps.isInstitution', '=', 1)
        .where('corps.type', '=', 'customer')
        .where('corpLinks.userId', '=', userId)
        .where('corpLinks.status', '=', 'authorized')
        .orderBy('corps.name')
        .orderBy('corps.id')
        .execute(),

    insertLink: (row: Insertable<CorpLinksTable>) => db.insertInto('corpLinks').values(row).execute(),

    /** A pending link asked for again starts its life over. */
    refreshPendingLink: (storeId: string, id: string, now: number) =>
      db
        .updateTable('corpLinks')
        .set({ createdAt: now })
        .where('storeId', '=', storeId)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute(),

    /** Authorizes a pending link; true when this call did (of two at once, the second finds it authorized). */
    authorizeLink: async (storeId: string, id: string, userId: string, now: number) =>
      Number(
        (
          await db
            .updateTable('corpLinks')
            .set({ userId, status: 'authorized', authorizedAt: now })
            .where('storeId', '=', storeId)
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,

    removeLink: (storeId: string, id: string) =>
      db.deleteFrom('corpLinks').where('storeId', '=', storeId).where('id', '=', id).execute(),

    /** Every link of the user to one corp (one per invited address, at most). */
    removeUserLinks: (storeId: string, corpId: string, userId: string) =>
      db
        .deleteFrom('corpLinks')
        .where('storeId', '=', storeId)
        .where('corpId', '=', corpId)
        .where('userId', '=', userId)
        .executeTakeFirst(),
  };
}
export type LinksRepository = ReturnType<typeof createLinksRepository>;
