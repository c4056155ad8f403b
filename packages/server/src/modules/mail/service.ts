import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowSeconds } from '../../lib/time.ts';
import { createJobsService, type JobFailureLogger } from '../jobs/service.ts';
import type { StoreContext } from '../store/service.ts';
import { createMailJobHandler, mailJobType } from './job.ts';
import { renderMail, type OutgoingMail } from './render.ts';
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

  return {
    /**
     * Renders the branded message, records it as a 'mail.send' job, and tries to deliver it at once.
     * A failed attempt leaves the job for a retry with backoff and does not throw.
     */
    async send(store: StoreContext, mail: OutgoingMail, options: { baseUrl: string }): Promise<void> {
      const message = renderMail(store, mail, { baseUrl: options.baseUrl, mailFrom: deps.from });
      // Recorded before the first attempt, so a crash or an SMTP outage cannot lose it.
      const job = await jobs.enqueueClaimed({ storeId: store.id, type: mailJobType, payload: message });
      await jobs.runNow(job, handler);
    },

    /** One worker pass over due mail jobs (`now` in unix seconds); returns how many were delivered. */
    deliverDue: (now: number = nowSeconds()): Promise<number> => jobs.runDue({ [mailJobType]: handler }, { now }),
  };
}
export type MailService = ReturnType<typeof createMailService>;
