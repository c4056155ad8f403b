import {
  accountErrorCodes,
  accountMessages,
  availableChildrenResultSchema,
  availableCorpsResultSchema,
  failureSchema,
  getAvailableCorpsInputSchema,
  legacySiteCookieDays,
  linkIdInputSchema,
  linkMessageResultSchema,
  linkToRequestInputSchema,
  linkToVerifyInputSchema,
  parentLinksResultSchema,
  setCorpInputSchema,
  setCorpResultSchema,
  transferResultSchema,
} from '@bookfront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { secondsPerDay } from '../../lib/time.ts';
import { actionBody } from '../../plugins/action-body.ts';
import { requireCustomerId } from '../../plugins/session.ts';
import type { RateLimitService } from '../rate-limit/service.ts';
import type { SessionRecord, SessionService } from '../session/service.ts';
import { accountContext, limitAttempt } from './actions.ts';
import type { LinkCaller, LinksService } from './links-service.ts';
import { accountRateLimits as limitsOf } from './rate-limits.ts';

export type LinkActionDeps = { links: LinksService; sessions: SessionService; rateLimits: RateLimitService };

/** Spec 1 §9: the cookie that tells the store's previous site the user chose it. */
export const legacySiteCookieName = 'bf_site_version';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
const limitedFailures = { ...failures, 409: failureSchema, 429: failureSchema };

/** The logged-in caller (401 for a guest) and their session. */
function callerOf(request: FastifyRequest): { caller: LinkCaller; session: SessionRecord } {
  const userId = requireCustomerId(request);
  const session = request.session;
  if (!session) throw new Error('a logged-in request without a session');
  return { caller: { storeId: request.store.id, userId, sessionCorpId: session.corpId }, session };
}

/** The store's previous site, or 404 when it has none (the web app then offers no way there). */
function legacySiteUrl(request: FastifyRequest): string {
  const url = request.store.settings.legacy_site_url.trim();
  if (!url) throw new NotFoundError(accountErrorCodes.noLegacySite, accountMessages.noLegacySite);
  return url;
}

function setLegacySiteCookie(request: FastifyRequest, reply: FastifyReply, days: number) {
  reply.setCookie(legacySiteCookieName, 'legacy', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: days * secondsPerDay,
  });
}

/**
 * Institutions and linked accounts (spec 2 §7 account/getAvailableChildren … removeParentLink) and
 * the account switch (spec 1 §7 account/getAvailableCorps, setCorp, v1/transfer, v1/changeCorpAndTransfer).
 */
export function linkActions({ links, sessions, rateLimits }: LinkActionDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/account/getAvailableCorps',
      {
        schema: {
          body: actionBody(getAvailableCorpsInputSchema),
          response: { 200: availableCorpsResultSchema, ...failures },
        },
      },
      async (request) => {
        const { caller } = callerOf(request);
        const { token } = request.body;
        return { corps: token ? await links.getInvitingCorp(caller, token) : await links.getAvailableCorps(caller) };
      },
    );

    app.post(
      '/account/setCorp',
      { schema: { body: actionBody(setCorpInputSchema), response: { 200: setCorpResultSchema, ...failures } } },
      async (request) => {
        const { caller, session } = callerOf(request);
        const corpId = await links.chooseCorp(caller, request.body.corp_id);
        request.session = await sessions.setCorp(session, corpId);
        return sessions.describeSession(request.store, request.session);
      },
    );

    app.post(
      '/account/getAvailableChildren',
      {
        schema: { body: actionBody(z.object({})), response: { 200: availableChildrenResultSchema, ...failures } },
      },
      async (request) => links.getAvailableChildren(callerOf(request).caller),
    );

    app.post(
      '/account/linkToRequest',
      {
        schema: {
          body: actionBody(linkToRequestInputSchema),
          response: { 200: linkMessageResultSchema, ...limitedFailures },
        },
      },
      async (request) => {
        const { caller } = callerOf(request);
        await limitAttempt(rateLimits, request, [
          [limitsOf.linkRequestPerIp, request.ip],
          [limitsOf.linkRequestPerAccount, caller.userId],
        ]);
        await links.requestLink(caller, accountContext(request), request.body.email);
        return { message: accountMessages.linkRequestSent };
      },
    );

    app.post(
      '/account/linkToVerify',
      {
        schema: {
          body: actionBody(linkToVerifyInputSchema),
          response: { 200: linkMessageResultSchema, ...limitedFailures },
        },
      },
      async (request) => {
        const { caller } = callerOf(request);
        await limitAttempt(rateLimits, request, [[limitsOf.tokenPerIp, request.ip]]);
        await links.verifyLink(caller, request.body.token);
        return { message: accountMessages.accountAuthorized };
      },
    );

    app.post(
      '/account/removeChildLink',
      {
        schema: { body: actionBody(linkIdInputSchema), response: { 200: availableChildrenResultSchema, ...failures } },
      },
      async (request) => links.removeChildLink(callerOf(request).caller, request.body.id),
    );

    app.post(
      '/account/removeParentLink',
      { schema: { body: actionBody(linkIdInputSchema), response: { 200: parentLinksResultSchema, ...failures } } },
      async (request) => ({ corps: await links.removeParentLink(callerOf(request).caller, request.body.id) }),
    );

    app.post(
      '/v1/transfer',
      { schema: { body: actionBody(z.object({})), response: { 200: transferResultSchema, ...failures } } },
      async (request, reply) => {
        callerOf(request);
        const url = legacySiteUrl(request);
        setLegacySiteCookie(request, reply, legacySiteCookieDays.transfer);
        return { url };
      },
    );

    app.post(
      '/v1/changeCorpAndTransfer',
      { schema: { body: actionBody(setCorpInputSchema), response: { 200: transferResultSchema, ...failures } } },
      async (request, reply) => {
        const { caller, session } = callerOf(request);
        const url = legacySiteUrl(request);
        request.session = await sessions.setCorp(session, await links.chooseCorp(caller, request.body.corp_id));
        setLegacySiteCookie(request, reply, legacySiteCookieDays.accountSwitch);
        return { url };
      },
    );
  };
}
