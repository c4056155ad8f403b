import { z } from 'zod';
import type { JobHandler, JobHandlers } from '../jobs/service.ts';
import type { RenderedMail } from './render.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

export const mailJobType = 'mail.send';

/** The job payload is read back from the database: checked before it is sent. */
export const renderedMailSchema = z.object({
  to: z.string().min(1),
  from: z.object({ name: z.string(), address: z.string().min(1) }),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  messageId: z.string().min(1),
}) satisfies z.ZodType<RenderedMail>;

/** Sends the message stored in a 'mail.send' job, exactly as it was rendered. */
export function createMailJobHandler(transport: MailTransport): JobHandler {
  return async (job) => {
    await transport.deliver(renderedMailSchema.parse(JSON.parse(job.payload)));
  };
}

/** The job worker's handlers for mail: what `bookfront` runs to retry messages a send could not deliver. */
export function mailJobHandlers(options: { dataDir: string; smtpUrl?: string | undefined }): JobHandlers {
  return { [mailJobType]: createMailJobHandler(createMailTransport(options)) };
}
