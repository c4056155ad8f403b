import { registryResultSchema, type GiftRegistry } from '@bookfront/contract';
import type { DatabaseDialect } from '../../db/database.ts';
import { listsApp } from '../lists/test-app.ts';

export { hunger, mockingjay, forthcoming } from '../cart/test-app.ts';

/** The lists' test store with gift registries on: Ada and Bea logged in, `post` as a guest. */
export const registryApp = (dialect: DatabaseDialect, settings: Record<string, unknown> = {}) =>
  listsApp(dialect, { gift_registry_enabled: true, ...settings });

export const registryOf = (response: { json: () => unknown }): GiftRegistry =>
  registryResultSchema.parse(response.json()).registry;

export const birthday = { title: 'Ada turns 40', occasion: 'Birthday', description: 'Books for the long winter.' };

/** A day 'YYYY-MM-DD' `days` from today in the store's time zone. */
export function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(date);
}
