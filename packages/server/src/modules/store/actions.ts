import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { StoreContext, StoreService } from './service.ts';
import type { SpecialHoursService } from './special-hours-service.ts';

/** store/getSettings, webstore/getContactAndHours and webstore/getPrivacyPolicyPage (docs/api/README.md). */
export function storeHandlers(stores: StoreService, specialHours: SpecialHoursService) {
  return {
    // No serializer here: the JSON was built and checked against siteSettingsSchema once per
    // store revision (see StoreService), and this is the hottest action of the app.
    'store/getSettings': {
      config: { storeFromWebstoreName: true, skipSession: true },
      sendsOwnJson: true,
      handle: async (request, reply) =>
        reply.type('application/json; charset=utf-8').send(request.store.siteSettingsJson),
    },
    'webstore/getContactAndHours': {
      config: { skipSession: true },
      handle: async (request) => specialHours.contactAndHours(request.store),
    },
    'webstore/getPrivacyPolicyPage': {
      config: { skipSession: true },
      handle: async (request) => stores.getPrivacyPolicyPage(request.store),
    },
  } satisfies ModuleActionHandlers;
}

/**
 * The store a page is for: the one serving its host, else the one whose basename is the page's first path segment (as
 * store/getSettings finds it for the web app on that page). Null when no store serves the page.
 */
export const pageStoreOf =
  (stores: StoreService) =>
  async (request: FastifyRequest, page: { path: string }): Promise<StoreContext | null> => {
    const firstSegment = page.path.split('/').find((segment) => segment.length > 0);
    try {
      return await stores.resolveStore({
        hostname: request.hostname.toLowerCase(),
        basename: firstSegment?.toLowerCase(),
      });
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };

/**
 * For registerWebApp: the settings store/getSettings would answer the web app on this page, whose
 * first path segment is the webstore_name it would send. Null when no store serves the page.
 */
export const pageSiteSettingsJson = (stores: StoreService) => {
  const storeOf = pageStoreOf(stores);
  return async (request: FastifyRequest, page: { path: string }): Promise<string | null> =>
    (await storeOf(request, page))?.siteSettingsJson ?? null;
};
