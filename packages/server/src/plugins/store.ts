import { accountMessages, isHttpUrl, isSitePath } from '@bookfront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../lib/errors.ts';
import type { StoreContext, StoreService } from '../modules/store/service.ts';

const stringField = (body: unknown, name: string): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : undefined;
};

/**
 * Downloads are GET requests, so their store_id comes in the query string; read from the raw URL
 * because a route's querystring schema drops the fields it does not name.
 */
const queryStoreId = (request: FastifyRequest) =>
  new URLSearchParams(request.raw.url?.split('?')[1] ?? '').get('store_id') ?? undefined;

/** webstore_name arrives as the first path segment, maybe with slashes or capitals. */
const toBasename = (webstoreName: string | undefined) =>
  webstoreName?.replace(/^\/+|\/+$/g, '').toLowerCase() || undefined;

/**
 * Sets `request.store` for every action in the scope (docs/decisions/0002-store-resolution.md).
 * Runs as a preHandler because the store_id common field lives in the body, parsed by then.
 */
export function registerStoreResolution(app: FastifyInstance, stores: StoreService): void {
  app.decorateRequest<StoreContext | null>('store', null);
  app.addHook('preHandler', async (request) => {
    request.store = await stores.resolveStore({
      hostname: request.hostname.toLowerCase(),
      storeId: stringField(request.body, 'store_id') ?? queryStoreId(request),
      basename: request.routeOptions.config.storeFromWebstoreName
        ? toBasename(stringField(request.body, 'webstore_name'))
        : undefined,
    });
    const callbackUrl = stringField(request.body, 'callback_url');
    if (callbackUrl && !isStoreLink(request, callbackUrl)) {
      throw new ValidationError({ callback_url: accountMessages.callbackUrlInvalid });
    }
  });
}

/**
 * A link that stays in the store (an account action's callback_url, docs/features/accounts.md#emails): a
 * path on this site, or an http(s) address on the host name this request reached or the store's base_url.
 */
function isStoreLink(request: FastifyRequest, link: string): boolean {
  if (isSitePath(link)) return true;
  if (!isHttpUrl(link)) return false;
  // Host names only: a port differs behind a proxy, and https may end there.
  const { hostname } = new URL(link);
  const configured = request.store.settings.store_info.base_url.trim();
  return (
    hostname === request.hostname.toLowerCase() || (configured !== '' && hostname === new URL(configured).hostname)
  );
}

/**
 * The store's public address for links in mail: its base_url setting, else the address this
 * request reached (with the store's basename).
 */
export function storeBaseUrl(request: FastifyRequest): string {
  const configured = request.store.settings.store_info.base_url.trim().replace(/\/+$/, '');
  const basename = request.store.basename ? `/${request.store.basename}` : '';
  return configured || `${request.isHttps ? 'https' : request.protocol}://${request.host}${basename}`;
}
