import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The promo codes orders used (docs/features/store-console.md#promo-codes); written with each order by checkout. */
export function createPromoUsageRepository(db: Kysely<Database>) {
  return {
    /** Per code: the store's orders that used it, quotes and cancelled orders left out, and their discount. */
    usageByCode: (storeId: string) =>
      db
        .selectFrom('orderPromoCodes')
        .innerJoin('orders', (join) =>
          join
            .onRef('orders.storeId', '=', 'orderPromoCodes.storeId')
            .onRef('orders.id', '=', 'orderPromoCodes.orderId'),
        )
        .select((eb) => [
          'orderPromoCodes.code',
          eb.cast<number>(eb.fn.countAll(), 'integer').as('orders'),
          eb.cast<number>(eb.fn.sum('orderPromoCodes.amountCents'), 'integer').as('discountCents'),
        ])
        .where('orderPromoCodes.storeId', '=', storeId)
        .where('orders.kind', '=', 'order')
        .where('orders.fulfilmentStatus', '!=', 'cancelled')
        .groupBy('orderPromoCodes.code')
        .execute(),
  };
}
export type PromoUsageRepository = ReturnType<typeof createPromoUsageRepository>;
