import type { Page } from '@playwright/test';
import { specialHoursTimeZone } from '@bookfront/contract';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: specialHoursTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayLabelFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * Today in the store's time zone (docs/features/contact-and-hours.md#hours), whatever the test
 * machine's: its date as special hours keep it ('YYYY-MM-DD'), as the contact page names it
 * ("Fri, Nov 27"), and midday of it, for `holdStoreToday`.
 */
export function storeToday(now = new Date()): { date: string; label: string; midday: Date } {
  const date = dateFormat.format(now);
  // 20:00 UTC is noon or 1pm in Los Angeles, summer or winter: the same day there.
  const midday = new Date(`${date}T20:00:00Z`);
  return { date, label: dayLabelFormat.format(new Date(`${date}T00:00:00Z`)), midday };
}

/**
 * Holds the page's clock at midday of `today` in the store's time zone, so what the page counts as
 * today stays the day the journey wrote, even if the store's midnight passes while it runs.
 */
export async function holdStoreToday(page: Page, today: { midday: Date }): Promise<void> {
  await page.clock.setFixedTime(today.midday);
}
