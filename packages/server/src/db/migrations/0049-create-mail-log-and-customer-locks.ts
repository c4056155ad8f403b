import { sql, type Kysely } from 'kysely';

/**
 * The store console's customers and mail log (docs/features/store-console.md#customers,
 * docs/features/store-console.md#mail-log): a customer the store locked out, and one row per
 * message the store sends, beside the 'mail.send' job that carries it, so the log can be read by
 * recipient without parsing every job. Rows past the retention are removed with their jobs
 * (docs/decisions/0050-console-customers-and-mail-log.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locked_at', 'bigint').execute();

  await db.schema
    .createTable('mail_log')
    // The 'mail.send' job's id: its status, attempts, last error and message are the job's.
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    // Lower case, as typed in the search.
    .addColumn('recipient', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'varchar(500)', (col) => col.notNull())
    // A copy sent again from the console: the mail it copies, and the click that asked for it.
    .addColumn('resent_from', 'varchar(64)')
    .addColumn('resend_key', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mail_log_store_idx').on('mail_log').columns(['store_id', 'created_at']).execute();
  await db.schema
    .createIndex('mail_log_recipient_idx')
    .on('mail_log')
    .columns(['store_id', 'recipient', 'created_at'])
    .execute();
  await db.schema
    .createIndex('mail_log_resend_key_idx')
    .on('mail_log')
    .columns(['store_id', 'resend_key'])
    .unique()
    .execute();

  // Mail sent before the log existed is still in the jobs table.
  const jobs = await sql<{ id: string; store_id: string; payload: string; created_at: number | string }>`
    select id, store_id, payload, created_at from jobs where type = 'mail.send' and store_id is not null
  `.execute(db);
  for (const job of jobs.rows) {
    const message = parseMessage(job.payload);
    await sql`
      insert into mail_log (id, store_id, recipient, subject, created_at)
      values (${job.id}, ${job.store_id}, ${message.to.toLowerCase().slice(0, 320)}, ${message.subject.slice(0, 500)}, ${Number(job.created_at)})
    `.execute(db);
  }
}

function parseMessage(payload: string): { to: string; subject: string } {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === 'object') {
      const { to, subject } = parsed as Record<string, unknown>;
      return { to: typeof to === 'string' ? to : '', subject: typeof subject === 'string' ? subject : '' };
    }
  } catch {
    // A payload that is not JSON is logged with no recipient rather than stopping the migration.
  }
  return { to: '', subject: '' };
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_log').execute();
  await db.schema.alterTable('users').dropColumn('locked_at').execute();
}
