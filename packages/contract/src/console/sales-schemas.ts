import { z } from 'zod';
import { consoleSalesMessages } from './sales-messages.ts';

/** The most days one summary covers. */
export const salesSummaryMaxDays = 92;

const daySchema = z.iso.date({ error: consoleSalesMessages.dateRequired });

/** console/sales/daily: the days from `from` to `to` (both included), in the store's time zone. */
export const consoleDailySalesInputSchema = z.object({ from: daySchema, to: daySchema });

/** Whether a range runs forwards and spans at most salesSummaryMaxDays days. */
export const isSalesRange = ({ from, to }: { from: string; to: string }) =>
  from <= to && (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 < salesSummaryMaxDays;
export type ConsoleDailySalesInput = z.input<typeof consoleDailySalesInputSchema>;

const cents = z.number().int();

/** One day's sales: orders placed (cancelled ones left out), copies, what each tender took, refunds made. */
export const salesDaySchema = z.object({
  date: z.string(),
  orders: z.number().int(),
  items: z.number().int(),
  /** Cents by tender: gift_card, and the order's payment type for the rest. */
  revenue: z.record(z.string(), cents),
  total: cents,
  refunds: cents,
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export const consoleDailySalesSchema = z.object({
  time_zone: z.string(),
  days: z.array(salesDaySchema),
  totals: salesDaySchema.omit({ date: true }),
});
export type ConsoleDailySales = z.infer<typeof consoleDailySalesSchema>;
