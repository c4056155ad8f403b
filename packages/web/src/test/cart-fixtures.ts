import { cartSchema, emptyCartSummary, type Cart, type CartItem } from '@bookfront/contract';
import { availabilityRowFixture } from './catalog-fixtures.ts';

/** A line of the demo store's cart: one copy of The Hunger Games, new, at Downtown. */
export function cartItemFixture(
  overrides: { title_info?: Partial<CartItem['title_info']>; cart_info?: Partial<CartItem['cart_info']> } = {},
): CartItem {
  return {
    title_info: {
      eisbn: '9780439023481',
      title: 'The Hunger Games',
      subtitle: '',
      binding: 'Mass Market Paperback',
      cover_image_cache: '',
      price: 999,
      list_price: null,
      is_forthcoming: false,
      is_large_print: false,
      release_date: 1200441600,
      available: availabilityRowFixture(),
      ...overrides.title_info,
    },
    cart_info: {
      cart_id: 'line-1',
      quantity: 1,
      condition: 'NEW',
      cartable: true,
      cartable_logged_in: true,
      backorder_quantity: 0,
      backorder_sub_message: '',
      gift_registry_id: null,
      gift_registry_info: null,
      is_giftcard: false,
      last_ordered: null,
      sold_price: 999,
      cart_notes: null,
      ...overrides.cart_info,
    },
  };
}

/** A cart holding `items`, its summary added up the way the server does (checked against the contract). */
export function cartFixture(items: CartItem[] = [], overrides: Partial<Cart> = {}): Cart {
  const subtotal = items.reduce((total, item) => total + (item.cart_info.sold_price ?? 0) * item.cart_info.quantity, 0);
  const original = items.reduce(
    (total, item) =>
      total + (item.title_info.list_price ?? item.title_info.available?.row_price ?? 0) * item.cart_info.quantity,
    0,
  );
  return cartSchema.parse({
    items,
    summary: {
      ...emptyCartSummary,
      item_count: items.length,
      total_quantity: items.reduce((total, item) => total + item.cart_info.quantity, 0),
      original_price: original,
      discounts: original - subtotal,
      subtotal,
      total: subtotal,
    },
    gift_cards: [],
    checksum: `c${items.length}`,
    contains_unavailable: items.some((item) => !item.cart_info.cartable),
    meets_order_min: true,
    can_click_collect: true,
    ...overrides,
  });
}
