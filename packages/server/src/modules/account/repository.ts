import type { Insertable, Kysely } from 'kysely';
import type { AccountTokensTable, Database, NewUser, UserUpdate } from '../../db/schema.ts';

type Tokenless = { storeId: string; tokenHash: string };

/** Owns (with links-repository.ts): users, corps, corpLinks, accountTokens. */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    findUserById: (storeId: string, id: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst(),

    findUserByEmail: (storeId: string, email: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('email', '=', email)
        .where('deletedAt', 'is', null)
        .executeTakeFirst(),

    findUserBySan: (storeId: string, san: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('san', '=', san)
        .where('deletedAt', 'is', null)
        .executeTakeFirst(),

    /** A new user with its own corp (personal, or the institution it was opened for), in one transaction. */
    insertUserWithCorp: (user: NewUser, corp: { name: string; isInstitution: boolean }) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('corps')
          .values({
            storeId: user.storeId,
            id: user.corpId,
            name: corp.name,
            isInstitution: corp.isInstitution ? 1 : 0,
            ownerUserId: user.id,
            createdAt: user.createdAt,
          })
          .execute();
        await trx.insertInto('users').values(user).execute();
      }),

    updateUser: (storeId: string, id: string, changes: UserUpdate) =>
      db.updateTable('users').set(changes).where('storeId', '=', storeId).where('id', '=', id).execute(),

    /**
     * A deleted account: every personal field cleared in one transaction, its links and unused
     * tokens gone; the row stays so the store's orders keep pointing at a customer.
     */
    anonymiseUser: (storeId: string, id: string, now: number) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            email: null,
            passwordHash: null,
            san: null,
            emailVerifiedAt: null,
            firstName: '',
            lastName: '',
            company: '',
            phoneNumber: '',
            phoneNumberExt: '',
            altPhoneNumber: '',
            altPhoneNumberExt: '',
            streetAddress: '',
            streetAddress2: '',
            city: '',
            province: '',
            postalCode: '',
            country: '',
            extraFields: '{}',
            deletedAt: now,
            updatedAt: now,
          })
          .where('storeId', '=', storeId)
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('corpLinks').where('storeId', '=', storeId).where('userId', '=', id).execute();
        await trx.deleteFrom('accountTokens').where('storeId', '=', storeId).where('userId', '=', id).execute();
      }),

    updateCorp: (storeId: string, id: string, changes: { name?: string; isInstitution?: number }) =>
      db.updateTable('corps').set(changes).where('storeId', '=', storeId).where('id', '=', id).execute(),

    findCorp: (storeId: string, id: string) =>
      db.selectFrom('corps').selectAll().where('storeId', '=', storeId).where('id', '=', id).executeTakeFirst(),

    /** An institution the user may buy for: an authorized link to a customer-type institution. */
    findLinkedCorp: (storeId: string, userId: string, corpId: string) =>
      db
        .selectFrom('corps')
        .innerJoin('corpLinks', (join) =>
          join.onRef('corpLinks.storeId', '=', 'corps.storeId').onRef('corpLinks.corpId', '=', 'corps.id'),
        )
        .selectAll('corps')
        .where('corps.storeId', '=', storeId)
        .where('corps.id', '=', corpId)
        .where('corps.isInstitution', '=', 1)
        .where('corps.type', '=', 'customer')
        .where('corpLinks.userId', '=', userId)
        .where('corpLinks.status', '=', 'authorized')
        .executeTakeFirst(),

    async countLinkedCorps(storeId: string, userId: string): Promise<number> {
      const row = await db
        .selectFrom('corpLinks')
        .innerJoin('corps', (join) =>
          join.onRef('corps.storeId', '=', 'corpLinks.storeId').onRef('corps.id', '=', 'corpLinks.corpId'),
        )
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('corpLinks.storeId', '=', storeId)
        .where('corpLinks.userId', '=', userId)
        .where('corpLinks.status', '=', 'authorized')
        .where('corps.isInstitution', '=', 1)
        .where('corps.type', '=', 'customer')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    insertToken: (row: Insertable<AccountTokensTable>) => db.insertInto('accountTokens').values(row).execute(),

    findToken: ({ storeId, tokenHash }: Tokenless) =>
      db
        .selectFrom('accountTokens')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst(),

    /**
     * Marks a live token used and says whether this call did it: the conditional update is the
     * guard, so two requests racing with one token cannot both succeed.
     */
    async consumeToken({ storeId, tokenHash }: Tokenless, now: number): Promise<boolean> {
      const result = await db
        .updateTable('accountTokens')
        .set({ usedAt: now })
        .where('storeId', '=', storeId)
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Earlier unused tokens of one purpose for one email stop working when a new one is sent. */
    retireTokens: (storeId: string, email: string, purpose: string, now: number) =>
      db
        .updateTable('accountTokens')
        .set({ usedAt: now })
        .where('storeId', '=', storeId)
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('usedAt', 'is', null)
        .execute(),
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
