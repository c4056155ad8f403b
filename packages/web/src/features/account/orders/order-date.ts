import { orderHistoryLimits } from '@bookfront/contract';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** docs/features/orders.md#dates: an order date (unix seconds) as 'Nov 23rd 2026', in America/Los_Angeles. */
export const formatOrderDate = (seconds: number) =>
  dayjs.unix(seconds).tz(orderHistoryLimits.timeZone).format(orderHistoryLimits.dateFormat);
