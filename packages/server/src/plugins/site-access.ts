import { commonErrorCodes, shellMessages } from '@bookfront/contract';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import { canViewSite } from '../modules/store/site-access.ts';

/**
 * Private and exclusive sites (spec 1 §6): only actions marked `allowOnPrivateSite` answer a
 * visitor who may not view the site. Runs after the store and session are known.
 */
export function registerSiteAccessGate(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.allowOnPrivateSite) return;
    const access = canViewSite(request.store, request.session);
    if (access === 'login-required')
      throw new UnauthorizedError(commonErrorCodes.privateSite, shellMessages.loginRequired);
    if (access === 'not-approved') throw new ForbiddenError(commonErrorCodes.privateSite, shellMessages.exclusiveSite);
  });
}
