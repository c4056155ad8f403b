import { accountMessages, consoleCustomersErrorCodes, consoleCustomersMessages } from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ConflictError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import { accountRateLimits } from '../account/rate-limits.ts';
import type { DirectoryService } from '../account/directory-service.ts';
import type { ProfileService } from '../account/profile-service.ts';
import { linkAuthorizedEmail } from '../account/emails.ts';
import type { AccountContext, AccountDeps } from '../account/service.ts';
import type { RateLimitService } from '../rate-limit/service.ts';
import type { SessionService } from '../session/service.ts';
import { auditedChange, type ContentAudit } from './content-audit.ts';
import type { StaffIdentity } from './staff-service.ts';

/**
 * docs/features/store-console.md#customers: looking customers up, locking them out, confirming
 * their address and their institution links, each change audited in its transaction.
 * `customersIn` makes the account module's directory on a database or a transaction.
 */
export function createConsoleCustomersService(deps: {
  db: Kysely<Database>;
  customersIn: (db: Kysely<Database>) => DirectoryService;
  audit: ContentAudit;
  sessions: Pick<SessionService, 'endUserSessions'>;
  profiles: Pick<ProfileService, 'sendEmailConfirmation'>;
  rateLimits: Pick<RateLimitService, 'consume'>;
  /** The account module's mail, which sends its emails branded as the storefront's. */
  mail: AccountDeps['mail'];
}) {
  const customers = deps.customersIn(deps.db);

  async function setLocked(staff: StaffIdentity, customerId: string, locked: boolean) {
    await auditedChange(deps, staff, async (trx) => {
      const { email, wasLocked } = await deps
        .customersIn(trx)
        .setLocked(staff.storeId, customerId, locked, nowSeconds());
      return {
        action: locked ? 'customer.lock' : 'customer.unlock',
        subject: email,
        before: { locked: wasLocked },
        after: { locked },
        result: undefined,
      };
    });
    // Every session ends, so whoever is logged in as the customer is out at once (docs/features/accounts.md#sessions).
    if (locked) await deps.sessions.endUserSessions(staff.storeId, customerId);
    return customers.describe(staff.storeId, customerId);
  }

  return {
    search: customers.search,
    describe: customers.describe,
    lock: (staff: StaffIdentity, customerId: string) => setLocked(staff, customerId, true),
    unlock: (staff: StaffIdentity, customerId: string) => setLocked(staff, customerId, false),

    /** The storefront's confirmation link, under the limit a sign-up's verification mail has per address. */
    async resendVerification(staff: StaffIdentity, context: AccountContext, customerId: string) {
      const { email } = await customers.unconfirmedEmail(staff.storeId, customerId);
      if (email === null) {
        throw new ConflictError(consoleCustomersErrorCodes.alreadyVerified, consoleCustomersMessages.alreadyVerified);
      }
      await deps.rateLimits.consume(
        accountRateLimits.signUpPerEmail,
        `${staff.storeId}:${email}`,
        accountMessages.tooManyAttempts,
      );
      const sentTo = await deps.profiles.sendEmailConfirmation(context, customerId);
      await auditedChange(deps, staff, async () => ({
        action: 'customer.resendVerification',
        subject: sentTo,
        after: { sent_to: sentTo },
        result: undefined,
      }));
      return { customer: await customers.describe(staff.storeId, customerId), sent_to: sentTo };
    },

    /** docs/features/store-console.md#customers: the buying customer is emailed once the link is authorized. */
    async authorizeLink(staff: StaffIdentity, context: AccountContext, customerId: string, linkId: string) {
      const authorized = await auditedChange(deps, staff, async (trx) => {
        const result = await deps.customersIn(trx).authorizeLink(staff.storeId, customerId, linkId, nowSeconds());
        return {
          action: 'customer.authorizeLink',
          subject: result.email,
          before: result.link,
          after: { ...result.link, status: 'authorized', buyer: result.buyerEmail },
          result,
        };
      });
      const message = linkAuthorizedEmail({
        storeName: context.store.name,
        to: authorized.buyerEmail,
        institution: authorized.institution,
        url: `${context.baseUrl}/account`,
      });
      await deps.mail.send(context.store, message, context);
      return customers.describe(staff.storeId, customerId);
    },

    async removeLink(staff: StaffIdentity, customerId: string, linkId: string) {
      await auditedChange(deps, staff, async (trx) => {
        const { email, link } = await deps.customersIn(trx).removeLink(staff.storeId, customerId, linkId);
        return { action: 'customer.removeLink', subject: email, before: link, after: null, result: undefined };
      });
      return customers.describe(staff.storeId, customerId);
    },
  };
}
export type ConsoleCustomersService = ReturnType<typeof createConsoleCustomersService>;
