import type { JobFailureLogger } from './service.ts';

/**
 * Runs `run` soon after the process starts and then every `intervalMs`, in this process
 * (docs/architecture.md#runtime-picture). For work that is the same whoever does it and safe to do
 * twice, such as erasing card data past its retention: each API process runs it, and needs no
 * row in the jobs table. A failed run is logged and tried again at the next interval.
 * Returns `stop`, which waits for the run in flight so the database can close after it.
 */
export function startPeriodicJob(options: {
  name: string;
  run: () => Promise<unknown>;
  intervalMs: number;
  /** The first run, after start-up has settled. */
  firstDelayMs?: number;
  logger: JobFailureLogger;
}): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  const runOnce = async () => {
    try {
      await options.run();
    } catch (error) {
      options.logger.error(
        { err: error, job: options.name },
        'periodic job failed; it runs again at its next interval',
      );
    }
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = runOnce().then(() => schedule(options.intervalMs));
    }, delayMs);
    timer.unref();
  };
  schedule(options.firstDelayMs ?? 0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await pass;
  };
}
