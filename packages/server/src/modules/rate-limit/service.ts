import { RateLimitedError } from '../../lib/errors.ts';
import { nowSeconds, secondsPerDay } from '../../lib/time.ts';
import type { RateLimitRepository } from './repository.ts';

export type RateLimitPolicy = { name: string; limit: number; windowSeconds: number };

/**
 * Fixed-window limits kept in the database, so every server process counts against the same
 * numbers (docs/architecture.md#runtime-picture). A policy is applied to a subject: an IP address, an account.
 */
export function createRateLimitService(repo: RateLimitRepository) {
  return {
    /** Counts one attempt by `subject` and throws RateLimitedError past the policy's limit. */
    async consume(policy: RateLimitPolicy, subject: string, message: string): Promise<void> {
      const now = nowSeconds();
      const { hits, windowStart } = await repo.hit(`${policy.name}:${subject}`, now, policy.windowSeconds);
      if (hits > policy.limit) {
        throw new RateLimitedError(message, Math.max(1, windowStart + policy.windowSeconds - now));
      }
    },

    pruneStale: () => repo.removeOlderThan(nowSeconds() - secondsPerDay),
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
