import { checkoutErrorCodes, checkoutMessages, type Cart, type PromoCodeSetting } from '@bookfront/contract';
import { ConflictError } from '../../lib/errors.ts';
import type { OrderTransaction } from './order-repository.ts';

/**
 * docs/features/store-console.md#promo-code-limits: inside the order's transaction, before the order
 * is written, each limited code the priced cart applied is claimed (in code order, so two orders
 * never wait on each other's claims), then its uses are counted: with the claim's lock held, an order
 * racing for a code's last use counts after the first commits and sees its use. A code used as often
 * as it may be, or once already by this email when it is once per customer, refuses the order.
 */
export async function claimPromoCodeUses(
  trx: OrderTransaction,
  options: { storeId: string; settings: readonly PromoCodeSetting[]; cart: Cart; email: string; now: number },
): Promise<void> {
  const applied = new Set(options.cart.summary.promo_codes.map((promo) => promo.code));
  const limited = options.settings
    .filter((promo) => applied.has(promo.code) && (promo.max_uses !== null || promo.once_per_customer))
    .sort((a, b) => a.code.localeCompare(b.code));
  for (const promo of limited) {
    await trx.claimPromoCode(options.storeId, promo.code, options.now);
    if (promo.max_uses !== null && (await trx.promoCodeUseCount(options.storeId, promo.code, null)) >= promo.max_uses) {
      throw new ConflictError(checkoutErrorCodes.promoCodeUsedUp, checkoutMessages.promoCodeUsedUp(promo.code));
    }
    if (promo.once_per_customer && (await trx.promoCodeUseCount(options.storeId, promo.code, options.email)) > 0) {
      throw new ConflictError(checkoutErrorCodes.promoCodeUsedUp, checkoutMessages.promoCodeUsedByYou(promo.code));
    }
  }
}
