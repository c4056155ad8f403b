import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { outboxFolder } from './transport.ts';

export type OutboxEntry = { file: string; date: Date | null; to: string; subject: string };

async function parseFile(file: string) {
  return simpleParser(await fs.readFile(file));
}

/** The messages written while no SMTP server is configured, newest first. */
export async function listOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const folder = outboxFolder(dataDir);
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
      .map(async (file): Promise<OutboxEntry> => {
        const parsed = await parseFile(path.join(folder, file));
        return {
          file,
          date: parsed.date ?? null,
          to: [parsed.to ?? []]
            .flat()
            .map((to) => to.text)
            .join(', '),
          subject: parsed.subject ?? '',
        };
      }),
  );
  // File names start with the time they were written, to the millisecond.
  return entries.sort((a, b) => b.file.localeCompare(a.file));
}

/** The text part of one outbox message, or null when the outbox has no such file. */
export async function readOutboxText(dataDir: string, file: string): Promise<string | null> {
  // Only a file of the outbox itself, never a path elsewhere.
  if (path.basename(file) !== file || !file.endsWith('.eml')) return null;
  try {
    const parsed = await parseFile(path.join(outboxFolder(dataDir), file));
    return parsed.text ?? '';
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}
