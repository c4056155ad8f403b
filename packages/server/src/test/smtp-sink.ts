import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** The envelope recipients, lower-case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address in the text part, in order. */
  links: string[];
};

export type SmtpSink = {
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /**
   * The next message for `to` that no earlier call has returned: one already received, or the
   * next to arrive. Rejects after `timeoutMs` so a test that sends nothing fails with a reason.
   */
  nextMessage(criteria: { to: string; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
};

const linkPattern = /https?:\/\/[^\s<>"')]+/g;

type Waiter = { to: string; resolve: (mail: ReceivedMail) => void };

/** An SMTP server on 127.0.0.1 that keeps what it receives, for tests that read the mail the app sends. */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const unclaimed: ReceivedMail[] = [];
  const waiters: Waiter[] = [];

  const receive = (mail: ReceivedMail) => {
    messages.push(mail);
    const waiter = waiters.find((candidate) => mail.to.includes(candidate.to));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(mail);
    } else {
      unclaimed.push(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? '';
          receive({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html: parsed.html || '',
            links: text.match(linkPattern) ?? [],
          });
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = address !== null && typeof address === 'object' ? (address satisfies AddressInfo).port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    nextMessage({ to, timeoutMs = 5000 }) {
      const recipient = to.toLowerCase();
      const waiting = unclaimed.find((mail) => mail.to.includes(recipient));
      if (waiting) {
        unclaimed.splice(unclaimed.indexOf(waiting), 1);
        return Promise.resolve(waiting);
      }
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          to: recipient,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No message to ${to} arrived within ${timeoutMs} ms (received: ${messages.length})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
