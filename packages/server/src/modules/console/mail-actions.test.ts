import { randomUUID } from 'node:crypto';
import { consoleCustomersErrorCodes, consoleErrorCodes } from '@bookfront/contract';
import { expect, it, onTestFinished } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { contentApp } from './content-test-app.ts';

describeEachDatabase('console/mail/*', (dialect) => {
  /** A manager, with a reset mail to Ada and a gift card mailed to a friend on record. */
  async function withMail(options: { smtpUrl?: string } = {}) {
    const context = await contentApp(dialect, options);
    const { post } = context;
    expect((await post('account/emailPasswordToken', { email_address: 'ada@example.com' })).statusCode).toBe(200);
    const cookies = await context.logIn('manager@riverbend.example');
    await post('console/giftcards/issue', { amount_cents: 2500, email: 'friend@example.com' }, { cookies });
    return { ...context, cookies };
  }

  it('lists the store’s mail newest first, filtered by status and by a part of the recipient', async () => {
    const { post, cookies } = await withMail();

    const all = await post('console/mail/list', {}, { cookies });
    const toAda = await post('console/mail/list', { recipient: 'ADA@' }, { cookies });
    const failed = await post('console/mail/list', { status: 'failed' }, { cookies });

    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .mails.map((mail: { recipient: string }) => mail.recipient)
        .sort(),
    ).toEqual(['ada@example.com', 'friend@example.com']);
    expect(all.json().mails[0]).toMatchObject({ status: 'sent', attempts: 1, resent_from: null });
    expect(toAda.json().mails).toMatchObject([
      { recipient: 'ada@example.com', subject: 'Reset your Riverbend Books password' },
    ]);
    expect(failed.json().mails).toEqual([]);
  });

  it('shows one mail with its parts, its reset link’s token masked', async () => {
    const { post, cookies } = await withMail();
    const [entry] = (await post('console/mail/list', { recipient: 'ada@' }, { cookies })).json().mails;

    const mail = await post('console/mail/get', { mail_id: entry.mail_id }, { cookies });

    expect(mail.statusCode).toBe(200);
    expect(mail.json()).toMatchObject({ recipient: 'ada@example.com', status: 'sent', last_error: null });
    expect(mail.json().text).toContain('https://books.example/account/forgot?token=…');
    expect(mail.json().html).toContain('/account/forgot?token=…');
    expect(mail.json().text).not.toMatch(/token=[A-Za-z0-9_-]{10}/);
    expect(mail.json().html).not.toMatch(/token=[A-Za-z0-9_-]{10}/);
  });

  it('sends a mail again through SMTP once per click, with its audit entry', async () => {
    const sink = await startSmtpSink();
    onTestFinished(() => sink.close());
    const { post, cookies, auditOf } = await withMail({ smtpUrl: sink.url });
    await sink.nextMessage({ to: 'friend@example.com' });
    const [entry] = (await post('console/mail/list', { recipient: 'friend@' }, { cookies })).json().mails;
    const key = randomUUID();

    const [first, second] = await Promise.all([
      post('console/mail/resend', { mail_id: entry.mail_id, idempotency_key: key }, { cookies }),
      post('console/mail/resend', { mail_id: entry.mail_id, idempotency_key: key }, { cookies }),
    ]);
    const copy = await sink.nextMessage({ to: 'friend@example.com' });
    const third = await post('console/mail/resend', { mail_id: entry.mail_id, idempotency_key: key }, { cookies });

    expect(first.statusCode).toBe(200);
    expect(second.json().mail_id).toBe(first.json().mail_id);
    expect(third.json().mail_id).toBe(first.json().mail_id);
    expect(first.json()).toMatchObject({ resent_from: entry.mail_id, recipient: 'friend@example.com' });
    expect(copy.subject).toBe(entry.subject);
    expect(sink.messages.filter((message) => message.to.includes('friend@example.com'))).toHaveLength(2);
    const list = (await post('console/mail/list', { recipient: 'friend@' }, { cookies })).json().mails;
    expect(list).toHaveLength(2);
    const entries = (await auditOf('main')).filter((row) => row.action === 'mail.resend');
    expect(entries.map((row) => [row.subject, JSON.parse(row.after ?? '')])).toEqual([
      ['friend@example.com', { mail_id: first.json().mail_id }],
    ]);
  });

  it('keeps one store’s mail from another’s staff and from clerks, and answers 400 for a bad payload', async () => {
    const { post, cookies, logIn, harbour } = await withMail();
    const [entry] = (await post('console/mail/list', {}, { cookies })).json().mails;
    const harbourCookies = await logIn('manager@harbour.example', 'other');
    const clerk = await logIn('clerk@riverbend.example');

    const harbourList = await post('console/mail/list', {}, { cookies: harbourCookies, headers: harbour });
    const harbourGet = await post(
      'console/mail/get',
      { mail_id: entry.mail_id },
      { cookies: harbourCookies, headers: harbour },
    );
    const harbourResend = await post(
      'console/mail/resend',
      { mail_id: entry.mail_id, idempotency_key: randomUUID() },
      { cookies: harbourCookies, headers: harbour },
    );
    const clerkList = await post('console/mail/list', {}, { cookies: clerk });
    const badStatus = await post('console/mail/list', { status: 'lost' }, { cookies });
    const badKey = await post('console/mail/resend', { mail_id: entry.mail_id, idempotency_key: 'again' }, { cookies });

    expect(harbourList.json().mails).toEqual([]);
    expect(harbourGet.statusCode).toBe(404);
    expect(harbourGet.json().code).toBe(consoleCustomersErrorCodes.mailNotFound);
    expect(harbourResend.statusCode).toBe(404);
    expect(clerkList.statusCode).toBe(403);
    expect(clerkList.json().code).toBe(consoleErrorCodes.forbidden);
    expect([badStatus.statusCode, badKey.statusCode]).toEqual([400, 400]);
  });

  it('removes mail past its retention with its job, and keeps newer mail', async () => {
    const { app, post, cookies } = await withMail();
    const [older, newer] = (await post('console/mail/list', {}, { cookies })).json().mails;
    await app.db.updateTable('mailLog').set({ createdAt: 1 }).where('id', '=', older.mail_id).execute();

    const removed = await app.app.mailLog.removeExpired();

    expect(removed).toBe(1);
    const left = (await post('console/mail/list', {}, { cookies })).json().mails;
    expect(left.map((mail: { mail_id: string }) => mail.mail_id)).toEqual([newer.mail_id]);
    expect(await app.db.selectFrom('jobs').select('id').where('id', '=', older.mail_id).execute()).toEqual([]);
  });
});
