import {
  accountMessageResultSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  deleteAccountInputSchema,
  failureSchema,
  modifyAccountInputSchema,
  modifyAccountResultSchema,
  saveProfileSchema,
  type ModifyAccountInput,
} from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseOrThrow } from '../../lib/validation.ts';
import { actionBody } from '../../plugins/action-body.ts';
import { ensureSession, replaceSession, requireCustomerId } from '../../plugins/session.ts';
import type { RateLimitService } from '../rate-limit/service.ts';
import type { SessionService } from '../session/service.ts';
import { accountContext, limitAttempt } from './actions.ts';
import type { AccountChange, ProfileService } from './profile-service.ts';
import { accountRateLimits } from './rate-limits.ts';

const failures = { 400: failureSchema, 401: failureSchema, 404: failureSchema, 409: failureSchema, 429: failureSchema };

export type ProfileActionDeps = { profiles: ProfileService; sessions: SessionService; rateLimits: RateLimitService };

/** A customer's own account: account/modify's four uses and account/delete. */
export function profileActions({ profiles, sessions, rateLimits }: ProfileActionDeps): FastifyPluginAsyncZod {
  /** account/modify does one thing per call, chosen by the fields sent (spec 2 §7). */
  async function modify(request: FastifyRequest, userId: string, body: ModifyAccountInput): Promise<AccountChange> {
    const storeId = request.store.id;
    if (body.token) {
      return profiles.confirmEmailChange(storeId, userId, parseOrThrow(confirmEmailChangeSchema, body).token);
    }
    await limitAttempt(rateLimits, request, [[accountRateLimits.passwordCheckPerAccount, userId]]);
    if (body.new_password !== undefined) {
      const change = await profiles.changePassword(storeId, userId, parseOrThrow(changePasswordSchema, body));
      // Any other browser signed in with the old password is signed out.
      if (request.session) await sessions.endUserSessions(storeId, userId, request.session.id);
      return change;
    }
    if (body.email_address !== undefined && body.first_name === undefined) {
      return profiles.changeEmail(accountContext(request), userId, parseOrThrow(changeEmailSchema, body));
    }
    return profiles.saveProfile(storeId, request.store.settings, userId, parseOrThrow(saveProfileSchema, body));
  }

  return async (app) => {
    app.post(
      '/account/modify',
      {
        schema: {
          body: actionBody(modifyAccountInputSchema),
          response: { 200: modifyAccountResultSchema, ...failures },
        },
      },
      async (request, reply) => {
        const userId = requireCustomerId(request);
        const change = await modify(request, userId, request.body);
        const session = await sessions.describeSession(request.store, await ensureSession(request, reply, sessions));
        return {
          user: session.user,
          exists: false,
          validation_required: change.validationRequired,
          address: change.address,
          message: change.message,
        };
      },
    );

    app.post(
      '/account/delete',
      {
        schema: {
          body: actionBody(deleteAccountInputSchema),
          response: { 200: accountMessageResultSchema, ...failures },
        },
      },
      async (request, reply) => {
        const userId = requireCustomerId(request);
        await limitAttempt(rateLimits, request, [[accountRateLimits.passwordCheckPerAccount, userId]]);
        const result = await profiles.deleteAccount(request.store.id, userId, request.body);
        await sessions.endUserSessions(request.store.id, userId);
        replaceSession(request, reply, await sessions.startSession(request.store.id));
        return result;
      },
    );
  };
}
