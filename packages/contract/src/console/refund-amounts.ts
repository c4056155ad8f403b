/**
 * How much a refund of copies gives back (docs/features/store-console.md#refunds), shared by the
 * server and the console's form. Each copy's share of the order's goods total (after discounts, with
 * taxes) follows its price; the refund that takes back the last copies gives back the rest, so the
 * shares add up to the total to the cent.
 */
export type RefundableLine = { quantity: number; sold_price: number; is_giftcard: boolean };

export type RefundedLine = { position: number; quantity: number; amount: number };

export function refundLineAmounts(input: {
  /** The order's total and shipping, in cents. */
  total: number;
  shipping: number;
  lines: readonly RefundableLine[];
  /** Lines of the refunds made before. */
  refunded: readonly RefundedLine[];
  requested: readonly { position: number; quantity: number }[];
}): number[] {
  const goodsTotal = Math.max(0, input.total - input.shipping);
  const value = (line: RefundableLine) => line.sold_price * line.quantity;
  const allValue = input.lines.reduce((sum, line) => sum + value(line), 0);
  if (allValue === 0) return input.requested.map(() => 0);
  const share = (cents: number) => Math.round((goodsTotal * cents) / allValue);

  const refundedCopies = new Map<number, number>();
  for (const line of [...input.refunded, ...input.requested]) {
    refundedCopies.set(line.position, (refundedCopies.get(line.position) ?? 0) + line.quantity);
  }
  const isLast = input.lines.every(
    (line, position) => line.is_giftcard || (refundedCopies.get(position) ?? 0) >= line.quantity,
  );
  const amounts = input.requested.map((request) =>
    share((input.lines[request.position]?.sold_price ?? 0) * request.quantity),
  );
  if (isLast && amounts.length > 0) {
    const refundableValue = input.lines.reduce((sum, line) => sum + (line.is_giftcard ? 0 : value(line)), 0);
    const before = input.refunded.reduce((sum, line) => sum + line.amount, 0);
    const rest = share(refundableValue) - before - amounts.reduce((sum, amount) => sum + amount, 0);
    amounts[amounts.length - 1] = Math.max(0, (amounts[amounts.length - 1] ?? 0) + rest);
  }
  return amounts;
}
