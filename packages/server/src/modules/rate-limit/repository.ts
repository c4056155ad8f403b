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

    /** The hits counted in `key`'s current window, without counting one; 0 once the window has passed. */
    async count(key: string, now: number, windowSeconds: number): Promise<{ hits: number; windowStart: number }> {
      const row = await db
        .selectFrom('rateLimitCounters')
        .select(['hits', 'windowStart'])
        .where('key', '=', key)
        .where('windowStart', '>', now - windowSeconds)
        .executeTakeFirst();
      return row ? { hits: Number(row.hits), windowStart: Number(row.windowStart) } : { hits: 0, windowStart: now };
    },

    /** Takes back one hit of `key`'s window (an attempt that turned out not to count). */
    refund: (key: string) =>
      db
        .updateTable('rateLimitCounters')
        .set({ hits: sql<number>`rate_limit_counters.hits - 1` })
        .where('key', '=', key)
        .where('hits', '>', 0)
        .execute(),

    /** Forgets `key`'s count. */
    remove: (key: string) => db.deleteFrom('rateLimitCounters').where('key', '=', key).execute(),

    /** Forgets windows that ended long ago. */
    removeOlderThan: (cutoff: number) => db.deleteFrom('rateLimitCounters').where('windowStart', '<', cutoff).execute(),
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
