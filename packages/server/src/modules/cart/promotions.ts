import { cartErrorCodes, type CartSummary, type PromoCodeSetting, cartPageMessages } from '@bookfront/contract';

type AppliedPromoCode = CartSummary['promo_codes'][number];

export type PromoCodeProblem = { code: string; message: string };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Why `promo` cannot apply to a cart of `subtotal` now, or null when it can. */
export function promoCodeProblem(
  promo: PromoCodeSetting | undefined,
  subtotal: number,
  now: number,
): PromoCodeProblem | null {
  if (!promo?.active) return { code: cartErrorCodes.promoCodeUnknown, message: cartPageMessages.promoCodeUnknown };
  if (promo.starts_at !== null && now < promo.starts_at) {
    return { code: cartErrorCodes.promoCodeNotYet, message: cartPageMessages.promoCodeNotYet };
  }
  if (promo.ends_at !== null && now >= promo.ends_at) {
    return { code: cartErrorCodes.promoCodeExpired, message: cartPageMessages.promoCodeExpired };
  }
  if (subtotal < promo.min_subtotal) {
    return {
      code: cartErrorCodes.promoCodeBelowMinimum,
      message: cartPageMessages.promoCodeBelowMinimum(dollars(promo.min_subtotal)),
    };
  }
  return null;
}

/**
 * The codes a cart keeps after the shopper enters `code` (docs/features/cart.md#promo-codes): one code applies at a
 * time, so a code replaces the one entered before, except that a stackable code combines with any other.
 * Also answers which entered codes it replaced.
 */
export function enterPromoCode(
  promoCodes: readonly PromoCodeSetting[],
  entered: readonly string[],
  code: string,
): { entered: string[]; replaced: string[] } {
  const isStackable = (candidate: string) => promoCodes.find((promo) => promo.code === candidate)?.stackable === true;
  const others = entered.filter((candidate) => candidate !== code);
  const kept = isStackable(code) ? others : others.filter(isStackable);
  return { entered: [...kept, code], replaced: others.filter((candidate) => !kept.includes(candidate)) };
}

/**
 * The codes that apply to a cart: those the shopper entered and the automatic ones, each only
 * while valid for this subtotal (of the books: gift cards are never discounted). Stackable codes
 * combine with any other; of the rest only one applies, the last one entered, else the first
 * automatic one. Amounts come off in order and never take the subtotal below 0.
 */
export function applyPromoCodes(options: {
  promoCodes: readonly PromoCodeSetting[];
  entered: readonly string[];
  subtotal: number;
  now: number;
}): { applied: AppliedPromoCode[]; discount: number } {
  const qualifies = (promo: PromoCodeSetting) => promoCodeProblem(promo, options.subtotal, options.now) === null;
  const candidates = options.promoCodes.filter(
    (promo) => (promo.automatic || options.entered.includes(promo.code)) && qualifies(promo),
  );
  const single =
    [...options.entered]
      .reverse()
      .map((code) => candidates.find((promo) => promo.code === code && !promo.stackable))
      .find((promo) => promo !== undefined) ?? candidates.find((promo) => promo.automatic && !promo.stackable);
  const applied: AppliedPromoCode[] = [];
  let remaining = options.subtotal;
  for (const promo of candidates) {
    if (!promo.stackable && promo !== single) continue;
    const wanted =
      promo.type === 'percent'
        ? Math.round((options.subtotal * Math.min(promo.value, 100)) / 100)
        : promo.type === 'amount'
          ? promo.value
          : 0; // free shipping: shipping is priced at checkout
    const amount = Math.min(wanted, remaining);
    remaining -= amount;
    applied.push({
      code: promo.code,
      description: promo.description,
      amount,
      type: promo.type,
      automatic: promo.automatic,
    });
  }
  return { applied, discount: options.subtotal - remaining };
}
