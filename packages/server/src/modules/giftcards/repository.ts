import type { Insertable, Kysely } from 'kysely';
import type { Database, GiftCardsTable } from '../../db/schema.ts';

export type GiftCardRow = Insertable<GiftCardsTable>;
export type LedgerEntry = {
  storeId: string;
  id: string;
  giftCardId: string;
  /** Positive when issued or refunded, negative when spent. */
  amountCents: number;
  reason: 'issue' | 'redeem' | 'refund';
  orderId: string | null;
  createdAt: number;
};

/** Gift cards and their ledger. Pass a transaction as `db` to write inside it. Owns: giftCards, giftCardLedger. */
export function createGiftCardRepository(db: Kysely<Database>) {
  return {
    findByNumber: (storeId: string, number: string) =>
      db
        .selectFrom('giftCards')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('number', '=', number)
        .executeTakeFirst(),

    findById: (storeId: string, id: string) =>
      db.selectFrom('giftCards').selectAll().where('storeId', '=', storeId).where('id', '=', id).executeTakeFirst(),

    findByIds: (storeId: string, ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('giftCards').selectAll().where('storeId', '=', storeId).where('id', 'in', ids).execute(),

    insert: (row: GiftCardRow) => db.insertInto('giftCards').values(row).execute(),

    /**
     * Takes `amountCents` from the card only while its balance covers it, in one statement: two
     * orders spending the same card at once are serialised by the row lock (PostgreSQL) or the
     * write lock (SQLite), and the second sees the lowered balance. Returns whether it was taken.
     */
    async spend(storeId: string, id: string, amountCents: number): Promise<boolean> {
      const result = await db
        .updateTable('giftCards')
        .set((eb) => ({ balanceCents: eb('balanceCents', '-', amountCents) }))
        .where('storeId', '=', storeId)
        .where('id', '=', id)
        .where('balanceCents', '>=', amountCents)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    addLedgerEntry: (entry: LedgerEntry) => db.insertInto('giftCardLedger').values(entry).execute(),

    /** Gives `amountCents` back onto the card (a refund); the ledger entry is the caller's. */
    giveBack: (storeId: string, id: string, amountCents: number) =>
      db
        .updateTable('giftCards')
        .set((eb) => ({ balanceCents: eb('balanceCents', '+', amountCents) }))
        .where('storeId', '=', storeId)
        .where('id', '=', id)
        .execute(),

    /** The ledger entries an order wrote (its redemptions and refunds), with each card's number, oldest first. */
    ledgerOfOrder: (storeId: string, orderId: string) =>
      db
        .selectFrom('giftCardLedger')
        .innerJoin('giftCards', (join) =>
          join
            .onRef('giftCards.storeId', '=', 'giftCardLedger.storeId')
            .onRef('giftCards.id', '=', 'giftCardLedger.giftCardId'),
        )
        .select([
          'giftCardLedger.giftCardId',
          'giftCards.number',
          'giftCardLedger.amountCents',
          'giftCardLedger.reason',
          'giftCardLedger.createdAt',
        ])
        .where('giftCardLedger.storeId', '=', storeId)
        .where('giftCardLedger.orderId', '=', orderId)
        .orderBy('giftCardLedger.createdAt')
        .orderBy('giftCardLedger.id')
        .execute(),

    ledgerOf: (storeId: string, giftCardId: string) =>
      db
        .selectFrom('giftCardLedger')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('giftCardId', '=', giftCardId)
        .orderBy('createdAt')
        .execute(),
  };
}
export type GiftCardRepository = ReturnType<typeof createGiftCardRepository>;
