import {
  consoleSalesMessages,
  isSalesRange,
  orderHistoryLimits,
  orderSummarySchema,
  type ConsoleDailySales,
  type SalesDay,
  type consoleDailySalesInputSchema,
} from '@bookfront/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { z } from 'zod';
import { ValidationError } from '../../lib/errors.ts';
import type { SalesRepository } from './sales-repository.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = orderHistoryLimits.timeZone;

type Totals = Omit<SalesDay, 'date'>;
const emptyDay = (): Totals => ({ orders: 0, items: 0, revenue: {}, total: 0, refunds: 0 });
const add = (revenue: Record<string, number>, tender: string, cents: number) => {
  if (cents !== 0) revenue[tender] = (revenue[tender] ?? 0) + cents;
};

/**
 * docs/features/store-console.md#daily-sales-summary: each day of a range in the store's time zone
 * (orders are dated there, docs/features/orders.md#dates), its orders placed (cancelled ones left
 * out), their copies, what each tender took (gift cards, and the rest by the order's payment type),
 * and the refunds made that day.
 */
export function createSalesService(repo: SalesRepository) {
  return {
    async daily(storeId: string, input: z.output<typeof consoleDailySalesInputSchema>): Promise<ConsoleDailySales> {
      // Checked here: the action's body schema is the payload extended with the common fields, which drops a refinement.
      if (!isSalesRange(input)) throw new ValidationError({ to: consoleSalesMessages.rangeInvalid });
      const first = dayjs.tz(`${input.from} 00:00:00`, zone);
      const end = dayjs.tz(`${input.to} 00:00:00`, zone).add(1, 'day');
      const dayOf = (seconds: number) => dayjs.unix(seconds).tz(zone).format('YYYY-MM-DD');
      const days = new Map<string, Totals>();
      for (let day = first; day.isBefore(end); day = day.add(1, 'day')) days.set(day.format('YYYY-MM-DD'), emptyDay());

      const [orders, refunds] = await Promise.all([
        repo.ordersPlaced(storeId, first.unix(), end.unix()),
        repo.refundsMade(storeId, first.unix(), end.unix()),
      ]);
      for (const order of orders) {
        const day = days.get(dayOf(Number(order.createdAt)));
        if (!day) continue;
        const summary = orderSummarySchema.safeParse(JSON.parse(order.summary));
        const giftCards = summary.success ? summary.data.total_gift_card_amount_used : 0;
        day.orders += 1;
        day.items += Number(order.items);
        add(day.revenue, 'gift_card', giftCards);
        add(day.revenue, order.paymentType, order.totalOwingCents);
        day.total += giftCards + order.totalOwingCents;
      }
      for (const refund of refunds) {
        const day = days.get(dayOf(Number(refund.createdAt)));
        if (day) day.refunds += refund.amountCents;
      }

      const totals = emptyDay();
      for (const day of days.values()) {
        totals.orders += day.orders;
        totals.items += day.items;
        totals.total += day.total;
        totals.refunds += day.refunds;
        for (const [tender, cents] of Object.entries(day.revenue)) add(totals.revenue, tender, cents);
      }
      return { time_zone: zone, days: [...days].map(([date, day]) => ({ date, ...day })), totals };
    },
  };
}
export type SalesService = ReturnType<typeof createSalesService>;
