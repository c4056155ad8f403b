import type { Insertable, Kysely } from 'kysely';
import type { Database, OrderRefundsTable } from '../../db/schema.ts';

/**
 * Owns: orderRefunds, orders.refundedCents (docs/features/store-console.md#refunds). Pass a
 * transaction as `db` to write inside it.
 */
export function createRefundRepository(db: Kysely<Database>) {
  return {
    findByKey: (storeId: string, idempotencyKey: string) =>
      db
        .selectFrom('orderRefunds')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('idempotencyKey', '=', idempotencyKey)
        .executeTakeFirst(),

    refundsOf: (storeId: string, orderId: string) =>
      db
        .selectFrom('orderRefunds')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('orderId', '=', orderId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute(),

    /**
     * Raises what the order refunded by `amountCents` only while it stays within `paidCents`, in one
     * statement: two refunds at once are serialised by the row lock (PostgreSQL) or the write lock
     * (SQLite), and the second sees the first's amount. Answers whether it was raised.
     */
    async raiseRefunded(storeId: string, orderId: string, amountCents: number, paidCents: number): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set((eb) => ({ refundedCents: eb('refundedCents', '+', amountCents) }))
        .where('storeId', '=', storeId)
        .where('id', '=', orderId)
        .where((eb) => eb(eb('refundedCents', '+', amountCents), '<=', paidCents))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes the order's row lock (a write that changes nothing), so refunds of one order run one at a time. */
    lockOrder: (storeId: string, orderId: string) =>
      db
        .updateTable('orders')
        .set((eb) => ({ refundedCents: eb.ref('refundedCents') }))
        .where('storeId', '=', storeId)
        .where('id', '=', orderId)
        .execute(),

    /**
     * Records PayPal's refund of a refund still waiting for it; answers false when it was recorded already (the same
     * refund settled by its twin request), so the rest of the refund is made once.
     */
    async settlePaypal(storeId: string, id: string, paypalRefundId: string): Promise<boolean> {
      const result = await db
        .updateTable('orderRefunds')
        .set({ paypalRefundId })
        .where('storeId', '=', storeId)
        .where('id', '=', id)
        .where('paypalRefundId', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    setRestocked: (storeId: string, id: string, restocked: number) =>
      db.updateTable('orderRefunds').set({ restocked }).where('storeId', '=', storeId).where('id', '=', id).execute(),

    /**
     * Forgets a refund PayPal refused while it still waits for PayPal, and gives its amount back to what the order may
     * refund; answers whether there was such a refund to forget.
     */
    async dropUnsettled(storeId: string, refund: { id: string; orderId: string; amountCents: number }) {
      const dropped = await db
        .deleteFrom('orderRefunds')
        .where('storeId', '=', storeId)
        .where('id', '=', refund.id)
        .where('paypalRefundId', 'is', null)
        .executeTakeFirst();
      if (Number(dropped.numDeletedRows) !== 1) return false;
      await db
        .updateTable('orders')
        .set((eb) => ({ refundedCents: eb('refundedCents', '-', refund.amountCents) }))
        .where('storeId', '=', storeId)
        .where('id', '=', refund.orderId)
        .execute();
      return true;
    },

    insert: (row: Insertable<OrderRefundsTable>) => db.insertInto('orderRefunds').values(row).execute(),
  };
}
export type RefundRepository = ReturnType<typeof createRefundRepository>;
