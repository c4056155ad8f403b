import { storeOrderMailMessages } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail, storeOrderNoticeEmail, type PlacedOrderMail } from './order-emails.ts';

const staff = {
  multishipMethod: 'batched',
  shipments: [
    { label: 'Now', eisbns: ['9780439023481'] },
    { label: 'When it arrives', eisbns: ['9780439023511'] },
  ],
  paymentStatus: 'pending',
  totalOwing: 4399,
  hasSealedCard: true,
  paypalOrderId: null,
  consoleUrl: 'https://books.example/console/orders/1043',
};

/** A shipped order of two titles in two shipments, paid by a sealed card. */
const shippedInTwo: PlacedOrderMail = {
  kind: 'order',
  storeName: 'Riverbend Books',
  currency: 'USD',
  orderNumber: '1043',
  lines: [
    {
      quantity: 2,
      title: 'The Hunger Games',
      binding: 'Paperback',
      soldPrice: 1000,
      backorder: 0,
      eisbn: '9780439023481',
    },
    { quantity: 1, title: 'Mockingjay', binding: 'Hardcover', soldPrice: 1800, backorder: 1, eisbn: '9780439023511' },
  ],
  summary: {
    total: 4399,
    total_owing: 4399,
    subtotal: 3800,
    original_price: 3800,
    discounts: 0,
    promo_codes: [],
    total_gift_card_amount_used: 0,
    taxes: [],
    shipping: 599,
    item_count: 3,
  },
  delivery: 'ship',
  locationName: 'Downtown',
  locationAddress: '',
  shipping: {
    orgname: '',
    name: 'Gale Hawthorne',
    addr1: '12 Seam Road',
    addr2: '',
    city: 'Portland',
    prov: 'OR',
    country: 'US',
    postal: '97202',
    phone: '',
    provider: 'USPS',
  },
  providerLabel: 'USPS',
  payment: 'credit_card',
  contact: { name: 'Gale Hawthorne', email: 'gale@example.com', phone: '', preference: 'email' },
  purchaseOrder: '',
  notes: '',
  orderUrl: 'https://books.example/account/order/1043',
  staff,
};

describe("the store's order notice", () => {
  it('names each line’s ISBN, price and where to pull it, the shipments, what is left to take and the sealed card', () => {
    const email = storeOrderNoticeEmail(shippedInTwo, 'orders@books.example');

    expect(email.paragraphs).toEqual(
      expect.arrayContaining([
        '2 × The Hunger Games (Paperback), ISBN 9780439023481: $20.00, pull from Downtown',
        '1 × Mockingjay (Hardcover), ISBN 9780439023511: $18.00, pull from Downtown (1 to order in)',
        'Shipping: $5.99',
        storeOrderMailMessages.shipments.batched,
        'Now: 9780439023481',
        'When it arrives: 9780439023511',
        'Left to take: $43.99',
        storeOrderMailMessages.sealedCard,
      ]),
    );
    expect(email.action).toEqual({
      label: storeOrderMailMessages.openInConsole,
      url: 'https://books.example/console/orders/1043',
    });
  });

  it('says a PayPal capture by its id', () => {
    const paypal = {
      ...shippedInTwo,
      payment: 'paypal' as const,
      staff: {
        ...staff,
        hasSealedCard: false,
        paypalOrderId: '5O190127TN364715T',
        paymentStatus: 'captured',
      },
    };

    const email = storeOrderNoticeEmail(paypal, 'orders@books.example');

    expect(email.paragraphs).toContain('PayPal captured: 5O190127TN364715T');
    expect(email.paragraphs).not.toContain(storeOrderMailMessages.sealedCard);
  });

  it('keeps all of this out of the customer’s confirmation', () => {
    const email = orderConfirmationEmail(shippedInTwo);

    expect(email.paragraphs.join('\n')).not.toMatch(/ISBN|pull from|Left to take|sealed/);
    expect(email.action?.url).toBe('https://books.example/account/order/1043');
  });
});
