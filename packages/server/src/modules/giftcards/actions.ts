import {
  addGiftCardInputSchema,
  checkoutStateSchema,
  editGiftCardInputSchema,
  commonErrorCodes,
  failureSchema,
  giftCardMessages,
  giftCardBalanceInputSchema,
  giftCardBalanceSchema,
  removeGiftCardInputSchema,
} from '@bookfront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors.ts';
import { actionBody } from '../../plugins/action-body.ts';
import { checkoutOf } from '../checkout/actions.ts';
import type { SessionService } from '../session/service.ts';
import type { GiftCardRedeemService } from './redeem-service.ts';
import type { GiftCardService, LookupCaller } from './service.ts';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

const callerOf = (request: FastifyRequest): LookupCaller => ({
  ip: request.ip,
  sessionId: request.session?.id ?? null,
});

/** giftcard/balance (spec 1 §7) and checkout/addGiftCard, editGiftCard, removeGiftCard (spec 2 §7). */
export function giftCardActions(deps: {
  giftCards: GiftCardService;
  redeem: GiftCardRedeemService;
  sessions: SessionService;
}): FastifyPluginAsyncZod {
  const { giftCards, redeem, sessions } = deps;
  /** Spec 2 §6: only logged-in customers redeem gift cards, whatever the store allows guests otherwise. */
  const customerCheckoutOf = (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.session?.userId) {
      throw new UnauthorizedError(commonErrorCodes.loginRequired, giftCardMessages.loginRequired);
    }
    return checkoutOf(request, reply, sessions);
  };
  return async (app) => {
    // Open to everyone, guests included; look-ups are limited per IP and per session.
    app.post(
      '/giftcard/balance',
      {
        schema: { body: actionBody(giftCardBalanceInputSchema), response: { 200: giftCardBalanceSchema, ...failures } },
      },
      async (request) => {
        const card = await giftCards.findUsableCard({
          storeId: request.store.id,
          number: request.body.number,
          pin: null,
          caller: callerOf(request),
        });
        return { balance: card.balanceCents };
      },
    );

    app.post(
      '/checkout/addGiftCard',
      { schema: { body: actionBody(addGiftCardInputSchema), response: { 200: checkoutStateSchema, ...failures } } },
      async (request, reply) => {
        const checkout = await customerCheckoutOf(request, reply);
        return redeem.addGiftCard(checkout, request.body, callerOf(request));
      },
    );

    app.post(
      '/checkout/editGiftCard',
      { schema: { body: actionBody(editGiftCardInputSchema), response: { 200: checkoutStateSchema, ...failures } } },
      async (request, reply) => redeem.editGiftCard(await customerCheckoutOf(request, reply), request.body),
    );

    app.post(
      '/checkout/removeGiftCard',
      { schema: { body: actionBody(removeGiftCardInputSchema), response: { 200: checkoutStateSchema, ...failures } } },
      async (request, reply) =>
        redeem.removeGiftCard(await customerCheckoutOf(request, reply), request.body.gift_card_number),
    );
  };
}
