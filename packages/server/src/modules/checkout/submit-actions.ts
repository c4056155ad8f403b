import { checkoutErrorCodes, checkoutMessages } from '@bookfront/contract';
import { BadRequestError } from '../../lib/errors.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import type { SessionService } from '../session/service.ts';
import { checkoutOf } from './actions.ts';
import type { ContactService } from './contact-service.ts';
import type { PaymentService } from './payment-service.ts';
import type { QuoteService } from './quote-service.ts';
import type { SubmitService } from './submit-service.ts';

/** checkout/setExtras, getPaymentChoices, setPaymentChoice, submit and requestQuote (docs/api/README.md). */
export function submitHandlers(deps: {
  sessions: SessionService;
  contact: ContactService;
  payments: PaymentService;
  submits: SubmitService;
  quotes: QuoteService;
}) {
  const { sessions } = deps;
  return {
    'checkout/setExtras': async (request, reply) =>
      deps.contact.setExtras(await checkoutOf(request, reply, sessions), request.body),
    'checkout/getPaymentChoices': async (request, reply) =>
      deps.payments.paymentChoices(await checkoutOf(request, reply, sessions)),
    'checkout/setPaymentChoice': async (request, reply) =>
      deps.payments.setPaymentChoice(await checkoutOf(request, reply, sessions), request.body.payment_choice),
    'checkout/submit': async (request, reply) => {
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
    'checkout/requestQuote': async (request, reply) => {
      const checkout = await checkoutOf(request, reply, sessions);
      return deps.quotes.requestQuote(checkout, {
        message: request.body.message,
        requestId: request.body.uuid?.trim() || undefined,
        baseUrl: storeBaseUrl(request),
      });
    },
  } satisfies ModuleActionHandlers;
}
