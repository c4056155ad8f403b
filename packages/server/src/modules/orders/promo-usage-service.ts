import { checkoutErrorCodes, checkoutMessages, type PromoCodeSetting } from '@bookfront/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ConflictError } from '../../lib/errors.ts';
import { createPromoUsageRepository, type PromoUsageRepository } from './promo-usage-repository.ts';

export type PromoUsage = { orders: number; discountCents: number };

/** Why a promo code has no use left: used as many times as it may be, or once already by this customer. */
export type NoUseLeft = 'usedUp' | 'usedByYou';

type UseCheck = { storeId: string; promo: PromoCodeSetting; email: string | null };

const isLimited = (promo: PromoCodeSetting) => promo.max_uses !== null || promo.once_per_customer;

/**
 * Why `promo` has no use left, or null when it has (docs/features/store-console.md#promo-code-limits):
 * it was used as many times as it may be, or it is once per customer and `email` used it. Without an
 * email only the total is checked.
 */
async function noUseLeft(uses: PromoUsageRepository, options: UseCheck): Promise<NoUseLeft | null> {
  const { storeId, promo, email } = options;
  if (!isLimited(promo)) return null;
  if (promo.max_uses !== null && (await uses.useCount(storeId, promo.code, null)) >= promo.max_uses) {
    return 'usedUp';
  }
  if (promo.once_per_customer && email && (await uses.useCount(storeId, promo.code, email)) > 0) {
    return 'usedByYou';
  }
  return null;
}

/** Place order's words for a code with no use left. */
const noUseLeftMessage = (code: string, reason: NoUseLeft) =>
  reason === 'usedUp' ? checkoutMessages.promoCodeUsedUp(code) : checkoutMessages.promoCodeUsedByYou(code);

/** How often a store's promo codes were used (docs/features/store-console.md#promo-codes), and the limits on using them again. */
export function createPromoUsageService(db: Kysely<Database>) {
  const repo = createPromoUsageRepository(db);
  return {
    async usageByCode(storeId: string): Promise<Map<string, PromoUsage>> {
      const rows = await repo.usageByCode(storeId);
      // PostgreSQL answers a sum as text; the casts keep both databases' numbers as numbers.
      return new Map(
        rows.map((row) => [row.code, { orders: Number(row.orders), discountCents: Number(row.discountCents ?? 0) }]),
      );
    },

    /**
     * checkout/addPromocode: a code with no use left is refused when it is typed, with Place order's
     * message. Nothing is claimed: the order's transaction counts again (claimUses), as another order
     * may take the last use in between.
     */
    async assertUseLeft(options: UseCheck): Promise<void> {
      const reason = await noUseLeft(repo, options);
      if (!reason) return;
      const message = noUseLeftMessage(options.promo.code, reason);
      throw new ConflictError(checkoutErrorCodes.promoCodeUsedUp, message, { code: message });
    },

    /**
     * Why a code has no use left, or null when it has: a login merge drops a guest's code that would
     * be refused if typed (docs/features/cart.md#login). Nothing is claimed, as with assertUseLeft.
     */
    noUseLeft: (options: UseCheck): Promise<NoUseLeft | null> => noUseLeft(repo, options),

    /**
     * docs/features/store-console.md#promo-code-limits: inside the order's transaction, before the
     * order is written, each limited code the priced cart applied is claimed (in code order, so two
     * orders never wait on each other's claims), then its uses are counted: with the claim's lock
     * held, an order racing for a code's last use counts after the first commits and sees its use.
     * A code used as often as it may be, or once already by this email when it is once per
     * customer, refuses the order.
     */
    async claimUses(
      trx: Transaction<Database>,
      options: {
        storeId: string;
        settings: readonly PromoCodeSetting[];
        appliedCodes: readonly string[];
        email: string;
        now: number;
      },
    ): Promise<void> {
      const uses = createPromoUsageRepository(trx);
      const limited = options.settings
        .filter((promo) => options.appliedCodes.includes(promo.code) && isLimited(promo))
        .sort((a, b) => a.code.localeCompare(b.code));
      for (const promo of limited) {
        await uses.claim(options.storeId, promo.code, options.now);
        const reason = await noUseLeft(uses, { storeId: options.storeId, promo, email: options.email });
        if (reason) throw new ConflictError(checkoutErrorCodes.promoCodeUsedUp, noUseLeftMessage(promo.code, reason));
      }
    },
  };
}
export type PromoUsageService = ReturnType<typeof createPromoUsageService>;
