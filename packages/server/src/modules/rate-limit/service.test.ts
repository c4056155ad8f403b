import { expect, it, vi } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { describeEachDatabase, openMigratedTestDatabase } from '../../test/databases.ts';
import { createRateLimitRepository } from './repository.ts';
import { RateLimitedError } from '../../lib/errors.ts';
import { createRateLimitService, progressiveDelaySeconds, rateLimitDelays } from './service.ts';

const policy = { name: 'login-ip', limit: 3, windowSeconds: 60 };

async function openRepository(dialect: DatabaseDialect) {
  const database = await openMigratedTestDatabase(dialect);
  return createRateLimitRepository(database.db);
}

describeEachDatabase('rate limits', (dialect) => {
  it('lets the limit through, then refuses with the seconds left in the window', async () => {
    const limiter = createRateLimitService(await openRepository(dialect));
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume(policy, '203.0.113.7', 'Slow down.');

    const refused = limiter.consume(policy, '203.0.113.7', 'Slow down.');

    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(refused).rejects.toMatchObject({ status: 429, message: 'Slow down.' });
  });

  it('counts each subject separately', async () => {
    const limiter = createRateLimitService(await openRepository(dialect));
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume(policy, 'a', 'Slow down.');

    await expect(limiter.consume(policy, 'b', 'Slow down.')).resolves.toBeUndefined();
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = createRateLimitService(await openRepository(dialect));
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    try {
      for (let attempt = 0; attempt < 4; attempt++) await limiter.consume(policy, 'a', 'x').catch(() => undefined);
      vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));

      await expect(limiter.consume(policy, 'a', 'x')).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts every one of many concurrent attempts', async () => {
    const repo = await openRepository(dialect);

    await Promise.all(Array.from({ length: 20 }, () => repo.hit('burst', 1_000, 60)));

    expect((await repo.hit('burst', 1_000, 60)).hits).toBe(21);
  });

  it('takes back a refunded attempt, so only the ones that count use up the limit', async () => {
    const limiter = createRateLimitService(await openRepository(dialect));
    for (let attempt = 0; attempt < 5; attempt++) {
      await limiter.consume(policy, 'a', 'x');
      await limiter.refund(policy, 'a');
    }

    await expect(limiter.consume(policy, 'a', 'x')).resolves.toBeUndefined();
  });

  it('forgets a cleared subject at once', async () => {
    const limiter = createRateLimitService(await openRepository(dialect));
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume(policy, 'a', 'x');

    await limiter.clear(policy, 'a');

    await expect(limiter.consume(policy, 'a', 'x')).resolves.toBeUndefined();
  });

  it('waits longer with each failure past a slow-down ceiling, and never refuses', async () => {
    const limiter = createRateLimitService(await openRepository(dialect));
    const ceiling = { ...policy, maxDelaySeconds: 4 };
    const waits = vi.spyOn(rateLimitDelays, 'wait').mockResolvedValue();
    try {
      const waited: number[] = [];
      for (let attempt = 0; attempt < 7; attempt++) {
        waited.push(await limiter.slowDown(ceiling, 'a'));
        await limiter.recordFailure(ceiling, 'a');
      }

      expect(waited).toEqual([0, 0, 0, 1, 2, 4, 4]);
      expect(waits).toHaveBeenCalledTimes(4);
    } finally {
      waits.mockRestore();
    }
  });
});

it('doubles the progressive delay up to its cap', () => {
  const ceiling = { name: 'x', limit: 10, windowSeconds: 60, maxDelaySeconds: 8 };

  expect([9, 10, 11, 12, 13, 14].map((hits) => progressiveDelaySeconds(ceiling, hits))).toEqual([0, 1, 2, 4, 8, 8]);
});
