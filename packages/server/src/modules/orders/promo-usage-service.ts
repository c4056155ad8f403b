import type { PromoUsageRepository } from './promo-usage-repository.ts';

export type PromoUsage = { orders: number; discountCents: number };

/** docs/features/store-console.md#promo-codes: how often each of a store's codes was used, by code. */
export function createPromoUsageService(repo: PromoUsageRepository) {
  return {
    async usageByCode(storeId: string): Promise<Map<string, PromoUsage>> {
      const rows = await repo.usageByCode(storeId);
      // PostgreSQL answers a sum as text; the casts keep both databases' numbers as numbers.
      return new Map(
        rows.map((row) => [row.code, { orders: Number(row.orders), discountCents: Number(row.discountCents ?? 0) }]),
      );
    },
  };
}
export type PromoUsageService = ReturnType<typeof createPromoUsageService>;
