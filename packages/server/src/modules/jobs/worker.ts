import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createJobsService, type JobFailureLogger, type JobHandlers } from './service.ts';

/**
 * Polls the jobs table in this process (docs/architecture.md#runtime-picture) and runs due jobs with the handler of
 * their type. Several processes may each run one: claims keep a job to one of them.
 * Returns `stop`, which waits for the pass in flight so the database can close after it.
 */
export function startJobWorker(options: {
  db: Kysely<Database>;
  handlers: JobHandlers;
  intervalMs: number;
  logger: JobFailureLogger;
}): () => Promise<void> {
  const jobs = createJobsService(options.db, { logger: options.logger });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  const runPass = async () => {
    try {
      // A full batch means more may be due: go again at once instead of waiting a whole interval.
      while (!stopped && (await jobs.runDue(options.handlers, { limit: 20 })) >= 20);
    } catch (error) {
      // The database may be briefly unreachable; the next pass tries again.
      options.logger.error({ err: error }, 'job worker pass failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = runPass().then(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  schedule();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await pass;
  };
}
