import { commonErrorCodes, shellMessages } from '@bookfront/contract';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import { canViewSite } from '../modules/store/site-access.ts';

/** Whether a customer may see an exclusive site; the account module answers. */
export type SiteApprovals = { isSiteApproved(storeId: string, userId: string): Promise<boolean> };

/**
 * Private and exclusive sites (docs/features/shell-and-navigation.md#private-and-exclusive-sites): only actions marked `allowOnPrivateSite` answer a
 * visitor who may not view the site. Runs after the store and session are known.
 */
export function registerSiteAccessGate(app: FastifyInstance, approvals: SiteApprovals): void {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.allowOnPrivateSite) return;
    const { settings } = request.store;
    if (!settings.is_private && !settings.is_exclusive) return;
    const userId = request.session?.userId ?? null;
    // Approval is read only on exclusive sites, so other stores pay nothing for it.
    const isApproved =
      settings.is_exclusive && userId !== null && (await approvals.isSiteApproved(request.store.id, userId));
    const access = canViewSite(request.store, { isLoggedIn: userId !== null, isApproved });
    if (access === 'login-required')
      throw new UnauthorizedError(commonErrorCodes.privateSite, shellMessages.loginRequired);
    if (access === 'not-approved' && !request.routeOptions.config.allowNotApproved) {
      throw new ForbiddenError(commonErrorCodes.privateSite, shellMessages.exclusiveSite);
    }
  });
}
