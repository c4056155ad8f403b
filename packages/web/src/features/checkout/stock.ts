import type { Cart } from '@bookfront/contract';

/** A cart line that asks for more than the store has and cannot order the rest in. */
export type StockAdjustment = {
  cartId: string;
  eisbn: string;
  condition: string;
  title: string;
  quantity: number;
  onHand: number;
};

/**
 * docs/features/checkout.md#stock-check: lines whose quantity exceeds what is on hand and which are not extra
 * orderable. 'Y' (in stock, count not shown) is never exceeded; gift cards have no stock.
 */
export function stockAdjustments(cart: Cart): StockAdjustment[] {
  return cart.items.flatMap((item) => {
    const available = item.title_info.available;
    if (item.cart_info.is_giftcard || !available || available.onhand === 'Y') return [];
    if (available.is_extra_orderable || item.cart_info.quantity <= available.onhand) return [];
    return [
      {
        cartId: item.cart_info.cart_id,
        eisbn: item.title_info.eisbn,
        condition: item.cart_info.condition,
        title: item.title_info.title,
        quantity: item.cart_info.quantity,
        onHand: Math.max(0, available.onhand),
      },
    ];
  });
}
