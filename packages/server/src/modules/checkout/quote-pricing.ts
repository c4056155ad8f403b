import type { OrderSummary } from '@bookfront/contract';

/** Takes each amount off in order, never past `limit` in all: what each gives once capped. */
export function capInOrder(amounts: readonly number[], limit: number): number[] {
  let remaining = Math.max(0, limit);
  return amounts.map((amount) => {
    const taken = Math.min(amount, remaining);
    remaining -= taken;
    return taken;
  });
}

/**
 * docs/decisions/0049-answering-quotes.md: the summary of a quote priced by the bookseller. The
 * books are the lines at their new prices; the quote's promo codes keep their amounts, never more
 * than the books; its taxes keep the rates the quote was priced with, on what is left after them;
 * the shipping is the bookseller's. Gift cards never pay a quote, so all of it is owed.
 */
export function answeredQuoteSummary(options: {
  quoted: OrderSummary;
  lines: readonly { quantity: number; priceCents: number }[];
  shippingCents: number;
}): OrderSummary {
  const { quoted } = options;
  const subtotal = options.lines.reduce((sum, line) => sum + line.quantity * line.priceCents, 0);
  const promoAmounts = capInOrder(
    quoted.promo_codes.map((promo) => promo.amount),
    subtotal,
  );
  const discount = promoAmounts.reduce((sum, amount) => sum + amount, 0);
  const quotedTaxable = quoted.subtotal - quoted.promo_codes.reduce((sum, promo) => sum + promo.amount, 0);
  const taxable = subtotal - discount;
  const taxes =
    quotedTaxable > 0 && taxable > 0
      ? quoted.taxes.map((tax) => ({ type: tax.type, amount: Math.round((tax.amount * taxable) / quotedTaxable) }))
      : [];
  const original = Math.max(quoted.original_price, subtotal);
  const total = taxable + taxes.reduce((sum, tax) => sum + tax.amount, 0) + options.shippingCents;
  return {
    total,
    total_owing: total,
    subtotal,
    original_price: original,
    discounts: original - subtotal,
    promo_codes: quoted.promo_codes.map((promo, index) => ({ ...promo, amount: promoAmounts[index] ?? 0 })),
    total_gift_card_amount_used: 0,
    taxes,
    shipping: options.shippingCents,
    item_count: quoted.item_count,
  };
}
