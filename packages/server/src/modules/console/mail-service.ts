import type { ConsoleMail } from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { MailLogService } from '../mail/log-service.ts';
import type { ContentAudit } from './content-audit.ts';
import type { StaffIdentity } from './staff-service.ts';

/**
 * docs/features/store-console.md#mail-log: sending a mail again queues a new copy with its audit
 * entry in one transaction, then tries it at once; the click's key makes a second click (or two at
 * once) answer the same copy.
 */
export function createConsoleMailService(deps: { db: Kysely<Database>; mailLog: MailLogService; audit: ContentAudit }) {
  const { mailLog } = deps;

  return {
    list: mailLog.list,
    get: mailLog.get,

    async resend(staff: StaffIdentity, input: { mailId: string; resendKey: string }): Promise<ConsoleMail> {
      let copy: Awaited<ReturnType<MailLogService['recordResend']>>;
      try {
        copy = await deps.db.transaction().execute(async (trx) => {
          const recorded = await mailLog.recordResend(trx, staff.storeId, input);
          // The same click again made nothing new, so there is nothing to audit.
          if (recorded.recorded.length > 0) {
            await deps.audit.recordAudit(trx, staff, {
              action: 'mail.resend',
              subject: recorded.recipient,
              before: { mail_id: input.mailId },
              after: { mail_id: recorded.copyId },
            });
          }
          return recorded;
        });
      } catch (error) {
        const earlier = isUniqueViolation(error) ? await mailLog.findResend(staff.storeId, input.resendKey) : undefined;
        if (earlier === undefined) throw error;
        return mailLog.get(staff.storeId, earlier);
      }
      await mailLog.deliver(copy.recorded);
      return mailLog.get(staff.storeId, copy.copyId);
    },
  };
}
export type ConsoleMailService = ReturnType<typeof createConsoleMailService>;
