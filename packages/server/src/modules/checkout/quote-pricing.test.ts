import type { OrderSummary } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import { answeredQuoteSummary, capInOrder } from './quote-pricing.ts';

const quoted: OrderSummary = {
  total: 3780,
  total_owing: 3780,
  subtotal: 4000,
  original_price: 4400,
  discounts: 400,
  promo_codes: [{ type: 'amount', description: 'Five off', amount: 500 }],
  total_gift_card_amount_used: 0,
  taxes: [{ type: 'GST', amount: 175 }],
  shipping: 0,
  item_count: 2,
};

describe('answeredQuoteSummary', () => {
  it('prices the lines as given, keeps the code’s amount and the tax rate, and adds the shipping', () => {
    const summary = answeredQuoteSummary({
      quoted,
      lines: [
        { quantity: 2, priceCents: 1500 },
        { quantity: 1, priceCents: 1000 },
      ],
      shippingCents: 800,
    });

    expect(summary).toMatchObject({
      subtotal: 4000,
      promo_codes: [{ amount: 500 }],
      taxes: [{ type: 'GST', amount: 175 }],
      shipping: 800,
      total: 4000 - 500 + 175 + 800,
      total_owing: 4000 - 500 + 175 + 800,
      discounts: 400,
    });
  });

  it('never lets a code take more than the books, and charges no tax on nothing', () => {
    const summary = answeredQuoteSummary({ quoted, lines: [{ quantity: 1, priceCents: 300 }], shippingCents: 0 });

    expect(summary).toMatchObject({ subtotal: 300, promo_codes: [{ amount: 300 }], taxes: [], total: 0 });
  });
});

describe('capInOrder', () => {
  it('takes each amount in turn until the limit is reached', () => {
    expect(capInOrder([500, 300, 200], 600)).toEqual([500, 100, 0]);
  });
});
