import { listOutbox, readOutboxText } from '../modules/mail/outbox.ts';

/** The newest outbox message to `to`: its subject, text and the links in it. Throws when there is none. */
export async function latestEmailTo(dataDir: string, to: string) {
  const entry = (await listOutbox(dataDir)).find((message) => message.to.includes(to));
  if (!entry) throw new Error(`no email to ${to} in the outbox`);
  const text = (await readOutboxText(dataDir, entry.file)) ?? '';
  return { subject: entry.subject, text, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
}

/** The subjects of every outbox message to `to`, newest first. */
export async function subjectsOfEmailsTo(dataDir: string, to: string): Promise<string[]> {
  return (await listOutbox(dataDir)).filter((message) => message.to.includes(to)).map((message) => message.subject);
}

export async function outboxCount(dataDir: string): Promise<number> {
  return (await listOutbox(dataDir)).length;
}

/** The token of the first emailed link to an account view, e.g. 'verify' or 'forgot'. */
export async function emailedToken(dataDir: string, to: string, view: string): Promise<string> {
  const { links } = await latestEmailTo(dataDir, to);
  const link = links.find((candidate) => candidate.includes(`/account/${view}?token=`));
  if (!link) throw new Error(`no /account/${view} link in the email to ${to}`);
  return new URL(link).searchParams.get('token') ?? '';
}
