import {
  checksumSchema,
  clearSessionResultSchema,
  failureSchema,
  getSessionInputSchema,
  sessionSchema,
  setMultistoreLocationInputSchema,
} from '@bookfront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionBody } from '../../plugins/action-body.ts';
import { clearSessionCookie, ensureSession } from '../../plugins/session.ts';
import type { SessionService } from './service.ts';

const emptyPayload = z.object({});

export function sessionActions(sessions: SessionService): FastifyPluginAsyncZod {
  return async (app) => {
    // '/sesson/get' is spec 1 §7's own misspelling, which the seed app calls in places.
    for (const url of ['/session/get', '/sesson/get']) {
      app.post(
        url,
        {
          config: { allowOnPrivateSite: true },
          schema: { body: actionBody(getSessionInputSchema), response: { 200: sessionSchema } },
        },
        async (request, reply) =>
          sessions.describeSession(request.store, await ensureSession(request, reply, sessions), {
            resetCart: request.body.reset_cart === true,
          }),
      );
    }

    app.post(
      '/session/getChecksum',
      {
        config: { allowOnPrivateSite: true },
        schema: { body: actionBody(emptyPayload), response: { 200: checksumSchema } },
      },
      async (request) => sessions.getChecksum(request.store, request.session),
    );

    // Our addition: the fatal-error screen's 'Click here to refresh' starts over with a new session.
    app.post(
      '/session/clear',
      {
        config: { allowOnPrivateSite: true },
        schema: { body: actionBody(emptyPayload), response: { 200: clearSessionResultSchema } },
      },
      async (request, reply) => {
        if (request.session) await sessions.endSession(request.session);
        clearSessionCookie(request, reply);
        return { cleared: true };
      },
    );

    app.post(
      '/webstore/setMultistoreLocation',
      {
        schema: {
          body: actionBody(setMultistoreLocationInputSchema),
          response: { 200: sessionSchema, 404: failureSchema },
        },
      },
      async (request, reply) => {
        const session = await ensureSession(request, reply, sessions);
        const updated = await sessions.setLocation(request.store, session, request.body.location_id);
        return await sessions.describeSession(request.store, updated);
      },
    );
  };
}
