import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadDemo } from './demo/load-demo.ts';
import { parseEnv } from './env.ts';
import { startJobWorker } from './modules/jobs/worker.ts';
import { mailJobHandlers } from './modules/mail/job.ts';
import { createStoreRepository } from './modules/store/repository.ts';

async function main() {
  const env = parseEnv();
  fs.mkdirSync(path.join(env.dataDir, 'files'), { recursive: true });
  const database = openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  const app = await buildApp({
    db: database.db,
    dataDir: env.dataDir,
    webDistDir: env.webDistDir,
    logger: { level: env.logLevel },
    trustProxy: env.trustProxy,
    searchCacheEntries: env.searchCacheEntries,
    smtpUrl: env.smtpUrl,
    mailFrom: env.mailFrom,
  });

  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  if (env.loadDemo && (await createStoreRepository(database.db).countStores()) === 0) {
    const started = Date.now();
    const demo = await loadDemo({ db: database.db, dataDir: env.dataDir });
    app.log.info({ ...demo, ms: Date.now() - started }, 'demo store loaded');
  }
  // In-process by default (ARCHITECTURE.md §1); every API process runs one, and claims keep a job to one of them.
  const stopJobWorker = startJobWorker({
    db: database.db,
    handlers: { ...mailJobHandlers({ dataDir: env.dataDir, smtpUrl: env.smtpUrl }) },
    intervalMs: env.jobPollMs,
    logger: app.log,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and jobs, let the ones in flight finish, then close the database.
    Promise.all([app.close(), stopJobWorker()])
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  app.log.info(
    { database: database.dialect, dataDir: env.dataDir },
    `Bookfront is serving at http://${shownHost}:${env.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
