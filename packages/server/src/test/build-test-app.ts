import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onTestFinished } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app.ts';
import type { DatabaseDialect } from '../db/database.ts';
import { createFactories, type Factories, type TestCustomer } from './factories.ts';
import { signInCookies } from './sign-in.ts';
import { openMigratedTestDatabase, type TestDatabase } from './databases.ts';

export type TestApp = {
  app: App;
  inject: App['inject'];
  db: TestDatabase['db'];
  dataDir: string;
  webDistDir: string;
  factories: Factories;
  /** The cookies of a new session logged in as `customer`, as a login would leave them. */
  signIn: (customer: TestCustomer) => Promise<Record<string, string>>;
};

/**
 * The real app on a fresh, migrated database of its own, torn down when the test finishes.
 * The web build is a tiny index.html in a temp folder, so tests never need `npm run build`.
 */
export async function buildTestApp(
  options: {
    dialect?: DatabaseDialect;
    extraActions?: FastifyPluginAsyncZod[];
    withWebBuild?: boolean;
    /** Mail goes here (a test SMTP sink's url); without it, to the outbox in the test's data folder. */
    smtpUrl?: string;
    /** The server's logger, as in production; tests run without one. */
    logger?: AppDeps['logger'];
    /** The HTTPS and TRUST_PROXY settings; both off by default, as on a local install. */
    https?: boolean;
    trustProxy?: boolean;
    /** SEARCH_CACHE_MB in bytes; 0 computes every browse, for tests of the computed answers alone. */
    searchCacheBytes?: number;
  } = {},
): Promise<TestApp> {
  const database = await openMigratedTestDatabase(options.dialect ?? 'sqlite');
  const webDistDir = path.join(database.dataDir, 'web-dist');
  if (options.withWebBuild ?? true) {
    fs.mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><title>Bookfront</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(webDistDir, 'assets', 'app-1234.js'), 'console.log("app");');
  }
  fs.mkdirSync(path.join(database.dataDir, 'files'), { recursive: true });
  const app = await buildApp({
    db: database.db,
    dataDir: database.dataDir,
    webDistDir,
    extraActions: options.extraActions ?? [],
    smtpUrl: options.smtpUrl,
    logger: options.logger,
    https: options.https,
    trustProxy: options.trustProxy,
    searchCacheBytes: options.searchCacheBytes,
    checkFailureCodes: true,
  });
  await app.ready();
  onTestFinished(() => app.close());
  return {
    app,
    inject: app.inject.bind(app),
    db: database.db,
    dataDir: database.dataDir,
    webDistDir,
    factories: createFactories(database.db),
    signIn: (customer) => signInCookies(database.db, customer),
  };
}
