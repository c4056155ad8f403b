import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { LogService } from './service.ts';

/** log/error (docs/api/README.md). */
export function logHandlers(log: LogService) {
  return {
    'log/error': async (request) => {
      const { uuid: _uuid, session_id: claimedSessionId, log_url: logUrl, store_id: _storeId, ...input } = request.body;
      const sessionId = request.session?.id ?? null;
      const logged = await log.logClientError({ storeId: request.store.id, sessionId, input });
      if (logged) {
        // The session_id field is only a label the client claims; the cookie's session is the fact.
        request.log.warn(
          { clientError: input, storeId: request.store.id, sessionId, claimedSessionId, logUrl },
          'client error',
        );
      }
      return { logged };
    },
  } satisfies ModuleActionHandlers;
}
