import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The daily sales summary's reads (docs/features/store-console.md#daily-sales-summary): a store's
 * orders placed and refunds made in [from, to) unix seconds. Owns no table.
 */
export function createSalesRepository(db: Kysely<Database>) {
  return {
    ordersPlaced: (storeId: string, from: number, to: number) =>
      db
        .selectFrom('orders')
        .leftJoin('orderItems', (join) =>
          join.onRef('orderItems.storeId', '=', 'orders.storeId').onRef('orderItems.orderId', '=', 'orders.id'),
        )
        .select((eb) => [
          'orders.id',
          'orders.createdAt',
          'orders.paymentType',
          'orders.paymentStatus',
          'orders.summary',
          'orders.totalCents',
          'orders.totalOwingCents',
          eb.fn.coalesce(eb.fn.sum<number | string>('orderItems.quantity'), eb.val(0)).as('items'),
        ])
        .where('orders.storeId', '=', storeId)
        .where('orders.kind', '=', 'order')
        .where('orders.fulfilmentStatus', '!=', 'cancelled')
        .where('orders.createdAt', '>=', from)
        .where('orders.createdAt', '<', to)
        .groupBy([
          'orders.id',
          'orders.createdAt',
          'orders.paymentType',
          'orders.paymentStatus',
          'orders.summary',
          'orders.totalCents',
          'orders.totalOwingCents',
        ])
        .execute(),

    refundsMade: (storeId: string, from: number, to: number) =>
      db
        .selectFrom('orderRefunds')
        .select(['createdAt', 'amountCents'])
        .where('storeId', '=', storeId)
        .where('createdAt', '>=', from)
        .where('createdAt', '<', to)
        .execute(),
  };
}
export type SalesRepository = ReturnType<typeof createSalesRepository>;
