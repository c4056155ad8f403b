import type { CartItem } from '@bookfront/contract';

/**
 * docs/features/checkout.md#stock-check: what a line must come down to because the store has fewer on hand than
 * it holds and cannot order the rest in (0: none left, the line goes); null when the line is fine as it is.
 */
export function stockShortfallOf(item: CartItem): number | null {
  const row = item.title_info.available;
  if (item.cart_info.is_giftcard || !row || row.onhand === 'Y') return null;
  if (row.availability !== 'available' || row.is_extra_orderable) return null;
  return item.cart_info.quantity > row.onhand ? Math.max(0, row.onhand) : null;
}

/** The lines of a cart that stock no longer covers, each with what it must come down to. */
export const stockAdjustmentsOf = (items: CartItem[]) =>
  items.flatMap((item) => {
    const onhand = stockShortfallOf(item);
    return onhand === null ? [] : [{ item, onhand }];
  });
