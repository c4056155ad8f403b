import type { Command } from 'commander';
import { CliError, type CliContext } from './context.ts';

/** 2025-03-01 14:05 UTC */
const shownDate = (date: Date | null) => (date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '?');

/** `outbox`: the mail written to DATA_DIR/outbox while no SMTP server is configured. */
export function addMailCommands(program: Command, context: CliContext): void {
  program
    .command('outbox')
    .description('List the mail written to DATA_DIR/outbox (used when SMTP_URL is not set), newest first.')
    .option('--show <file>', "print one message's text")
    .action(async (options: { show?: string }) => {
      // Loaded when the command runs (see program.ts).
      const { listOutbox, readOutboxText } = await import('../modules/mail/outbox.ts');
      if (options.show !== undefined) {
        const text = await readOutboxText(context.dataDir, options.show);
        if (text === null) throw new CliError(`No message '${options.show}' in the outbox. List them with: outbox`);
        context.stdout(text.endsWith('\n') ? text : `${text}\n`);
        return;
      }
      const entries = await listOutbox(context.dataDir);
      if (entries.length === 0) {
        context.stdout('The outbox is empty. Mail is written here when SMTP_URL is not set.\n');
        return;
      }
      for (const entry of entries) {
        context.stdout(`${shownDate(entry.date)}\t${entry.to}\t${entry.subject}\t${entry.file}\n`);
      }
    });
}
