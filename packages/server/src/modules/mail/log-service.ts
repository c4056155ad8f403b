import { randomUUID } from 'node:crypto';
import {
  consoleCustomersErrorCodes,
  consoleCustomersMessages,
  type ConsoleMail,
  type ConsoleMailList,
  type MailEntry,
  type MailStatus,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import { renderedMailSchema } from './job.ts';
import { createMailLogRepository } from './log-repository.ts';
import type { MailService, RecordedMail } from './service.ts';

/** How long the log keeps a mail, and the job its message is in (docs/decisions/0050-console-customers-and-mail-log.md). */
export const mailRetentionDays = 90;
/** How often a process removes what is past it. */
export const mailRetentionIntervalMs = 6 * 60 * 60 * 1000;

const pageLength = 50;

const statusOf = (jobStatus: string | null): MailStatus =>
  jobStatus === 'done' ? 'sent' : jobStatus === 'failed' ? 'failed' : 'pending';

/**
 * A link's secret (a sign-in, reset, confirmation or link token) never reaches the console: the
 * staff member sees where the link goes, not what opens it.
 */
export const maskTokens = (text: string) => text.replace(/([?&](?:amp;)?(?:token|bf_transfer)=)[^&#\s"'<>]+/gi, '$1…');

type EntryRow = {
  id: string;
  recipient: string;
  subject: string;
  resentFrom: string | null;
  createdAt: number;
  status: string | null;
  attempts: number | null;
};

const toEntry = (row: EntryRow): MailEntry => ({
  mail_id: row.id,
  recipient: row.recipient,
  subject: row.subject,
  status: statusOf(row.status),
  attempts: Number(row.attempts ?? 0),
  created_at: Number(row.createdAt),
  resent_from: row.resentFrom,
});

const notFound = () =>
  new NotFoundError(consoleCustomersErrorCodes.mailNotFound, consoleCustomersMessages.mailNotFound);

/** The store's mail log (docs/features/store-console.md#mail-log): what was sent, what waits, and copies sent again. */
export function createMailLogService(deps: {
  db: Kysely<Database>;
  mail: Pick<MailService, 'recordCopy' | 'deliver'>;
}) {
  const repo = createMailLogRepository(deps.db);

  async function get(storeId: string, mailId: string): Promise<ConsoleMail> {
    const row = await repo.findById(storeId, mailId);
    if (!row) throw notFound();
    const message = row.payload ? renderedMailSchema.safeParse(JSON.parse(row.payload)) : null;
    return {
      ...toEntry(row),
      from: message?.success ? `${message.data.from.name} <${message.data.from.address}>` : '',
      last_error: row.lastError,
      text: message?.success ? maskTokens(message.data.text) : '',
      html: message?.success ? maskTokens(message.data.html) : '',
    };
  }

  return {
    async list(
      storeId: string,
      input: { status?: MailStatus | undefined; recipient: string; page: number },
    ): Promise<ConsoleMailList> {
      const rows = await repo.page({
        storeId,
        status: input.status ?? null,
        recipient: input.recipient === '' ? null : input.recipient,
        offset: (input.page - 1) * pageLength,
        limit: pageLength + 1,
      });
      return { mails: rows.slice(0, pageLength).map(toEntry), page: input.page, has_more: rows.length > pageLength };
    },

    get,

    /**
     * Records a new copy of a mail in `trx`, under a new message id, logged as a copy made by the
     * click `resendKey`; a key already used records nothing and answers the copy it made.
     */
    async recordResend(
      trx: Kysely<Database>,
      storeId: string,
      input: { mailId: string; resendKey: string },
    ): Promise<{ copyId: string; recipient: string; recorded: RecordedMail[] }> {
      const log = createMailLogRepository(trx);
      const original = await log.findById(storeId, input.mailId);
      if (!original) throw notFound();
      const earlier = await log.findByResendKey(storeId, input.resendKey);
      if (earlier) return { copyId: earlier.id, recipient: original.recipient, recorded: [] };
      const parsed = original.payload ? renderedMailSchema.safeParse(JSON.parse(original.payload)) : null;
      // A mail whose message is gone (past its retention) cannot be sent again.
      if (!parsed?.success) throw notFound();
      const host = parsed.data.messageId.split('@')[1] ?? 'localhost>';
      const recorded = await deps.mail.recordCopy(
        trx,
        storeId,
        { ...parsed.data, messageId: `<${randomUUID()}@${host}` },
        { resentFrom: original.id, resendKey: input.resendKey },
      );
      return { copyId: recorded[0]?.id ?? '', recipient: original.recipient, recorded };
    },

    /** The copy made by an earlier click with this key, if any (after two clicks raced). */
    findResend: async (storeId: string, resendKey: string) => (await repo.findByResendKey(storeId, resendKey))?.id,

    deliver: (recorded: readonly RecordedMail[]) => deps.mail.deliver(recorded),

    /** Removes mail past the retention whose sending is over; returns how many. */
    async removeExpired(now: number = nowSeconds()): Promise<number> {
      let removed = 0;
      for (;;) {
        const ids = (await repo.findExpired(now - mailRetentionDays * 86_400, 500)).map((row) => row.id);
        await repo.remove(ids);
        removed += ids.length;
        if (ids.length < 500) return removed;
      }
    },
  };
}
export type MailLogService = ReturnType<typeof createMailLogService>;
