import { commonErrorCodes, commonMessages } from '@bookfront/contract';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../lib/errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests that a browser sent from another site (docs/architecture.md#security), on top
 * of the SameSite=Lax cookie. Browsers always send Origin on cross-site POSTs; a request with
 * neither Origin nor Referer comes from a non-browser client (curl, tests) and is allowed.
 */
export function registerCrossSiteProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin ?? request.headers.referer;
    if (origin === undefined) return;
    // Origin 'null' (sandboxed frames, some redirects) names no site we can trust.
    if (hostOf(origin) !== request.host.toLowerCase()) {
      throw new ForbiddenError(commonErrorCodes.crossSite, commonMessages.crossSite);
    }
  });
}
