import type { DatabaseDialect } from '../../db/database.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { postAction } from '../../test/http.ts';

/** The test store's session cookie name. */
export const cookieName = 'bf_session_main';

/** A store 'main' whose emailed links use https://books.example. */
export async function accountTestApp(dialect: DatabaseDialect, settings: Record<string, unknown> = {}) {
  const app = await buildTestApp({ dialect });
  const store = await app.factories.store({
    id: 'main',
    name: 'Riverbend Books',
    isDefault: true,
    settings: { store_info: { base_url: 'https://books.example' }, ...settings },
  });
  /** Posts an action with `cookie` as the session, if given. */
  const post = (action: string, payload: object = {}, cookie?: string) =>
    app.inject(postAction(action, payload, cookie ? { cookies: { [cookieName]: cookie } } : {}));
  return { app, store, post };
}
