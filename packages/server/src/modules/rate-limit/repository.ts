import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Owns: rateLimitCounters. */
export function createRateLimitRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one hit in `key`'s fixed window and returns the window's count and start. One
     * upsert, so concurrent requests on any number of server processes each count exactly once.
     */
    async hit(key: string, now: number, windowSeconds: number): Promise<{ hits: number; windowStart: number }> {
      const expired = sql<boolean>`rate_limit_counters.window_start <= ${now - windowSeconds}`;
      const row = await db
        .insertInto('rateLimitCounters')
        .values({ key, windowStart: now, hits: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when ${expired} then 1 else rate_limit_counters.hits + 1 end`,
            windowStart: sql<number>`case when ${expired} then ${now} else rate_limit_counters.window_start end`,
          }),
        )
        .returning(['hits', 'windowStart'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), windowStart: Number(row.windowStart) };
    },

    /** Forgets windows that ended long ago. */
    removeOlderThan: (cutoff: number) => db.deleteFrom('rateLimitCounters').where('windowStart', '<', cutoff).execute(),
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
