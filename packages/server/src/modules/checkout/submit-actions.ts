import {
  checkoutErrorCodes,
  checkoutExtrasResultSchema,
  checkoutMessages,
  checkoutStateSchema,
  failureSchema,
  orderPlacedSchema,
  paymentChoicesSchema,
  requestQuoteInputSchema,
  setExtrasInputSchema,
  setPaymentChoiceInputSchema,
  submitInputSchema,
} from '@bookfront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import { actionBody } from '../../plugins/action-body.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import type { SessionService } from '../session/service.ts';
import { checkoutOf } from './actions.ts';
import type { ContactService } from './contact-service.ts';
import type { PaymentService } from './payment-service.ts';
import type { QuoteService } from './quote-service.ts';
import type { SubmitService } from './submit-service.ts';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

/** checkout/setExtras, getPaymentChoices, setPaymentChoice, submit and requestQuote (spec 2 §7). */
export function submitActions(deps: {
  sessions: SessionService;
  contact: ContactService;
  payments: PaymentService;
  submits: SubmitService;
  quotes: QuoteService;
}): FastifyPluginAsyncZod {
  const { sessions } = deps;
  return async (app) => {
    app.post(
      '/checkout/setExtras',
      {
        schema: { body: actionBody(setExtrasInputSchema), response: { 200: checkoutExtrasResultSchema, ...failures } },
      },
      async (request, reply) => deps.contact.setExtras(await checkoutOf(request, reply, sessions), request.body),
    );

    app.post(
      '/checkout/getPaymentChoices',
      { schema: { body: actionBody(z.object({})), response: { 200: paymentChoicesSchema, ...failures } } },
      async (request, reply) => deps.payments.paymentChoices(await checkoutOf(request, reply, sessions)),
    );

    app.post(
      '/checkout/setPaymentChoice',
      {
        schema: { body: actionBody(setPaymentChoiceInputSchema), response: { 200: checkoutStateSchema, ...failures } },
      },
      async (request, reply) =>
        deps.payments.setPaymentChoice(await checkoutOf(request, reply, sessions), request.body.payment_choice),
    );

    app.post(
      '/checkout/submit',
      { schema: { body: actionBody(submitInputSchema), response: { 200: orderPlacedSchema, ...failures } } },
      async (request, reply) => {
        const requestId = request.body.uuid?.trim();
        if (!requestId) {
          throw new BadRequestError(checkoutErrorCodes.requestIdRequired, checkoutMessages.requestIdRequired, {
            uuid: checkoutMessages.requestIdRequired,
          });
        }
        const checkout = await checkoutOf(request, reply, sessions);
        return deps.submits.submit(checkout, {
          requestId,
          checksum: request.body.checksum,
          baseUrl: storeBaseUrl(request),
        });
      },
    );

    app.post(
      '/checkout/requestQuote',
      { schema: { body: actionBody(requestQuoteInputSchema), response: { 200: orderPlacedSchema, ...failures } } },
      async (request, reply) => {
        const checkout = await checkoutOf(request, reply, sessions);
        return deps.quotes.requestQuote(checkout, {
          message: request.body.message,
          requestId: request.body.uuid?.trim() || undefined,
          baseUrl: storeBaseUrl(request),
        });
      },
    );
  };
}
