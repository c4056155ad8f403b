import type { DatabaseDialect } from '../../db/database.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { postAction } from '../../test/http.ts';
import { createOrderFactories } from '../../test/order-factories.ts';

/** A store with two locations and a customer, Ada, with the order factory at hand. */
export async function ordersApp(dialect: DatabaseDialect) {
  const app = await buildTestApp({ dialect });
  const store = await app.factories.store({
    id: 'main',
    name: 'Riverbend Books',
    isDefault: true,
    settings: { store_info: { base_url: 'https://books.example' } },
  });
  await app.factories.location({ storeId: store.id, id: 'downtown', name: 'Downtown' });
  await app.factories.location({ storeId: store.id, id: 'uptown', name: 'Uptown' });
  const ada = await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
  const orders = createOrderFactories(app.db);
  const post = async (action: string, payload: object = {}, cookies?: Record<string, string>) =>
    app.inject(postAction(action, payload, cookies ? { cookies } : {}));
  return { app, store, ada, orders, post };
}
