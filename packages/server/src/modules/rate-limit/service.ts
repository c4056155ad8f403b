import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimitedError } from '../../lib/errors.ts';
import { nowSeconds, secondsPerDay } from '../../lib/time.ts';
import type { RateLimitRepository } from './repository.ts';

export type RateLimitPolicy = { name: string; limit: number; windowSeconds: number };

/** A ceiling that slows rather than refuses: past `limit`, each attempt waits 1, 2, 4 … seconds, at most `maxDelaySeconds`. */
export type SlowDownPolicy = RateLimitPolicy & { maxDelaySeconds: number };

/** How a progressive delay waits; a test may replace `wait` so the delay costs it no time. */
export const rateLimitDelays = { wait: (seconds: number): Promise<void> => sleep(seconds * 1000) };

/** The wait before an attempt once `hits` attempts were counted (docs/features/accounts.md#security). */
export function progressiveDelaySeconds(policy: SlowDownPolicy, hits: number): number {
  if (hits < policy.limit) return 0;
  return Math.min(2 ** (hits - policy.limit), policy.maxDelaySeconds);
}

/**
 * Fixed-window limits kept in the database, so every server process counts against the same
 * numbers (docs/architecture.md#runtime-picture). A policy is applied to a subject: an IP address, an account.
 */
export function createRateLimitService(repo: RateLimitRepository) {
  const keyOf = (policy: RateLimitPolicy, subject: string) => `${policy.name}:${subject}`;

  return {
    /** Counts one attempt by `subject` and throws RateLimitedError past the policy's limit. */
    async consume(policy: RateLimitPolicy, subject: string, message: string): Promise<void> {
      const now = nowSeconds();
      const { hits, windowStart } = await repo.hit(keyOf(policy, subject), now, policy.windowSeconds);
      if (hits > policy.limit) {
        throw new RateLimitedError(message, Math.max(1, windowStart + policy.windowSeconds - now));
      }
    },

    /** Takes back one attempt `consume` counted, as when it turned out to be a success. */
    async refund(policy: RateLimitPolicy, subject: string): Promise<void> {
      await repo.refund(keyOf(policy, subject));
    },

    /** Counts one failed attempt by `subject`. */
    async recordFailure(policy: RateLimitPolicy, subject: string): Promise<void> {
      await repo.hit(keyOf(policy, subject), nowSeconds(), policy.windowSeconds);
    },

    /** Forgets `subject`'s count, as after a success. */
    async clear(policy: RateLimitPolicy, subject: string): Promise<void> {
      await repo.remove(keyOf(policy, subject));
    },

    /** Waits the progressive delay `subject`'s failures have earned; returns the seconds waited. */
    async slowDown(policy: SlowDownPolicy, subject: string): Promise<number> {
      const { hits } = await repo.count(keyOf(policy, subject), nowSeconds(), policy.windowSeconds);
      const seconds = progressiveDelaySeconds(policy, hits);
      if (seconds > 0) await rateLimitDelays.wait(seconds);
      return seconds;
    },

    pruneStale: () => repo.removeOlderThan(nowSeconds() - secondsPerDay),
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
