import {
  commonFieldsSchema,
  failureSchema,
  setCreditCardInputSchema,
  setCreditCardResultSchema,
} from '@bookfront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionService } from '../session/service.ts';
import { checkoutOf } from './actions.ts';
import type { CardService } from './card-service.ts';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

/**
 * The payload plus the common fields, still strict: a body with any other field (a plain `number`
 * or `cvv` above all) is refused before it reaches the service or a log.
 */
const setCreditCardBody = z.preprocess(
  (value) => value ?? {},
  commonFieldsSchema.extend(setCreditCardInputSchema.shape).strict(),
);

/** checkout/setCreditCard (spec 2 §7): the card step. */
export function cardActions({
  cards,
  sessions,
}: {
  cards: CardService;
  sessions: SessionService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/checkout/setCreditCard',
      { schema: { body: setCreditCardBody, response: { 200: setCreditCardResultSchema, ...failures } } },
      async (request, reply) => {
        const { uuid: _uuid, session_id: _sessionId, log_url: _logUrl, store_id: _storeId, ...input } = request.body;
        return cards.setCreditCard(await checkoutOf(request, reply, sessions), input);
      },
    );
  };
}
