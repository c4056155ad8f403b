import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  saveProfileSchema,
  type ModifyAccountInput,
} from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import { parseOrThrow } from '../../lib/validation.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { ensureSession, replaceSession, requireCustomerId } from '../../plugins/session.ts';
import type { RateLimitService } from '../rate-limit/service.ts';
import type { SessionService } from '../session/service.ts';
import { accountContext } from './actions.ts';
import type { AccountChange, ProfileService } from './profile-service.ts';
import { passwordCheckLimits, withPasswordCheckLimits } from './rate-limits.ts';

export type ProfileActionDeps = { profiles: ProfileService; sessions: SessionService; rateLimits: RateLimitService };

/** A customer's own account: account/modify's four uses and account/delete. */
export function profileHandlers({ profiles, sessions, rateLimits }: ProfileActionDeps) {
  /** account/modify does one thing per call, chosen by the fields sent (docs/features/accounts.md#account-details). */
  async function modify(request: FastifyRequest, userId: string, body: ModifyAccountInput): Promise<AccountChange> {
    if (body.token) {
      return profiles.confirmEmailChange(
        accountContext(request),
        userId,
        parseOrThrow(confirmEmailChangeSchema, body).token,
      );
    }
    return withPasswordCheckLimits(rateLimits, request, { account: userId, limits: passwordCheckLimits }, () =>
      changeWithPassword(request, userId, body),
    );
  }

  /** The changes that ask for the current password. */
  async function changeWithPassword(
    request: FastifyRequest,
    userId: string,
    body: ModifyAccountInput,
  ): Promise<AccountChange> {
    const storeId = request.store.id;
    if (body.new_password !== undefined) {
      const change = await profiles.changePassword(
        accountContext(request),
        userId,
        parseOrThrow(changePasswordSchema, body),
      );
      // Any other browser signed in with the old password is signed out.
      if (request.session) await sessions.endUserSessions(storeId, userId, request.session.id);
      return change;
    }
    if (body.email_address !== undefined && body.first_name === undefined) {
      return profiles.changeEmail(accountContext(request), userId, parseOrThrow(changeEmailSchema, body));
    }
    return profiles.saveProfile(storeId, request.store.settings, userId, parseOrThrow(saveProfileSchema, body));
  }

  return {
    'account/modify': async (request, reply) => {
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
    'account/delete': async (request, reply) => {
      const userId = requireCustomerId(request);
      const result = await withPasswordCheckLimits(
        rateLimits,
        request,
        { account: userId, limits: passwordCheckLimits },
        () => profiles.deleteAccount(request.store.id, userId, request.body),
      );
      await sessions.endUserSessions(request.store.id, userId);
      replaceSession(request, reply, await sessions.startSession(request.store.id));
      return result;
    },
  } satisfies ModuleActionHandlers;
}
