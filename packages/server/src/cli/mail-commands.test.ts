import { describe, expect, it } from 'vitest';
import { renderMail, type OutgoingMail } from '../modules/mail/render.ts';
import { createMailTransport } from '../modules/mail/transport.ts';
import { cliOn } from '../test/cli.ts';
import { testStoreContext } from '../test/store-context.ts';

const mailTo = (to: string, subject: string): OutgoingMail => ({
  to,
  subject,
  heading: subject,
  paragraphs: ['Thanks for shopping with us.'],
  action: { label: 'Open your account', url: 'https://shop.example.com/account' },
});

/** Writes messages the way the server does without SMTP_URL, one minute apart. */
async function writeOutbox(dataDir: string, mails: OutgoingMail[]) {
  let minute = 0;
  const transport = createMailTransport({ dataDir, now: () => new Date(Date.UTC(2025, 2, 1, 14, minute++)) });
  for (const mail of mails) {
    await transport.deliver(renderMail(testStoreContext(), mail, { baseUrl: 'https://shop.example.com' }));
  }
}

// The outbox is files in DATA_DIR: the database plays no part, so one dialect is enough.
describe('bookfront outbox', () => {
  it('lists the messages newest first with date, recipient, subject and file name', async () => {
    const { run, database } = await cliOn('sqlite');
    await writeOutbox(database.dataDir, [mailTo('ada@example.com', 'Welcome'), mailTo('bo@example.com', 'Reset')]);

    const result = await run('outbox');

    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\tbo@example\.com\tReset\t20250301T140100\.000Z-[\w-]+\.eml$/,
    );
    expect(lines[1]).toMatch(/\tada@example\.com\tWelcome\t20250301T140000\.000Z-[\w-]+\.eml$/);
  });

  it("prints one message's text part with --show", async () => {
    const { run, database } = await cliOn('sqlite');
    await writeOutbox(database.dataDir, [mailTo('ada@example.com', 'Welcome')]);
    const file = (await run('outbox')).stdout.trimEnd().split('\t').at(-1) ?? '';

    const result = await run('outbox', '--show', file);

    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Thanks for shopping with us.\n\nOpen your account: https://shop.example.com/account',
    );
  });

  it('says when the outbox is empty', async () => {
    const { run } = await cliOn('sqlite');

    const result = await run('outbox');

    expect(result.stdout).toBe('The outbox is empty. Mail is written here when SMTP_URL is not set.\n');
  });

  it('exits 1 for a file that is not in the outbox, paths elsewhere included', async () => {
    const { run } = await cliOn('sqlite');

    const result = await run('outbox', '--show', '../bookfront.sqlite');

    expect(result.code).toBe(1);
    expect(result.stderr).toBe("Error: No message '../bookfront.sqlite' in the outbox. List them with: outbox\n");
  });
});
