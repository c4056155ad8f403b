import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowSeconds } from '../../lib/time.ts';
import { createJobsService, type JobFailureLogger, type JobsService } from '../jobs/service.ts';
import type { StoreContext } from '../store/service.ts';
import { createMailJobHandler, mailJobType } from './job.ts';
import { createMailLogRepository } from './log-repository.ts';
import { createMailLogos } from './logo.ts';
import { renderMail, type OutgoingMail, type RenderedMail } from './render.ts';
import { createMailTransport } from './transport.ts';

export type { OutgoingMail } from './render.ts';

export function createMailService(deps: {
  db: Kysely<Database>;
  dataDir: string;
  smtpUrl?: string | undefined;
  from?: string | undefined;
  logger?: JobFailureLogger;
}) {
  const jobs = createJobsService(deps.db, { logger: deps.logger });
  const transport = createMailTransport({ dataDir: deps.dataDir, smtpUrl: deps.smtpUrl });
  const handler = createMailJobHandler(transport);
  const logos = createMailLogos({ dataDir: deps.dataDir, logger: deps.logger });

  /**
   * Renders the branded messages and records each as a 'mail.send' job claimed by this process,
   * through `db`, which may be the caller's transaction.
   */
  async function record(
    db: Kysely<Database>,
    store: StoreContext,
    mails: readonly OutgoingMail[],
    options: { baseUrl: string },
  ): Promise<RecordedMail[]> {
    const logoUrl = mails.length > 0 ? await logos.urlFor(store, options.baseUrl.replace(/\/+$/, '')) : null;
    const messages = mails.map((mail) =>
      renderMail(store, mail, { baseUrl: options.baseUrl, mailFrom: deps.from, logoUrl }),
    );
    return recordRendered(db, store.id, messages);
  }

  /** Records rendered messages as claimed 'mail.send' jobs, each with its line in the store's mail log. */
  async function recordRendered(
    db: Kysely<Database>,
    storeId: string,
    messages: readonly RenderedMail[],
    copyOf?: { resentFrom: string; resendKey: string },
  ): Promise<RecordedMail[]> {
    const recorder = db === deps.db ? jobs : createJobsService(db, { logger: deps.logger });
    const log = createMailLogRepository(db);
    const recorded: RecordedMail[] = [];
    for (const message of messages) {
      const job = await recorder.enqueueClaimed({ storeId, type: mailJobType, payload: message });
      await log.insert({
        id: job.id,
        storeId,
        recipient: message.to.toLowerCase().slice(0, 320),
        subject: message.subject.slice(0, 500),
        resentFrom: copyOf?.resentFrom ?? null,
        resendKey: copyOf?.resendKey ?? null,
        createdAt: job.createdAt,
      });
      recorded.push(job);
    }
    return recorded;
  }

  /** Tries recorded messages at once; a failed attempt is left for a retry with backoff and does not throw. */
  async function deliver(recorded: readonly RecordedMail[]): Promise<void> {
    await Promise.all(recorded.map((job) => jobs.runNow(job, handler)));
  }

  return {
    /**
     * Renders the branded message, records it as a 'mail.send' job, and tries to deliver it at once.
     * Recorded before the first attempt, so a crash or an SMTP outage cannot lose it.
     */
    async send(store: StoreContext, mail: OutgoingMail, options: { baseUrl: string }): Promise<void> {
      await deliver(await record(deps.db, store, [mail], options));
    },

    /**
     * Records messages inside the caller's transaction, so they exist exactly when what they
     * announce does (an order and its confirmation); `deliver` sends them once it has committed.
     * If this process stops before, a worker sends them when their claim runs out.
     */
    record: (
      trx: Kysely<Database>,
      store: StoreContext,
      mails: readonly OutgoingMail[],
      options: { baseUrl: string },
    ) => record(trx, store, mails, options),

    deliver,

    /**
     * Records a message rendered before (a copy the console sends again) in `trx`, logged as a copy
     * of `copyOf.resentFrom`; `deliver` sends it once the transaction has committed.
     */
    recordCopy: (
      trx: Kysely<Database>,
      storeId: string,
      message: RenderedMail,
      copyOf: { resentFrom: string; resendKey: string },
    ) => recordRendered(trx, storeId, [message], copyOf),

    /** One worker pass over due mail jobs (`now` in unix seconds); returns how many were delivered. */
    deliverDue: (now: number = nowSeconds()): Promise<number> => jobs.runDue({ [mailJobType]: handler }, { now }),
  };
}
export type MailService = ReturnType<typeof createMailService>;
/** A message recorded as a job, not sent yet. */
export type RecordedMail = Awaited<ReturnType<JobsService['enqueueClaimed']>>;
