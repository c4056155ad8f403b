import { cartResultSchema, type Cart } from '@bookfront/contract';
import type { DatabaseDialect } from '../../db/database.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { postAction, responseCookie } from '../../test/http.ts';

export const cookieName = 'bf_session_main';
export const hunger = '9780439023481';
export const mockingjay = '9780439023511';
export const forthcoming = '9780000000019';

/** A store with one location, three titles in its stock, and a guest session. */
export async function cartApp(dialect: DatabaseDialect, settings: Record<string, unknown> = {}) {
  const app = await buildTestApp({ dialect });
  const store = await app.factories.store({ id: 'main', isDefault: true, settings });
  await app.factories.location({ storeId: store.id, id: 'downtown', name: 'Downtown' });
  const catalog = createCatalogFactories(app.db);
  await catalog.title({ eisbn: hunger, title: 'The Hunger Games' });
  await catalog.stock({
    storeId: store.id,
    locationId: 'downtown',
    eisbn: hunger,
    onhand: 5,
    priceCents: 1500,
    isExtraOrderable: 0,
    discountPercent: 20,
  });
  await catalog.title({ eisbn: mockingjay, title: 'Mockingjay' });
  await catalog.stock({
    storeId: store.id,
    locationId: 'downtown',
    eisbn: mockingjay,
    onhand: 1,
    priceCents: 1800,
    isExtraOrderable: 1,
  });
  await catalog.title({
    eisbn: forthcoming,
    title: 'Sunrise on the Reaping',
    releaseDate: Math.floor(Date.now() / 1000) + 86_400 * 60,
  });
  await catalog.stock({
    storeId: store.id,
    locationId: 'downtown',
    eisbn: forthcoming,
    onhand: 0,
    priceCents: 2500,
    isExtraOrderable: 0,
  });
  const guest = await app.inject(postAction('session/get'));
  let cookie = responseCookie(guest, cookieName)?.value ?? '';
  const post = async (action: string, payload: object = {}, as: string = cookie) =>
    app.inject(postAction(action, payload, { cookies: { [cookieName]: as } }));
  const cartOf = async (response: { json: () => unknown }): Promise<Cart> =>
    cartResultSchema.parse(response.json()).cart;
  return { app, store, post, cartOf, cookie, setCookie: (value: string) => (cookie = value) };
}
