import { z } from 'zod';

/**
 * docs/features/contact-and-hours.md#special-hours: a day a location keeps other hours than its
 * usual ones, or is closed. `opens` and `closes` are 'HH:mm' on a 24-hour clock ('' when closed).
 */
export const specialHoursSchema = z.object({
  /** 'YYYY-MM-DD' in the store's time zone. */
  date: z.string(),
  closed: z.boolean(),
  opens: z.string(),
  closes: z.string(),
  note: z.string(),
});
export type SpecialHours = z.infer<typeof specialHoursSchema>;
