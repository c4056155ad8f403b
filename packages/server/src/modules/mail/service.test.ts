import { expect, it, onTestFinished } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { describeEachDatabase, openMigratedTestDatabase } from '../../test/databases.ts';
import { createFactories } from '../../test/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { testStoreContext } from '../../test/store-context.ts';
import { listOutbox, readOutboxText } from './outbox.ts';
import { createMailService, type OutgoingMail } from './service.ts';

const baseUrl = 'https://shop.example.com';

const verifyMail = (to: string, subject = 'Confirm your email address'): OutgoingMail => ({
  to,
  subject,
  heading: 'Confirm your email address',
  paragraphs: ['Thanks for signing up with Riverbend Books.'],
  action: { label: 'Confirm', url: `${baseUrl}/account/verify?token=t0ken` },
  footnote: 'This link expires in 24 hours.',
});

async function setUp(dialect: DatabaseDialect) {
  const database = await openMigratedTestDatabase(dialect);
  const settings = { styles: { primary_color: '#8a1c1c' } };
  const { id, name } = await createFactories(database.db).store({ name: 'Riverbend Books', settings });
  const store = testStoreContext({ id, name, settings });
  const jobs = () => database.db.selectFrom('jobs').selectAll().orderBy('createdAt').execute();
  return { database, store, jobs };
}

async function sinkOn(port?: number): Promise<SmtpSink> {
  const sink = await startSmtpSink(port === undefined ? {} : { port });
  onTestFinished(() => sink.close());
  return sink;
}

/** A port nothing listens on: a sink is started to find one, then closed. */
async function closedSmtpPort() {
  const probe = await startSmtpSink();
  await probe.close();
  return probe.port;
}

const silentLogger = { warn: () => {}, error: () => {} };

describeEachDatabase('mail delivery', (dialect) => {
  it('writes the message to the outbox as an .eml file when no SMTP server is configured', async () => {
    const { database, store, jobs } = await setUp(dialect);
    const mail = createMailService({ db: database.db, dataDir: database.dataDir });

    await mail.send(store, verifyMail('reader@example.com'), { baseUrl });

    const [entry] = await listOutbox(database.dataDir);
    expect(entry).toMatchObject({ to: 'reader@example.com', subject: 'Confirm your email address' });
    expect(entry?.file).toMatch(/^\d{8}T\d{6}\.\d{3}Z-[\w-]+\.eml$/);
    expect(await readOutboxText(database.dataDir, entry?.file ?? '')).toContain(
      'Confirm: https://shop.example.com/account/verify?token=t0ken',
    );
    expect(await jobs()).toMatchObject([{ type: 'mail.send', status: 'done', attempts: 1, storeId: store.id }]);
  });

  it('delivers through SMTP when SMTP_URL is set, from the store, with both parts', async () => {
    const { database, store } = await setUp(dialect);
    const sink = await sinkOn();
    const mail = createMailService({ db: database.db, dataDir: database.dataDir, smtpUrl: sink.url });

    await mail.send(store, verifyMail('Reader@Example.com'), { baseUrl });

    const received = await sink.nextMessage({ to: 'reader@example.com' });
    expect(received.subject).toBe('Confirm your email address');
    expect(received.from).toBe('no-reply@shop.example.com');
    expect(received.links).toContain('https://shop.example.com/account/verify?token=t0ken');
    expect(received.html).toContain('border-top:4px solid #8a1c1c');
    expect(await listOutbox(database.dataDir)).toEqual([]);
  });

  it('keeps the message as a pending job with the error and a later time when SMTP is down, and sends it once it is back', async () => {
    const { database, store, jobs } = await setUp(dialect);
    const port = await closedSmtpPort();
    const mail = createMailService({
      db: database.db,
      dataDir: database.dataDir,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      logger: silentLogger,
    });

    await mail.send(store, verifyMail('reader@example.com'), { baseUrl });

    const [waiting] = await jobs();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting?.runAt).toBeGreaterThanOrEqual((waiting?.createdAt ?? 0) + 60);
    expect(await mail.deliverDue(waiting?.createdAt)).toBe(0); // not due yet

    const sink = await sinkOn(port);
    const delivered = await mail.deliverDue(waiting?.runAt);

    expect(delivered).toBe(1);
    expect((await sink.nextMessage({ to: 'reader@example.com' })).subject).toBe('Confirm your email address');
    expect(await jobs()).toMatchObject([{ status: 'done', attempts: 2 }]);
  });

  it('never sends one job twice when two workers look for due mail at the same time', async () => {
    const { database, store, jobs } = await setUp(dialect);
    const port = await closedSmtpPort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const first = createMailService({ db: database.db, dataDir: database.dataDir, smtpUrl, logger: silentLogger });
    const second = createMailService({ db: database.db, dataDir: database.dataDir, smtpUrl, logger: silentLogger });
    for (const n of [1, 2, 3, 4, 5, 6])
      await first.send(store, verifyMail('reader@example.com', `Message ${n}`), { baseUrl });
    const due = Math.max(...(await jobs()).map((job) => job.runAt));
    const sink = await sinkOn(port);

    const delivered = await Promise.all([first.deliverDue(due), second.deliverDue(due)]);

    expect(delivered[0] + delivered[1]).toBe(6);
    expect(sink.messages.map((message) => message.subject).sort()).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
      'Message 6',
    ]);
  });
});
