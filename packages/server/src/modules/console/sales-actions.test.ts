import { commonErrorCodes, consoleSalesMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { consoleApp } from './test-app.ts';

// 2026-11-26 in Portland: 08:00 UTC that day is 00:00 there, 2026-11-27 08:00 UTC the next midnight.
const midnight26 = Date.parse('2026-11-26T08:00:00Z') / 1000;
const hour = 3600;

describeEachDatabase('console/sales/daily', (dialect) => {
  async function withSales() {
    const context = await consoleApp(dialect);
    const { orders, app } = context;
    // Late on the 25th in Portland, though the 26th in UTC.
    await orders.order({
      storeId: 'main',
      locationId: 'downtown',
      createdAt: midnight26 - hour,
      items: [{ quantity: 1 }],
    });
    await orders.order({
      storeId: 'main',
      locationId: 'downtown',
      createdAt: midnight26 + hour,
      paymentType: 'paypal',
      items: [{ quantity: 2, soldPriceCents: 1000 }],
      summary: { total: 2000, total_owing: 1500, total_gift_card_amount_used: 500 },
    });
    const cancelled = await orders.order({
      storeId: 'main',
      locationId: 'downtown',
      createdAt: midnight26 + 2 * hour,
      items: [{ quantity: 5 }],
    });
    await app.db.updateTable('orders').set({ fulfilmentStatus: 'cancelled' }).where('id', '=', cancelled.id).execute();
    await orders.order({
      storeId: 'other',
      locationId: 'harbour',
      createdAt: midnight26 + hour,
      items: [{ quantity: 9 }],
    });
    const refunded = await orders.order({
      storeId: 'main',
      locationId: 'downtown',
      createdAt: midnight26 + 3 * hour,
      paymentType: 'credit_card',
      items: [{ quantity: 1, soldPriceCents: 1200 }],
    });
    await app.db
      .insertInto('orderRefunds')
      .values({
        storeId: 'main',
        id: 'r1',
        orderId: refunded.id,
        idempotencyKey: 'k1',
        lines: '[]',
        shippingCents: 0,
        amountCents: 700,
        giftCardCents: 0,
        paypalCents: 0,
        terminalCents: 700,
        paypalRefundId: null,
        restocked: 0,
        staffEmail: 'manager@riverbend.example',
        createdAt: midnight26 + 30 * hour,
      })
      .execute();
    return context;
  }

  it('sums each day of the store’s time zone: orders, copies, each tender, refunds; cancelled and other stores’ orders left out', async () => {
    const { post, logIn } = await withSales();
    const cookies = await logIn('manager@riverbend.example');

    const response = await post('console/sales/daily', { from: '2026-11-25', to: '2026-11-27' }, { cookies });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      time_zone: 'America/Los_Angeles',
      days: [
        { date: '2026-11-25', orders: 1, items: 1, revenue: { pickup: 1200 }, total: 1200, refunds: 0 },
        {
          date: '2026-11-26',
          orders: 2,
          items: 3,
          revenue: { gift_card: 500, paypal: 1500, credit_card: 1200 },
          total: 3200,
          refunds: 0,
        },
        { date: '2026-11-27', orders: 0, items: 0, revenue: {}, total: 0, refunds: 700 },
      ],
      totals: {
        orders: 3,
        items: 4,
        revenue: { pickup: 1200, gift_card: 500, paypal: 1500, credit_card: 1200 },
        total: 4400,
        refunds: 700,
      },
    });
  });

  it('refuses a clerk, and a range backwards or longer than 92 days', async () => {
    const { post, logIn } = await withSales();
    const clerk = await logIn('clerk@riverbend.example');
    const owner = await logIn('owner@riverbend.example');

    const asClerk = await post('console/sales/daily', { from: '2026-11-25', to: '2026-11-27' }, { cookies: clerk });
    const backwards = await post('console/sales/daily', { from: '2026-11-27', to: '2026-11-25' }, { cookies: owner });
    const tooLong = await post('console/sales/daily', { from: '2026-01-01', to: '2026-12-31' }, { cookies: owner });

    expect(asClerk.statusCode).toBe(403);
    expect(asClerk.json()).toMatchObject({ code: commonErrorCodes.staffForbidden });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ to: consoleSalesMessages.rangeInvalid });
    expect(tooLong.statusCode).toBe(400);
  });
});
