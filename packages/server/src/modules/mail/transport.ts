import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { randomToken } from '../../lib/ids.ts';
import type { RenderedMail } from './render.ts';

export type MailTransport = {
  /** Where messages go, for logs: 'smtp' or 'outbox'. */
  kind: 'smtp' | 'outbox';
  /** Hands the message over; throws when it could not (the job retries). */
  deliver(message: RenderedMail): Promise<void>;
  close(): void;
};

export const outboxFolder = (dataDir: string) => path.join(dataDir, 'outbox');

const toNodemailer = (message: RenderedMail) => ({
  to: message.to,
  from: message.from,
  subject: message.subject,
  text: message.text,
  html: message.html,
  messageId: message.messageId,
});

/** 20250301T140502.123Z: file names that sort by the time they were written. */
const fileStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '');

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox, which
 * any mail client opens and `bookfront outbox` lists.
 */
export function createMailTransport(options: {
  dataDir: string;
  smtpUrl?: string | undefined;
  /** The outbox's clock (tests set it to order messages). */
  now?: () => Date;
}): MailTransport {
  if (options.smtpUrl) {
    // Short timeouts: a send waits inside a request, and a failure is retried from the jobs table anyway.
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      deliver: async (message) => {
        await smtp.sendMail(toNodemailer(message));
      },
      close: () => smtp.close(),
    };
  }

  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = outboxFolder(options.dataDir);
  return {
    kind: 'outbox',
    deliver: async (message) => {
      const built = await composer.sendMail(toNodemailer(message));
      if (!Buffer.isBuffer(built.message)) throw new Error('The message was not built as a buffer');
      await fs.mkdir(folder, { recursive: true });
      const name = `${fileStamp(options.now?.() ?? new Date())}-${randomToken(6)}.eml`;
      // Written beside, then renamed: a listing never sees half a message.
      const partial = path.join(folder, `.${name}.partial`);
      await fs.writeFile(partial, built.message);
      await fs.rename(partial, path.join(folder, name));
    },
    close: () => composer.close(),
  };
}
