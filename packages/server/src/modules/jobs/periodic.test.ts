import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic.ts';

const quietLogger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('startPeriodicJob', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs after its first delay and then every interval until stopped', async () => {
    const run = vi.fn(async () => {});
    const stop = startPeriodicJob({ name: 'test', run, intervalMs: 1000, firstDelayMs: 10, logger: quietLogger() });

    await vi.advanceTimersByTimeAsync(10);
    await vi.advanceTimersByTimeAsync(2000);
    await stop();
    await vi.advanceTimersByTimeAsync(5000);

    expect(run).toHaveBeenCalledTimes(3);
  });

  it('logs a failed run and runs again at the next interval', async () => {
    const logger = quietLogger();
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const stop = startPeriodicJob({ name: 'test', run, intervalMs: 1000, logger });

    await vi.advanceTimersByTimeAsync(1000);
    await stop();

    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
