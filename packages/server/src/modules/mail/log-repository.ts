import type { Insertable, Kysely } from 'kysely';
import type { Database, MailLogTable } from '../../db/schema.ts';
import { containsPattern, lowerLike } from '../../lib/like-pattern.ts';

/** What the console filters the log by; every status reads the mail's job. */
export type MailLogQuery = {
  storeId: string;
  status: 'pending' | 'sent' | 'failed' | null;
  recipient: string | null;
  offset: number;
  limit: number;
};

const jobStatusOf = { pending: 'pending', sent: 'done', failed: 'failed' } as const;

/** Owns: mailLog. Reads each entry's 'mail.send' job, which holds its status and message. */
export function createMailLogRepository(db: Kysely<Database>) {
  function matching(query: Omit<MailLogQuery, 'offset' | 'limit'>) {
    let select = db
      .selectFrom('mailLog as m')
      .leftJoin('jobs as j', 'j.id', 'm.id')
      .where('m.storeId', '=', query.storeId);
    if (query.status) select = select.where('j.status', '=', jobStatusOf[query.status]);
    if (query.recipient) {
      const pattern = containsPattern(query.recipient);
      select = select.where((eb) => lowerLike(eb.ref('m.recipient'), pattern));
    }
    return select;
  }

  const entryColumns = [
    'm.id',
    'm.recipient',
    'm.subject',
    'm.resentFrom',
    'm.createdAt',
    'j.status',
    'j.attempts',
    'j.lastError',
  ] as const;

  return {
    insert: (row: Insertable<MailLogTable>) => db.insertInto('mailLog').values(row).execute(),

    page: (query: MailLogQuery) =>
      matching(query)
        .select(entryColumns)
        .orderBy('m.createdAt', 'desc')
        .orderBy('m.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute(),

    count: async (query: Omit<MailLogQuery, 'offset' | 'limit'>) =>
      Number(
        (
          await matching(query)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      ),

    /** One entry with its job's stored message; undefined for another store's. */
    findById: (storeId: string, id: string) =>
      db
        .selectFrom('mailLog as m')
        .leftJoin('jobs as j', 'j.id', 'm.id')
        .select([...entryColumns, 'j.payload'])
        .where('m.storeId', '=', storeId)
        .where('m.id', '=', id)
        .executeTakeFirst(),

    findByResendKey: (storeId: string, resendKey: string) =>
      db
        .selectFrom('mailLog')
        .select('id')
        .where('storeId', '=', storeId)
        .where('resendKey', '=', resendKey)
        .executeTakeFirst(),

    /** Entries older than `before` whose job is over (sent or given up), at most `limit`. */
    findExpired: (before: number, limit: number) =>
      db
        .selectFrom('mailLog as m')
        .leftJoin('jobs as j', 'j.id', 'm.id')
        .select('m.id')
        .where('m.createdAt', '<', before)
        .where((eb) => eb.or([eb('j.status', 'is', null), eb('j.status', 'in', ['done', 'failed'])]))
        .limit(limit)
        .execute(),

    /** The entries and their jobs, message and all. */
    async remove(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('jobs').where('id', 'in', ids).where('type', '=', 'mail.send').execute();
        await trx.deleteFrom('mailLog').where('id', 'in', ids).execute();
      });
    },
  };
}
export type MailLogRepository = ReturnType<typeof createMailLogRepository>;
