import { readdirSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** Set by global setup: the folder the test SMTP server writes each message into. */
export const mailboxEnv = 'BOOKFRONT_E2E_MAILBOX';

export type Email = { to: string; subject: string; text: string; html: string; links: string[] };

const linkPattern = /https?:\/\/[^\s<>"')]+/g;
const parsed = new Map<string, Email>();

async function read(mailbox: string, file: string): Promise<Email> {
  const cached = parsed.get(file);
  if (cached) return cached;
  const mail = await simpleParser(readFileSync(path.join(mailbox, file)));
  const text = mail.text ?? '';
  const email: Email = {
    to: [mail.to ?? []]
      .flat()
      .map((to) => to.text)
      .join(', '),
    subject: mail.subject ?? '',
    text,
    html: mail.html || '',
    links: text.match(linkPattern) ?? [],
  };
  parsed.set(file, email);
  return email;
}

type Criteria = {
  to: string;
  subjectIncludes?: string;
  /** Only mail that arrived after this time (ms since epoch): for a second message to one address. */
  receivedAfter?: number;
  timeoutMs?: number;
};

/** The newest message matching the criteria in the mailbox now, if any. */
async function findEmail(mailbox: string, criteria: Criteria): Promise<Email | undefined> {
  const files = readdirSync(mailbox)
    .filter((file) => file.endsWith('.eml') && !file.startsWith('.'))
    .filter((file) => Number(file.split('-')[0]) > (criteria.receivedAfter ?? 0))
    .sort()
    .reverse();
  for (const file of files) {
    const email = await read(mailbox, file);
    if (!email.to.toLowerCase().includes(criteria.to.toLowerCase())) continue;
    if (criteria.subjectIncludes && !email.subject.includes(criteria.subjectIncludes)) continue;
    return email;
  }
  return undefined;
}

/**
 * Waits for the app's mail to `to` (the newest one that matches) and returns its parts and the
 * links of its text part. Wakes on each new file in the mailbox; no fixed sleeps.
 */
export async function waitForEmail(criteria: Criteria, mailbox = process.env[mailboxEnv]): Promise<Email> {
  if (!mailbox) throw new Error(`${mailboxEnv} is not set: the mail sink starts in e2e/global-setup.ts`);
  const timeoutMs = criteria.timeoutMs ?? 10_000;
  return new Promise<Email>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      watcher.close();
      clearTimeout(timer);
      outcome();
    };
    const look = () => {
      findEmail(mailbox, criteria).then(
        (email) => email && finish(() => resolve(email)),
        (error: unknown) => finish(() => reject(error)),
      );
    };
    // Watching before the first look: a message that lands in between still wakes us.
    const watcher = watch(mailbox, look);
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new Error(
              `No email to ${criteria.to}${criteria.subjectIncludes ? ` about '${criteria.subjectIncludes}'` : ''} within ${timeoutMs} ms`,
            ),
          ),
        ),
      timeoutMs,
    );
    look();
  });
}
