import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What a command may use; tests pass their own database and capture the output. */
export type CliContext = {
  /** Opens the database; the command closes it when done. */
  openDatabase: () => Promise<{ db: Kysely<Database>; dialect: string; close: () => Promise<void> }>;
  dataDir: string;
  /** Mail goes through this SMTP server; without one it is written to DATA_DIR/outbox (as the server does). */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** Runs before a command's action (not for --help): reads what the commands need of the environment. */
  prepare?: () => Promise<void>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
};

/** A failure an operator can fix; printed without a stack trace, exit code 1. */
export class CliError extends Error {}
