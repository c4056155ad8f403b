import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail, storeOrderNoticeEmail, type PlacedOrderMail } from './order-emails.ts';

/** A pick up order of $44.00, $12.50 of it paid with a gift card. */
const paidInPartWithAGiftCard: PlacedOrderMail = {
  kind: 'order',
  storeName: 'Riverbend Books',
  currency: 'USD',
  orderNumber: '1042',
  lines: [{ quantity: 2, title: 'The Hunger Games', binding: 'Paperback', soldPrice: 2000, backorder: 0 }],
  summary: {
    total: 4400,
    total_owing: 3150,
    subtotal: 4000,
    original_price: 4000,
    discounts: 0,
    promo_codes: [],
    total_gift_card_amount_used: 1250,
    taxes: [{ type: 'Sales tax', amount: 400 }],
    shipping: 0,
    item_count: 2,
  },
  delivery: 'pickup',
  locationName: 'Riverbend Books Eastside',
  locationAddress: '3020 SE Division Street, Portland, OR 97202',
  shipping: null,
  providerLabel: '',
  payment: 'pickup',
  contact: { name: 'Gale Hawthorne', email: 'gale@example.com', phone: '(503) 555-0199', preference: 'email' },
  purchaseOrder: '',
  notes: '',
  orderUrl: 'https://books.example/account/order/1042',
};

describe('order emails', () => {
  it.each([
    ['confirmation', orderConfirmationEmail(paidInPartWithAGiftCard)],
    ["store's notice", storeOrderNoticeEmail(paidInPartWithAGiftCard, 'orders@books.example')],
  ])('the %s lists the total, then the gift cards, then what is owing', (_, email) => {
    const totals = email.paragraphs.filter((line) => /^(Total|Gift cards|Total owing):/.test(line));

    expect(totals).toEqual(['Total: $44.00', 'Gift cards: -$12.50', 'Total owing: $31.50']);
  });
});
