import { contactAndHoursSchema, getSettingsInputSchema } from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { actionBody } from '../../plugins/action-body.ts';
import type { StoreService } from './service.ts';

export function storeActions(stores: StoreService): FastifyPluginAsyncZod {
  return async (app) => {
    // No response schema here: the JSON was built and checked against siteSettingsSchema once per
    // store revision (see StoreService), and this is the hottest action of the app.
    app.post(
      '/store/getSettings',
      {
        config: { allowOnPrivateSite: true, storeFromWebstoreName: true, skipSession: true },
        schema: { body: actionBody(getSettingsInputSchema) },
      },
      async (request, reply) => reply.type('application/json; charset=utf-8').send(request.store.siteSettingsJson),
    );

    app.post(
      '/webstore/getContactAndHours',
      {
        config: { allowOnPrivateSite: true, skipSession: true },
        schema: { body: actionBody(z.object({})), response: { 200: contactAndHoursSchema } },
      },
      async (request) => stores.getContactAndHours(request.store),
    );
  };
}

/**
 * For registerWebApp: the settings store/getSettings would answer the web app on this page, whose
 * first path segment is the webstore_name it would send. Null when no store serves the page.
 */
export const pageSiteSettingsJson =
  (stores: StoreService) =>
  async (request: FastifyRequest, page: { path: string }): Promise<string | null> => {
    const firstSegment = page.path.split('/').find((segment) => segment.length > 0);
    try {
      const store = await stores.resolveStore({
        hostname: request.hostname.toLowerCase(),
        basename: firstSegment?.toLowerCase(),
      });
      return store.siteSettingsJson;
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };
