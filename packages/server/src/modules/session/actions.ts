import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { clearSessionCookie, ensureSession } from '../../plugins/session.ts';
import type { SessionService } from './service.ts';

/** session/get, getChecksum, clear and webstore/setMultistoreLocation (docs/api/README.md). */
export function sessionHandlers(sessions: SessionService) {
  return {
    'session/get': async (request, reply) =>
      sessions.describeSession(request.store, await ensureSession(request, reply, sessions), {
        resetCart: request.body.reset_cart === true,
      }),
    'session/getChecksum': async (request) => sessions.getChecksum(request.store, request.session),
    // The fatal-error screen's 'Click here to refresh' starts over with a new session.
    'session/clear': async (request, reply) => {
      if (request.session) await sessions.endSession(request.session);
      clearSessionCookie(request, reply);
      return { cleared: true };
    },
    'webstore/setMultistoreLocation': async (request, reply) => {
      const session = await ensureSession(request, reply, sessions);
      const updated = await sessions.setLocation(request.store, session, request.body.location_id);
      return await sessions.describeSession(request.store, updated);
    },
  } satisfies ModuleActionHandlers;
}
