import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The sealed cards of orders and checkout drafts, and their erasure
 * (docs/decisions/0013-card-payments.md#retention). Owns no table: it reads and clears the card
 * columns of the orders module's `orders` and, like placing an order, the cart module's
 * `checkout_drafts`, so that erasing card data is one place.
 */
export function createCardRepository(db: Kysely<Database>) {
  return {
    /** An order's card columns by its number. */
    findByOrderNumber: (storeId: string, orderNumber: string) =>
      db
        .selectFrom('orders')
        .select([
          'id',
          'orderNumber',
          'paymentType',
          'paymentStatus',
          'ccCiphertext',
          'cvvCiphertext',
          'cvvErasedAt',
          'cardErasedAt',
          'createdAt',
        ])
        .where('storeId', '=', storeId)
        .where('orderNumber', '=', orderNumber)
        .executeTakeFirst(),

    /** Records the payment as taken and erases the CVV; with `eraseCard`, the sealed card too. */
    recordCharged: (orderId: string, options: { now: number; eraseCard: boolean }) =>
      db
        .updateTable('orders')
        .set((eb) => ({
          paymentStatus: 'captured',
          cvvCiphertext: null,
          cvvErasedAt: eb.fn.coalesce('cvvErasedAt', eb.val(options.now)),
          ...(options.eraseCard
            ? { ccCiphertext: null, cardErasedAt: eb.fn.coalesce('cardErasedAt', eb.val(options.now)) }
            : {}),
        }))
        .where('id', '=', orderId)
        .execute(),

    /** Erases the sealed card and CVV of every order placed at or before `placedBy`; how many were erased. */
    async eraseOrderCards(placedBy: number, now: number): Promise<number> {
      const result = await db
        .updateTable('orders')
        .set((eb) => ({
          ccCiphertext: null,
          cvvCiphertext: null,
          cardErasedAt: now,
          cvvErasedAt: eb.fn.coalesce('cvvErasedAt', eb.val(now)),
        }))
        .where('ccCiphertext', 'is not', null)
        .where('createdAt', '<=', placedBy)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Forgets the card of checkout drafts left untouched since `touchedBy`; the shopper gives it again. */
    async eraseDraftCards(touchedBy: number): Promise<number> {
      const result = await db
        .updateTable('checkoutDrafts')
        .set({ ccCiphertext: null, cvvCiphertext: null, ccInfo: null })
        .where('ccCiphertext', 'is not', null)
        .where('updatedAt', '<=', touchedBy)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Makes erased bytes leave the files. SQLite zeroes deleted content (secure_delete, set where the
     * database is opened) but the write-ahead log still holds earlier copies of the pages: a
     * truncating checkpoint moves the log into the database file and empties it. It does nothing while
     * another connection reads an older snapshot; the next erasure tries again. PostgreSQL's old row
     * versions are left to vacuum (decision 0013).
     */
    async flushErased(): Promise<void> {
      if (dialectOf(db) === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
    },
  };
}
export type CardRepository = ReturnType<typeof createCardRepository>;
