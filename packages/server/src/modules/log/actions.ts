import { logErrorInputSchema, logErrorResultSchema } from '@bookfront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionBody } from '../../plugins/action-body.ts';
import type { LogService } from './service.ts';

export function logActions(log: LogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/log/error',
      {
        config: { allowOnPrivateSite: true },
        schema: { body: actionBody(logErrorInputSchema), response: { 200: logErrorResultSchema } },
      },
      async (request) => {
        const {
          uuid: _uuid,
          session_id: claimedSessionId,
          log_url: logUrl,
          store_id: _storeId,
          ...input
        } = request.body;
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
    );
  };
}
