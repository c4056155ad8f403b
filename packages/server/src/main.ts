import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadDemo } from './demo/load-demo.ts';
import { parseEnv, type Env } from './env.ts';
import { createCardRepository } from './modules/checkout/card-repository.ts';
import { cardErasureIntervalMs, createCardRetentionService } from './modules/checkout/card-retention-service.ts';
import { startPeriodicJob } from './modules/jobs/periodic.ts';
import { mailRetentionIntervalMs } from './modules/mail/log-service.ts';
import { startJobWorker } from './modules/jobs/worker.ts';
import { mailJobHandlers } from './modules/mail/job.ts';
import { createStoreRepository } from './modules/store/repository.ts';

/** A worker that dies this soon after starting is not restarted: it would only die again. */
const minimumWorkerLifeMs = 10_000;
/** Expired reports are removed hourly. */
const reportCleanupIntervalMs = 3_600_000;

/** Brings the database to the latest schema, and loads the demo store into an empty one. */
async function prepareDatabase(env: Env, log: (message: string, details: object) => void): Promise<void> {
  const database = openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) log('database migrated', { migrations: applied });
    if (env.loadDemo && (await createStoreRepository(database.db).countStores()) === 0) {
      const started = Date.now();
      const demo = await loadDemo({ db: database.db, dataDir: env.dataDir });
      log('demo store loaded', { ...demo, ms: Date.now() - started });
    }
  } finally {
    await database.close();
  }
}

/**
 * JSON lines for a log collector; in a terminal, one readable line per entry instead
 * (pino-pretty, in a worker thread so the server never waits for it).
 */
function loggerOptions(env: Env) {
  if (!process.stdout.isTTY) return { level: env.logLevel };
  return {
    level: env.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,method,path,status,ms', singleLine: true },
    },
  };
}

/** One server process: the API and web app on the port, and a job worker (docs/architecture.md#runtime-picture). */
async function serve(env: Env) {
  const database = openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  const app = await buildApp({
    db: database.db,
    dataDir: env.dataDir,
    webDistDir: env.webDistDir,
    logger: loggerOptions(env),
    trustProxy: env.trustProxy,
    https: env.https,
    searchCacheBytes: env.searchCacheBytes,
    smtpUrl: env.smtpUrl,
    mailFrom: env.mailFrom,
  });
  // Every API process runs one; claims keep a job to one of them.
  const stopJobWorker = startJobWorker({
    db: database.db,
    handlers: {
      ...mailJobHandlers({ dataDir: env.dataDir, smtpUrl: env.smtpUrl }),
      ...app.reports.jobHandlers(),
      ...app.catalogueImports.jobHandlers(),
    },
    intervalMs: env.jobPollMs,
    logger: app.log,
  });
  // Card data past its retention (docs/decisions/0013-card-payments.md#retention).
  const cardRetention = createCardRetentionService({ cards: createCardRepository(database.db) });
  const stopCardErasure = startPeriodicJob({
    name: 'erase expired cards',
    run: () => cardRetention.eraseExpiredCards(),
    intervalMs: cardErasureIntervalMs,
    firstDelayMs: 10_000,
    logger: app.log,
  });

  // Reports past their expiry, files and all (docs/features/lists.md#pdf).
  const stopReportCleanup = startPeriodicJob({
    name: 'remove expired reports',
    run: () => app.reports.deleteExpired(),
    intervalMs: reportCleanupIntervalMs,
    firstDelayMs: 20_000,
    logger: app.log,
  });

  // Mail past the log's retention, message and all (docs/features/store-console.md#mail-log).
  const stopMailCleanup = startPeriodicJob({
    name: 'remove expired mail',
    run: () => app.mailLog.removeExpired(),
    intervalMs: mailRetentionIntervalMs,
    firstDelayMs: 30_000,
    logger: app.log,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and jobs, let the ones in flight finish, then close the database.
    Promise.all([app.close(), stopJobWorker(), stopCardErasure(), stopReportCleanup(), stopMailCleanup()])
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // The primary asks a worker to stop by disconnecting it.
  if (cluster.isWorker) cluster.worker?.on('disconnect', () => shutdown('disconnect'));

  await app.listen({ port: env.port, host: env.host });
  // In the background: shoppers who arrive meanwhile are served between its steps.
  app.warmUpBrowse().catch((error: unknown) => app.log.warn({ err: error }, 'browse warm-up failed'));
  return app;
}

/**
 * WEB_CONCURRENCY processes sharing the port (node:cluster hands each connection to one of them),
 * started once the database is ready; a worker that dies is replaced.
 */
function superviseWorkers(env: Env, log: (message: string, details: object) => void) {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log('server process exited', { pid: worker.process.pid, code, signal });
    if (lived >= minimumWorkerLifeMs) fork();
    else if (startedAt.size === 0) process.exit(1);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.disconnect();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let index = 0; index < env.webConcurrency; index += 1) fork();
}

async function main() {
  const env = parseEnv();
  // JSON lines like the server's own log, for the few messages written before it starts.
  const log = (message: string, details: object) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, ...details, msg: message }));

  if (cluster.isWorker) {
    await serve(env);
    return;
  }
  fs.mkdirSync(path.join(env.dataDir, 'files'), { recursive: true });
  await prepareDatabase(env, log);
  if (env.webConcurrency > 1) {
    superviseWorkers(env, log);
    log(`Bookfront is serving at ${shownAddress(env)} from ${env.webConcurrency} processes`, {
      database: env.databaseUrl ? 'postgres' : 'sqlite',
      dataDir: env.dataDir,
    });
    return;
  }
  const app = await serve(env);
  app.log.info(
    { database: env.databaseUrl ? 'postgres' : 'sqlite', dataDir: env.dataDir },
    `Bookfront is serving at ${shownAddress(env)}`,
  );
}

function shownAddress(env: Env): string {
  const host = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  return `http://${host}:${env.port}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
