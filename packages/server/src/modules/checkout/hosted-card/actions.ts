import type { ModuleActionHandlers } from '../../../plugins/action-routes.ts';
import { storeBaseUrl } from '../../../plugins/store.ts';
import type { SessionService } from '../../session/service.ts';
import { checkoutOf } from '../actions.ts';
import type { HostedCardService } from './service.ts';

/** checkout/cardPayment, chaseInit, chaseSuccess and globalInit (docs/features/checkout.md#hosted-card-forms). */
export function hostedCardHandlers({
  hostedCards,
  sessions,
}: {
  hostedCards: HostedCardService;
  sessions: SessionService;
}) {
  return {
    'checkout/chaseInit': async (request, reply) => {
      const session = await hostedCards.open(await checkoutOf(request, reply, sessions), 'chase', {
        baseUrl: storeBaseUrl(request),
      });
      return { uid: session.id, url: session.url };
    },
    'checkout/chaseSuccess': async (request, reply) =>
      hostedCards.confirm(await checkoutOf(request, reply, sessions), 'chase', {
        data: request.body.uid,
        baseUrl: storeBaseUrl(request),
      }),
    'checkout/globalInit': async (request, reply) => {
      const session = await hostedCards.open(await checkoutOf(request, reply, sessions), 'global', {
        baseUrl: storeBaseUrl(request),
      });
      return { url: session.url };
    },
    'checkout/cardPayment': async (request, reply) =>
      hostedCards.confirm(await checkoutOf(request, reply, sessions), request.body.provider, {
        data: request.body.transaction_data,
        baseUrl: storeBaseUrl(request),
      }),
  } satisfies ModuleActionHandlers;
}
