import { newId } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createJobsRepository, type JobRow } from './repository.ts';

/** Does one job's work from its stored payload; throwing means "try again later". */
export type JobHandler = (job: JobRow) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** How the jobs service retries; every time is in unix seconds, like every stored time. */
export type RetryPolicy = {
  /** Attempts before a job is marked 'failed' (its row and payload stay). */
  maxAttempts: number;
  /** Delay after the first failure; it doubles with each failure up to `maxDelaySeconds`. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** How long a claim lasts; a process that dies mid-job gives the job back when it runs out. */
  lockSeconds: number;
};

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 10,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
  lockSeconds: 300,
};

/** 1 min, 2, 4 … capped at 1 h: about four hours of retries before a job is given up. */
export function retryDelaySeconds(attempts: number, policy: RetryPolicy = defaultRetryPolicy): number {
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.max(0, attempts - 1));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export type JobFailureLogger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** Takes the database, not a repository, so other modules (mail, reports) can record jobs through it. */
export function createJobsService(
  db: Kysely<Database>,
  options: { policy?: RetryPolicy; logger?: JobFailureLogger | undefined } = {},
) {
  const repo = createJobsRepository(db);
  const policy = options.policy ?? defaultRetryPolicy;

  /** Runs a job this process has claimed and records the outcome; never throws the handler's error. */
  async function runClaimed(job: JobRow, handler: JobHandler, now: number): Promise<boolean> {
    const attempts = job.attempts + 1;
    try {
      await handler(job);
    } catch (error) {
      const lastError = errorText(error);
      if (attempts >= policy.maxAttempts) {
        await repo.finish(job.id, { status: 'failed', attempts, lastError });
        options.logger?.error({ jobId: job.id, type: job.type, attempts, err: error }, 'job failed for good');
      } else {
        const runAt = now + retryDelaySeconds(attempts, policy);
        await repo.finish(job.id, { status: 'pending', attempts, lastError, runAt });
        options.logger?.warn({ jobId: job.id, type: job.type, attempts, runAt, err: error }, 'job failed; will retry');
      }
      return false;
    }
    await repo.finish(job.id, { status: 'done', attempts, lastError: job.lastError });
    return true;
  }

  return {
    /** Records a job for a worker to run at `runAt` (default: as soon as one looks). */
    async enqueue(job: { storeId: string | null; type: string; payload: unknown; runAt?: number }, now = nowSeconds()) {
      return repo.insert({
        id: newId(),
        storeId: job.storeId,
        type: job.type,
        payload: JSON.stringify(job.payload),
        runAt: job.runAt ?? now,
        lockedUntil: null,
        createdAt: now,
      });
    },

    /**
     * Records a job and claims it for the caller, who runs it at once with `runNow`; if this process
     * stops first, a worker takes the job when the claim runs out.
     */
    async enqueueClaimed(job: { storeId: string | null; type: string; payload: unknown }, now = nowSeconds()) {
      return repo.insert({
        id: newId(),
        storeId: job.storeId,
        type: job.type,
        payload: JSON.stringify(job.payload),
        runAt: now,
        lockedUntil: now + policy.lockSeconds,
        createdAt: now,
      });
    },

    /** Runs a job returned by enqueueClaimed; true when it succeeded. */
    runNow: (job: JobRow, handler: JobHandler, now = nowSeconds()) => runClaimed(job, handler, now),

    /** One pass: claims due jobs of the handled types and runs them in turn; returns how many succeeded. */
    async runDue(handlers: JobHandlers, options: { now?: number; limit?: number } = {}): Promise<number> {
      const now = options.now ?? nowSeconds();
      const claimed = await repo.claimDue({
        types: Object.keys(handlers),
        now,
        lockedUntil: now + policy.lockSeconds,
        limit: options.limit ?? 20,
      });
      let succeeded = 0;
      for (const job of claimed) {
        const handler = handlers[job.type];
        if (handler && (await runClaimed(job, handler, now))) succeeded += 1;
      }
      return succeeded;
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
