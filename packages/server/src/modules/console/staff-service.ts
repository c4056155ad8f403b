import {
  consoleAuditPageLength,
  consoleErrorCodes,
  consoleMessages,
  staffRoleSchema,
  type ConsoleAuditList,
  type StaffMember,
  type StaffRole,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { newId, newOrderedId, randomToken, sha256Hex } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import { hashPassword, verifyPassword } from '../account/password.ts';
import type { StaffRepository } from './staff-repository.ts';
import { newTotpSecret, totpStepOf } from './totp.ts';

/** The staff member a console request runs as. */
export type StaffIdentity = { id: string; storeId: string; email: string; role: StaffRole };

/** A console session lasts a working day, slid forward while it is used (docs/features/store-console.md#staff-accounts). */
const sessionLifetimeSeconds = 12 * 60 * 60;
const touchIntervalSeconds = 60;

const loginFailed = () => new UnauthorizedError(consoleErrorCodes.loginFailed, consoleMessages.loginFailed);
const codeFailed = () => new UnauthorizedError(consoleErrorCodes.loginFailed, consoleMessages.codeFailed);

/** What the change was, for the audit log: a JSON text, or null when there is nothing to say. */
const auditJson = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * Staff accounts, their console sessions and the audit log (docs/features/store-console.md). Staff
 * are not customers: they have their own table, password and cookie, and a customer's session
 * never reaches the console.
 */
export function createStaffService(repo: StaffRepository) {
  return {
    /**
     * console/login. A wrong email, a wrong password and a staff member of another store answer the
     * same; an owner whose password was right is asked for their code, then logs in with it.
     */
    async authenticate(
      storeId: string,
      input: { email: string; password: string; code?: string | undefined },
    ): Promise<{ staff: StaffIdentity } | { totpRequired: true }> {
      const row = await repo.findByEmail(storeId, input.email);
      if (!(await verifyPassword(row?.passwordHash ?? null, input.password)) || !row) throw loginFailed();
      const role = staffRoleSchema.parse(row.role);
      const staff = { id: row.id, storeId, email: row.email, role };
      if (role !== 'owner') return { staff };
      if (!row.totpSecret) {
        throw new ForbiddenError(consoleErrorCodes.twoFactorMissing, consoleMessages.twoFactorMissing);
      }
      if (!input.code) return { totpRequired: true };
      const step = totpStepOf(row.totpSecret, input.code);
      // A code logs in once: the same code seen again (or an older one) is refused.
      if (step === null || !(await repo.claimTotpStep(storeId, row.id, step))) throw codeFailed();
      return { staff };
    },

    /** A new console session; only the hash of its secret is stored, as for customers' sessions. */
    async startSession(staff: StaffIdentity): Promise<string> {
      const now = nowSeconds();
      const token = randomToken(32);
      await repo.insertSession({
        storeId: staff.storeId,
        id: randomToken(16),
        tokenHash: sha256Hex(token),
        staffId: staff.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + sessionLifetimeSeconds,
      });
      return token;
    },

    /** The staff member of a live console session, its expiry slid forward at most once a minute. */
    async findActive(storeId: string, token: string): Promise<StaffIdentity | null> {
      const now = nowSeconds();
      const row = await repo.findLiveSession(storeId, sha256Hex(token), now);
      if (!row) return null;
      const role = staffRoleSchema.safeParse(row.role);
      if (!role.success) return null;
      if (now - Number(row.lastSeenAt) >= touchIntervalSeconds) {
        await repo.touchSession(storeId, row.sessionId, { lastSeenAt: now, expiresAt: now + sessionLifetimeSeconds });
      }
      return { id: row.id, storeId: row.storeId, email: row.email, role: role.data };
    },

    endSession: (storeId: string, token: string) => repo.removeSessionByTokenHash(storeId, sha256Hex(token)),

    toStaffMember: (staff: StaffIdentity, storeName: string): StaffMember => ({
      staff_id: staff.id,
      email: staff.email,
      role: staff.role,
      store_name: storeName,
    }),

    /**
     * `staff:add`: adds a staff member, or changes the role (and password, when given) of the one
     * with that email; their console sessions end. An owner gets a new TOTP secret unless they keep
     * theirs. Answers the password when it made one, and the TOTP secret.
     */
    async addStaff(
      storeId: string,
      input: { email: string; role: StaffRole; password?: string; totpSecret?: string; newTotp?: boolean },
    ): Promise<{ id: string; created: boolean; password: string | null; totpSecret: string | null }> {
      const email = input.email.trim().toLowerCase();
      const madePassword = input.password ? null : randomToken(12);
      const passwordHash = await hashPassword(input.password ?? madePassword ?? '');
      const existing = await repo.findByEmail(storeId, email);
      const keepsSecret = existing?.totpSecret && !input.newTotp && !input.totpSecret;
      const totpSecret =
        input.role === 'owner'
          ? keepsSecret
            ? (existing.totpSecret ?? null)
            : (input.totpSecret ?? newTotpSecret())
          : null;
      if (existing) {
        await repo.updateCredentials(storeId, existing.id, {
          ...(input.password ? { passwordHash } : {}),
          role: input.role,
          ...(totpSecret === existing.totpSecret ? {} : { totpSecret }),
        });
        await repo.removeSessionsOf(storeId, existing.id);
        return { id: existing.id, created: false, password: null, totpSecret };
      }
      const id = newId();
      await repo.insert({ storeId, id, email, passwordHash, role: input.role, totpSecret, createdAt: nowSeconds() });
      return { id, created: true, password: madePassword, totpSecret };
    },

    /**
     * Writes an audit entry (docs/features/store-console.md#audit-log) through `trx`, the
     * transaction of the change it records.
     */
    recordAudit: (
      trx: Kysely<Database>,
      staff: StaffIdentity,
      entry: { action: string; subject: string; before?: unknown; after?: unknown },
    ) =>
      repo.insertAudit(
        {
          storeId: staff.storeId,
          // Ordered by time, so entries of the same second read in the order they were made.
          id: newOrderedId(),
          staffId: staff.id,
          staffEmail: staff.email,
          action: entry.action,
          subject: entry.subject,
          before: auditJson(entry.before),
          after: auditJson(entry.after),
          createdAt: nowSeconds(),
        },
        trx,
      ),

    /** console/audit/list: one page of the store's audit log, newest first. */
    async auditPage(storeId: string, page: number): Promise<ConsoleAuditList> {
      const offset = (page - 1) * consoleAuditPageLength;
      // One more than a page says whether an older page exists.
      const rows = await repo.auditOf(storeId, offset, consoleAuditPageLength + 1);
      return {
        rows: rows.slice(0, consoleAuditPageLength).map((row) => ({
          at: Number(row.createdAt),
          staff_email: row.staffEmail,
          action: row.action,
          subject: row.subject,
          before: row.before,
          after: row.after,
        })),
        page,
        has_more: rows.length > consoleAuditPageLength,
      };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
