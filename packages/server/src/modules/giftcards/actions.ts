import { commonErrorCodes, giftCardMessages } from '@bookfront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../lib/errors.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { checkoutOf } from '../checkout/actions.ts';
import type { SessionService } from '../session/service.ts';
import { giftCardPageOf } from './page-service.ts';
import type { GiftCardRedeemService } from './redeem-service.ts';
import type { GiftCardService, LookupCaller } from './service.ts';

const callerOf = (request: FastifyRequest): LookupCaller => ({
  ip: request.ip,
  sessionId: request.session?.id ?? null,
});

/** giftcard/get, giftcard/balance and checkout/addGiftCard, editGiftCard, removeGiftCard (docs/features/gift-cards.md). */
export function giftCardHandlers(deps: {
  giftCards: GiftCardService;
  redeem: GiftCardRedeemService;
  sessions: SessionService;
}) {
  const { giftCards, redeem, sessions } = deps;
  /** Only logged-in customers redeem gift cards, whatever the store allows guests otherwise (docs/features/gift-cards.md#redeeming-at-checkout). */
  const customerCheckoutOf = (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.session?.userId) {
      throw new UnauthorizedError(commonErrorCodes.loginRequired, giftCardMessages.loginRequired);
    }
    return checkoutOf(request, reply, sessions);
  };
  return {
    'giftcard/get': {
      config: { skipSession: true },
      handle: async (request) => giftCardPageOf(request.store.settings),
    },
    // Open to everyone, guests included; look-ups are limited per IP and per session.
    'giftcard/balance': async (request) => {
      const card = await giftCards.findUsableCard({
        storeId: request.store.id,
        number: request.body.number,
        pin: null,
        caller: callerOf(request),
      });
      return { balance: card.balanceCents };
    },
    'checkout/addGiftCard': async (request, reply) => {
      const checkout = await customerCheckoutOf(request, reply);
      return redeem.addGiftCard(checkout, request.body, callerOf(request));
    },
    'checkout/editGiftCard': async (request, reply) =>
      redeem.editGiftCard(await customerCheckoutOf(request, reply), request.body),
    'checkout/removeGiftCard': async (request, reply) =>
      redeem.removeGiftCard(await customerCheckoutOf(request, reply), request.body.gift_card_number),
  } satisfies ModuleActionHandlers;
}
