import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { SessionService } from '../session/service.ts';
import { checkoutOf } from './actions.ts';
import type { CardService } from './card-service.ts';

/** checkout/setCreditCard: the card step (docs/features/checkout.md#card-entry). */
export function cardHandlers({ cards, sessions }: { cards: CardService; sessions: SessionService }) {
  return {
    'checkout/setCreditCard': async (request, reply) => {
      const { uuid: _uuid, session_id: _sessionId, log_url: _logUrl, store_id: _storeId, ...input } = request.body;
      return cards.setCreditCard(await checkoutOf(request, reply, sessions), input);
    },
  } satisfies ModuleActionHandlers;
}
