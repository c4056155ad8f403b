import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The promo codes orders used (docs/features/store-console.md#promo-codes), written with each order
 * by checkout, and the codes' claim rows (promoCodeClaims) an order holds while it counts their uses.
 */
export function createPromoUsageRepository(db: Kysely<Database>) {
  /** The store's orders that used the code: quotes and cancelled orders are no use. */
  const usesOf = (storeId: string) =>
    db
      .selectFrom('orderPromoCodes')
      .innerJoin('orders', (join) =>
        join.onRef('orders.storeId', '=', 'orderPromoCodes.storeId').onRef('orders.id', '=', 'orderPromoCodes.orderId'),
      )
      .where('orderPromoCodes.storeId', '=', storeId)
      .where('orders.kind', '=', 'order')
      .where('orders.fulfilmentStatus', '!=', 'cancelled');

  return {
    /** Per code: the store's orders that used it, quotes and cancelled orders left out, and their discount. */
    usageByCode: (storeId: string) =>
      usesOf(storeId)
        .select((eb) => [
          'orderPromoCodes.code',
          eb.cast<number>(eb.fn.countAll(), 'integer').as('orders'),
          eb.cast<number>(eb.fn.sum('orderPromoCodes.amountCents'), 'integer').as('discountCents'),
        ])
        .groupBy('orderPromoCodes.code')
        .execute(),

    /** The store's orders (cancelled ones left out) that used the code, of one email (in any case) when given. */
    async useCount(storeId: string, code: string, email: string | null): Promise<number> {
      let query = usesOf(storeId).where('orderPromoCodes.code', '=', code);
      if (email !== null) query = query.where((eb) => eb(eb.fn('lower', ['orders.email']), '=', email.toLowerCase()));
      const row = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /**
     * docs/features/store-console.md#promo-code-limits: writes the code's claim row, whose lock the
     * transaction `db` belongs to then holds, so another order using the code waits here until this one commits.
     */
    claim: (storeId: string, code: string, now: number) =>
      db
        .insertInto('promoCodeClaims')
        .values({ storeId, code, claimedAt: now })
        .onConflict((conflict) => conflict.columns(['storeId', 'code']).doUpdateSet({ claimedAt: now }))
        .execute(),
  };
}
export type PromoUsageRepository = ReturnType<typeof createPromoUsageRepository>;
