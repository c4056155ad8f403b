import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The store console's writes to a card's balance (docs/features/store-console.md#gift-cards), beside
 * repository.ts's. Pass a transaction as `db` to write inside it.
 */
export function createGiftCardAdminRepository(db: Kysely<Database>) {
  return {
    /** Adds `deltaCents` (negative to lower it) only while the balance stays at zero or more; answers whether it did. */
    async adjustBalance(storeId: string, id: string, deltaCents: number): Promise<boolean> {
      const result = await db
        .updateTable('giftCards')
        .set((eb) => ({ balanceCents: eb('balanceCents', '+', deltaCents) }))
        .where('storeId', '=', storeId)
        .where('id', '=', id)
        .where('balanceCents', '>=', -deltaCents)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The ledger entry of an adjustment, with the staff member's reason. */
    addAdjustment: (entry: {
      storeId: string;
      id: string;
      giftCardId: string;
      amountCents: number;
      note: string;
      createdAt: number;
    }) =>
      db
        .insertInto('giftCardLedger')
        .values({ ...entry, reason: 'adjust', orderId: null })
        .execute(),

    /** The card's ledger in the order it was written. */
    ledgerOf: (storeId: string, giftCardId: string) =>
      db
        .selectFrom('giftCardLedger')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('giftCardId', '=', giftCardId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute(),
  };
}
