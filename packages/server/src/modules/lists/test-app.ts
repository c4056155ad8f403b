import { copyCartToListResultSchema, listItemsSchema, titleListResultSchema } from '@bookfront/contract';
import type { DatabaseDialect } from '../../db/database.ts';
import { cartApp, cookieName } from '../cart/test-app.ts';

export { forthcoming, hunger, mockingjay } from '../cart/test-app.ts';

/**
 * The cart's test store (three titles at Downtown, gift cards on) with two customers, Ada and Bea,
 * logged in; `post` sends as the guest, `asAda` and `asBea` as each customer.
 */
export async function listsApp(dialect: DatabaseDialect, settings: Record<string, unknown> = {}) {
  const context = await cartApp(dialect, {
    store_info: { giftcards_enabled: true, giftcard_minimum: 10 },
    ...settings,
  });
  const { app, store, post } = context;
  const ada = await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
  const bea = await app.factories.customer({ storeId: store.id, email: 'bea@example.com' });
  const adaCookie = (await app.signIn(ada))[cookieName] ?? '';
  const beaCookie = (await app.signIn(bea))[cookieName] ?? '';
  return {
    ...context,
    ada,
    bea,
    asAda: (action: string, payload: object = {}) => post(action, payload, adaCookie),
    asBea: (action: string, payload: object = {}) => post(action, payload, beaCookie),
  };
}

type Answer = { json: () => unknown };
export const copyResultOf = (response: Answer) => copyCartToListResultSchema.parse(response.json());
export const listOf = (response: Answer) => titleListResultSchema.parse(response.json()).list;
export const itemsOf = (response: Answer) => listItemsSchema.parse(response.json());
