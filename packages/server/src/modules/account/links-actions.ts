import { accountErrorCodes, accountMessages, legacySiteCookieDays } from '@bookfront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import { secondsPerDay } from '../../lib/time.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { requireCustomerId } from '../../plugins/session.ts';
import type { RateLimitService } from '../rate-limit/service.ts';
import type { SessionRecord, SessionService, SessionUserSource } from '../session/service.ts';
import { accountContext, limitAttempt } from './actions.ts';
import { transferUrl } from './legacy-transfer.ts';
import type { LinkCaller, LinksService } from './links-service.ts';
import { accountRateLimits as limitsOf } from './rate-limits.ts';

export type LinkActionDeps = {
  links: LinksService;
  sessions: SessionService;
  users: SessionUserSource;
  rateLimits: RateLimitService;
};

/** docs/features/accounts.md#switching-accounts: the cookie that tells the store's previous site the user chose it. */
export const legacySiteCookieName = 'bf_site_version';

/** The account switch stays open to a customer an exclusive site has not approved (its restricted screen offers it). */
const accountSwitch = { allowNotApproved: true };

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

/** The previous site's address with the customer's signed transfer token, when the store shares a secret with it. */
async function signedLegacySiteUrl(
  request: FastifyRequest,
  users: SessionUserSource,
  caller: LinkCaller,
  corpId: string | null,
): Promise<string> {
  const url = legacySiteUrl(request);
  const user = await users.describeSessionUser(caller.storeId, caller.userId, corpId);
  if (!user) throw new Error('a logged-in caller without an account');
  const secret = request.store.settings.legacy_site_transfer_secret;
  return transferUrl(url, secret, {
    storeId: caller.storeId,
    userId: caller.userId,
    email: user.email_address,
    corpId,
  });
}

function setLegacySiteCookie(request: FastifyRequest, reply: FastifyReply, days: number) {
  reply.setCookie(legacySiteCookieName, 'legacy', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.isHttps,
    maxAge: days * secondsPerDay,
  });
}

/**
 * Institutions and linked accounts (account/getAvailableChildren … removeParentLink) and the account
 * switch (account/getAvailableCorps, setCorp, v1/transfer, v1/changeCorpAndTransfer); docs/api/README.md.
 */
export function linkHandlers({ links, sessions, users, rateLimits }: LinkActionDeps) {
  return {
    'account/getAvailableCorps': {
      config: accountSwitch,
      handle: async (request) => {
        const { caller } = callerOf(request);
        const { token } = request.body;
        return { corps: token ? await links.getInvitingCorp(caller, token) : await links.getAvailableCorps(caller) };
      },
    },
    'account/setCorp': {
      config: accountSwitch,
      handle: async (request) => {
        const { caller, session } = callerOf(request);
        const corpId = await links.chooseCorp(caller, request.body.corp_id);
        request.session = await sessions.setCorp(session, corpId);
        return sessions.describeSession(request.store, request.session);
      },
    },
    'account/getAvailableChildren': async (request) => links.getAvailableChildren(callerOf(request).caller),
    'account/linkToRequest': async (request) => {
      const { caller } = callerOf(request);
      await limitAttempt(rateLimits, request, [
        [limitsOf.linkRequestPerIp, request.ip],
        [limitsOf.linkRequestPerAccount, caller.userId],
      ]);
      await links.requestLink(caller, accountContext(request), request.body.email);
      return { message: accountMessages.linkRequestSent };
    },
    'account/linkToVerify': async (request) => {
      const { caller } = callerOf(request);
      await limitAttempt(rateLimits, request, [[limitsOf.tokenPerIp, request.ip]]);
      await links.verifyLink(caller, request.body.token);
      return { message: accountMessages.accountAuthorized };
    },
    'account/removeChildLink': async (request) => links.removeChildLink(callerOf(request).caller, request.body.id),
    'account/removeParentLink': async (request) => ({
      corps: await links.removeParentLink(callerOf(request).caller, request.body.id),
    }),
    'v1/transfer': async (request, reply) => {
      const { caller, session } = callerOf(request);
      const url = await signedLegacySiteUrl(request, users, caller, session.corpId);
      setLegacySiteCookie(request, reply, legacySiteCookieDays.transfer);
      return { url };
    },
    'v1/changeCorpAndTransfer': {
      config: accountSwitch,
      handle: async (request, reply) => {
        const { caller, session } = callerOf(request);
        legacySiteUrl(request); // 404 before the corp changes, when there is no previous site
        request.session = await sessions.setCorp(session, await links.chooseCorp(caller, request.body.corp_id));
        const url = await signedLegacySiteUrl(request, users, caller, request.session.corpId);
        setLegacySiteCookie(request, reply, legacySiteCookieDays.accountSwitch);
        return { url };
      },
    },
  } satisfies ModuleActionHandlers;
}
