import { registryResultSchema, type GiftRegistry } from '@bookfront/contract';
import type { DatabaseDialect } from '../../db/database.ts';
import { cookieName } from '../cart/test-app.ts';
import { checkoutApp } from '../checkout/submit-test-flow.ts';
import { listsApp } from '../lists/test-app.ts';

import { hunger } from '../cart/test-app.ts';

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

/** The checkout test store with registries on, and Ada's registry asking for `qty` of The Hunger Games. */
export async function registryCheckout(dialect: DatabaseDialect, qty: number) {
  const context = await checkoutApp(dialect, { gift_registry_enabled: true });
  const ada = await context.app.factories.customer({ storeId: context.store.id, email: 'ada@example.com' });
  const adaCookie = (await context.app.signIn(ada))[cookieName] ?? '';
  const registryId = registryOf(await context.post('giftregistry/create', birthday, adaCookie)).gift_registry_id;
  await context.post('giftregistry/addItem', { gift_registry_id: registryId, eisbn: hunger, qty }, adaCookie);
  const purchased = async () =>
    registryOf(await context.post('giftregistry/get', { gift_registry_id: registryId })).items[0]?.qty_purchased;
  return { ...context, registryId, purchased };
}
