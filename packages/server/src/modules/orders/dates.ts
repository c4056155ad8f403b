import { orderHistoryLimits } from '@bookfront/contract';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

const zone = orderHistoryLimits.timeZone;

/** docs/features/orders.md#dates: an order date as 'Nov 23rd 2026', in America/Los_Angeles. */
export const formatOrderDate = (seconds: number): string =>
  dayjs.unix(seconds).tz(zone).format(orderHistoryLimits.dateFormat);

/** The year an order dated `seconds` belongs to, where order dates are shown. */
export const orderYearOf = (seconds: number): number => dayjs.unix(seconds).tz(zone).year();

/** [from, to) in unix seconds: the calendar year `year` where order dates are shown. */
export function orderYearPeriod(year: number): { from: number; to: number } {
  const start = (y: number) => dayjs.tz(`${String(y).padStart(4, '0')}-01-01 00:00:00`, zone).unix();
  return { from: start(year), to: start(year + 1) };
}
