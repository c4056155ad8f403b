import { registryLimits } from '@bookfront/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = registryLimits.timeZone;

/** The last second of a day 'YYYY-MM-DD' in the store's time zone (docs/features/gift-registries.md#editor). */
export const endOfDay = (day: string): number => dayjs.tz(`${day} 00:00:00`, zone).add(1, 'day').unix() - 1;

/** The day 'YYYY-MM-DD' a deadline falls on, in the store's time zone. */
export const dayOf = (seconds: number): string => dayjs.unix(seconds).tz(zone).format('YYYY-MM-DD');
