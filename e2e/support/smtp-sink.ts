import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type MailSink = { url: string; mailbox: string; close: () => Promise<void> };

/**
 * An SMTP server on 127.0.0.1 for the journeys: each message it receives becomes a file in
 * `mailbox`, which test workers (other processes) read with waitForEmail.
 */
export async function startMailSink(): Promise<MailSink> {
  const mailbox = mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-mail-'));
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        // Named by arrival, written beside and renamed, so a reader never sees half a message.
        const name = `${Date.now()}-${String(++received).padStart(4, '0')}.eml`;
        writeFileSync(path.join(mailbox, `.${name}`), Buffer.concat(chunks));
        renameSync(path.join(mailbox, `.${name}`), path.join(mailbox, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mailbox,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(mailbox, { recursive: true, force: true });
    },
  };
}
