import { expect, it } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { describeEachDatabase, openMigratedTestDatabase } from '../../test/databases.ts';
import { createJobsService, defaultRetryPolicy, retryDelaySeconds } from './service.ts';
import { startJobWorker } from './worker.ts';

async function setUp(dialect: DatabaseDialect) {
  const database = await openMigratedTestDatabase(dialect);
  const findJob = (id: string) =>
    database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { db: database.db, findJob };
}

const silentLogger = { warn: () => {}, error: () => {} };
const failing = async () => {
  throw new Error('Connection refused');
};

it('waits one minute after the first failure, doubling each time up to an hour', () => {
  expect([1, 2, 3, 6, 7, 9].map((attempts) => retryDelaySeconds(attempts))).toEqual([60, 120, 240, 1920, 3600, 3600]);
});

describeEachDatabase('jobs', (dialect) => {
  it('marks a job failed after the last attempt but keeps its payload', async () => {
    const { db, findJob } = await setUp(dialect);
    const jobs = createJobsService(db, { logger: silentLogger });
    const job = await jobs.enqueue({ storeId: null, type: 'test.fail', payload: { keep: 'me' } }, 1000);

    let now = 1000;
    for (let attempt = 1; attempt <= defaultRetryPolicy.maxAttempts; attempt += 1) {
      await jobs.runDue({ 'test.fail': failing }, { now });
      now = (await findJob(job.id)).runAt;
    }

    expect(await findJob(job.id)).toMatchObject({
      status: 'failed',
      attempts: defaultRetryPolicy.maxAttempts,
      lastError: 'Connection refused',
      payload: '{"keep":"me"}',
    });
    expect(await jobs.runDue({ 'test.fail': failing }, { now: now + 86_400 })).toBe(0);
  });

  it('leaves jobs of types it has no handler for to the worker that has one', async () => {
    const { db, findJob } = await setUp(dialect);
    const jobs = createJobsService(db);
    const job = await jobs.enqueue({ storeId: null, type: 'report.build', payload: {} }, 1000);

    const ran = await jobs.runDue({ 'mail.send': async () => {} }, { now: 2000 });

    expect(ran).toBe(0);
    expect(await findJob(job.id)).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
  });

  it('runs due jobs in the background with the handler of their type until stopped', async () => {
    const { db, findJob } = await setUp(dialect);
    const job = await createJobsService(db).enqueue({ storeId: null, type: 'test.echo', payload: { word: 'hello' } });
    let handled!: (payload: string) => void;
    const ran = new Promise<string>((resolve) => (handled = resolve));

    const stop = startJobWorker({
      db,
      handlers: { 'test.echo': async (claimed) => handled(claimed.payload) },
      intervalMs: 10,
      logger: silentLogger,
    });
    const payload = await ran;
    await stop();

    expect(payload).toBe('{"word":"hello"}');
    expect(await findJob(job.id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});
