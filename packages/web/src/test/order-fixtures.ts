import type { Order, OrderItem, OrderList, OrderListRow } from '@bookfront/contract';

/** An order item as order/get answers it. */
export function orderItemFixture(title: string, overrides: Partial<OrderItem['cart_info']> = {}): OrderItem {
  return {
    title_info: {
      eisbn: '9780439023481',
      title,
      binding: 'Paperback',
      cover_image_cache: '',
      available: null,
      is_forthcoming: false,
      release_date: null,
    },
    cart_info: {
      quantity: 1,
      sold_price: 1200,
      original_price: 1500,
      discount: 300,
      backorder_quantity: 0,
      backorder_sub_message: '',
      gift_registry_id: null,
      gift_registry_info: null,
      is_giftcard: false,
      cart_notes: null,
      ...overrides,
    },
  };
}

/** A pick-up order at Downtown placed on Nov 23rd 2026 (Los Angeles). */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    order_number: '10042',
    order_date: Date.UTC(2026, 10, 23, 20, 0, 0) / 1000,
    delivery_type: 'pickup',
    delivery_key: 'pickup',
    payment_type: 'pickup',
    payment_message: '',
    purchaser_name: 'Ada Reader',
    order_location_id: 'downtown',
    communication_preference: 'email',
    notes: '',
    purchaseorder: '',
    shipping: null,
    multiship_method: null,
    shipping_batches: [],
    items: [orderItemFixture('The Hunger Games', { quantity: 2 })],
    summary: {
      total: 2400,
      total_owing: 2400,
      subtotal: 2400,
      original_price: 3000,
      discounts: 600,
      promo_codes: [],
      total_gift_card_amount_used: 0,
      taxes: [],
      shipping: 0,
      item_count: 1,
    },
    email: 'ada@example.com',
    phone: '(604) 555-0142',
    cc_info: null,
    ...overrides,
  };
}

export function orderRowFixture(orderNumber: string, overrides: Partial<OrderListRow> = {}): OrderListRow {
  return {
    order_number: orderNumber,
    order_date: Date.UTC(2026, 10, 23, 20, 0, 0) / 1000,
    delivery_type: 'pickup',
    delivery_key: 'pickup',
    order_location_id: 'downtown',
    purchaser_name: 'Ada Reader',
    total: 2400,
    items: [
      {
        eisbn: '9780439023481',
        title: 'The Hunger Games',
        binding: 'Paperback',
        cover_image_cache: '',
        quantity: 1,
        is_giftcard: false,
      },
    ],
    more_items: 0,
    ...overrides,
  };
}

export const emptyOrderList: OrderList = { rows: [], rowcount: 0, years: [], page: 1 };
