import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import type { QuoteAnswerService } from '../checkout/quote-answer-service.ts';
import type { FulfilmentService } from '../orders/fulfilment-service.ts';
import type { QuoteDeclineService } from '../orders/quote-decline-service.ts';
import { staffOf } from './actions.ts';

/**
 * docs/features/store-console.md#quotes: answering a quote answers the order it became, as
 * console/orders/get does; answering it again changes nothing and answers the same. Declining
 * answers the quote declined, the same way.
 */
export function consoleQuoteHandlers(deps: {
  quotes: QuoteAnswerService;
  declines: QuoteDeclineService;
  fulfilment: FulfilmentService;
}) {
  return {
    'console/orders/answerQuote': async (request) => {
      const staff = staffOf(request);
      await deps.quotes.answer(request.store, staff, { ...request.body, baseUrl: storeBaseUrl(request) });
      return deps.fulfilment.getOrder(request.store, staff, request.body.order_number);
    },
    'console/orders/declineQuote': async (request) => {
      const staff = staffOf(request);
      await deps.declines.decline(request.store, staff, { ...request.body, baseUrl: storeBaseUrl(request) });
      return deps.fulfilment.getOrder(request.store, staff, request.body.order_number);
    },
  } satisfies ModuleActionHandlers;
}
