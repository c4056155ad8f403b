import type { Insertable, Kysely, Selectable } from 'kysely';
import { dialectOf } from '../../db/dialect.ts';
import type { Database, JobsTable } from '../../db/schema.ts';

export type JobRow = Selectable<JobsTable>;

/** Only pending jobs run; 'done' and 'failed' rows stay for the record. */
export type JobStatus = 'pending' | 'done' | 'failed';

/** Owns: jobs. */
export function createJobsRepository(db: Kysely<Database>) {
  const isPostgres = dialectOf(db) === 'postgres';

  return {
    insert: (row: Insertable<JobsTable>) => db.insertInto('jobs').values(row).returningAll().executeTakeFirstOrThrow(),

    findById: (id: string) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Takes up to `limit` due, unlocked jobs of the given types by setting their lock, and returns them.
     * One statement: on PostgreSQL the inner select skips rows another process is claiming
     * (FOR UPDATE SKIP LOCKED), so several API processes never take the same job; SQLite runs one
     * writer at a time, so the conditional update alone is enough.
     */
    claimDue: async (options: { types: string[]; now: number; lockedUntil: number; limit: number }) => {
      if (options.types.length === 0) return [];
      const due = db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'pending')
        .where('type', 'in', options.types)
        .where('runAt', '<=', options.now)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', options.now)]))
        .orderBy('runAt')
        .limit(options.limit)
        .$if(isPostgres, (query) => query.forUpdate().skipLocked());
      return db
        .updateTable('jobs')
        .set({ lockedUntil: options.lockedUntil })
        .where('id', 'in', due)
        .returningAll()
        .execute();
    },

    /** Ends a claimed job: done or failed for good, or pending again at `runAt`. */
    finish: (
      id: string,
      outcome: { status: JobStatus; attempts: number; lastError: string | null; runAt?: number | undefined },
    ) =>
      db
        .updateTable('jobs')
        .set({
          status: outcome.status,
          attempts: outcome.attempts,
          lastError: outcome.lastError,
          lockedUntil: null,
          ...(outcome.runAt === undefined ? {} : { runAt: outcome.runAt }),
        })
        .where('id', '=', id)
        .execute(),
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
