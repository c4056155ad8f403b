import { accountMessages } from '@bookfront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { ensureSession, replaceSession } from '../../plugins/session.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import type { RateLimitPolicy, RateLimitService } from '../rate-limit/service.ts';
import type { SessionService } from '../session/service.ts';
import { accountRateLimits as limitsOf, loginLimits, withPasswordCheckLimits } from './rate-limits.ts';
import type { AccountContext, AccountService } from './service.ts';

/** The request's store and its public address for emailed links. */
export function accountContext(request: FastifyRequest): AccountContext {
  return { store: request.store, baseUrl: storeBaseUrl(request) };
}

export type AccountActionDeps = { accounts: AccountService; sessions: SessionService; rateLimits: RateLimitService };

/** Counts the attempt against each policy for its subject, all scoped to the store. */
export async function limitAttempt(
  rateLimits: RateLimitService,
  request: FastifyRequest,
  checks: [RateLimitPolicy, string][],
): Promise<void> {
  for (const [policy, subject] of checks) {
    await rateLimits.consume(policy, `${request.store.id}:${subject}`, accountMessages.tooManyAttempts);
  }
}

/** Sign-up, creation, login, logout and password recovery; all reachable on a private site. */
export function accountHandlers({ accounts, sessions, rateLimits }: AccountActionDeps) {
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const current = await ensureSession(request, reply, sessions);
    const session = replaceSession(request, reply, await sessions.signIn(current, userId));
    return sessions.describeSession(request.store, session);
  };

  return {
    'account/check': async (request) => {
      const email = request.body.email_address;
      await limitAttempt(rateLimits, request, [
        [limitsOf.signUpPerIp, request.ip],
        [limitsOf.signUpPerEmail, email],
      ]);
      return { email_address: await accounts.checkEmail(accountContext(request), email) };
    },
    'account/checkVerification': async (request) => {
      await limitAttempt(rateLimits, request, [[limitsOf.tokenPerIp, request.ip]]);
      return { email_address: await accounts.checkVerification(request.store.id, request.body.token) };
    },
    'account/create': async (request, reply) => {
      await limitAttempt(rateLimits, request, [
        [limitsOf.signUpPerIp, request.ip],
        ...(request.body.token ? [[limitsOf.tokenPerIp, request.ip] satisfies [RateLimitPolicy, string]] : []),
      ]);
      const created = await accounts.createAccount(accountContext(request), request.body);
      if (created.validationRequired) return { validation_required: true, address: created.address, session: null };
      return { validation_required: false, address: '', session: await signIn(request, reply, created.userId) };
    },
    'account/login': async (request, reply) => {
      const username = request.body.email_address || request.body.san || '';
      const user = await withPasswordCheckLimits(rateLimits, request, { account: username, limits: loginLimits }, () =>
        accounts.authenticate(request.store.id, request.body),
      );
      return signIn(request, reply, user.id);
    },
    // docs/features/accounts.md#login-and-logout: logging out leaves an anonymous session; the old one (and its cart) is gone.
    'account/logout': async (request, reply) => {
      if (request.session) await sessions.endSession(request.session);
      const session = replaceSession(request, reply, await sessions.startSession(request.store.id));
      return sessions.describeSession(request.store, session);
    },
    'account/emailPasswordToken': async (request) => {
      const email = request.body.email_address;
      await limitAttempt(rateLimits, request, [
        [limitsOf.resetRequestPerIp, request.ip],
        [limitsOf.resetRequestPerEmailAndIp, `${email.toLowerCase()}:${request.ip}`],
        [limitsOf.resetRequestPerEmail, email.toLowerCase()],
      ]);
      await accounts.sendPasswordReset(accountContext(request), email);
      return { message: accountMessages.resetSent };
    },
    'account/resetPassword': async (request, reply) => {
      await limitAttempt(rateLimits, request, [[limitsOf.tokenPerIp, request.ip]]);
      const user = await accounts.resetPassword(accountContext(request), request.body.token, request.body.password);
      // Whoever knew the old password is signed out everywhere else.
      const current = await ensureSession(request, reply, sessions);
      await sessions.endUserSessions(request.store.id, user.id, current.id);
      return { message: accountMessages.passwordChanged, session: await signIn(request, reply, user.id) };
    },
  } satisfies ModuleActionHandlers;
}
