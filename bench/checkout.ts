/**
 * checkout/submit over HTTP: 16 customers placing orders at once against one server process, on the
 * embedded SQLite database and, when DATABASE_URL is set, on PostgreSQL too.
 * Targets (issue "Checkout and orders"): ≥ 100 orders/s and p95 ≤ 100 ms at concurrency 16.
 *
 * Every order is a customer's own cart of three titles, walked through pick up, contact and
 * payment before the clock starts; only checkout/submit is timed. Each submit reserves stock,
 * allocates the store's next order number, writes the order and its lines, empties the cart and
 * records two emails (the customer's confirmation and the store's notice, to the outbox).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { newId, randomToken, sha256Hex } from '../packages/server/src/lib/ids.ts';
import { hashPassword } from '../packages/server/src/modules/account/password.ts';
import { createAccountRepository } from '../packages/server/src/modules/account/repository.ts';
import { createCatalogFactories } from '../packages/server/src/test/catalog-factories.ts';
import { createFactories } from '../packages/server/src/test/factories.ts';
import { startServer } from './server-process.ts';

const connections = 16;
const orders = Number(process.env.BENCH_CHECKOUT_ORDERS ?? 800);
/** Few titles make orders compete for the same stock rows (a best seller); BENCH_CHECKOUT_TITLES spreads them. */
const titleCount = Number(process.env.BENCH_CHECKOUT_TITLES ?? 20);
const titles = Array.from({ length: titleCount }, (_, index) => `9780${String(index).padStart(8, '0')}0`);
const targets = { ordersPerSecond: 100, p95Ms: 100 };

type Shopper = { cookie: string; checksum: string };

/** The store, its stock and one signed-in customer per order, written straight to the database. */
async function seed(database: ReturnType<typeof openDatabase>): Promise<string[]> {
  await migrateToLatest(database.db);
  const factories = createFactories(database.db);
  await factories.store({
    id: 'main',
    isDefault: true,
    settings: { store_info: { base_url: 'https://books.example', email: 'orders@books.example' } },
  });
  await factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown' });
  const catalog = createCatalogFactories(database.db);
  for (const [index, eisbn] of titles.entries()) {
    await catalog.title({ eisbn, title: `Bench Title ${index}` });
    await catalog.stock({
      storeId: 'main',
      locationId: 'downtown',
      eisbn,
      onhand: 1_000_000,
      priceCents: 1000 + (index % 20) * 100,
      isExtraOrderable: 0,
    });
  }
  const accounts = createAccountRepository(database.db);
  const passwordHash = await hashPassword('correct horse battery');
  const cookies: string[] = [];
  const now = Math.floor(Date.now() / 1000);
  for (let index = 0; index < orders; index += 1) {
    const id = newId();
    const email = `bench-${index}@example.com`;
    await accounts.insertUserWithCorp(
      {
        storeId: 'main',
        id,
        corpId: newId(),
        email,
        emailVerifiedAt: 0,
        passwordHash,
        san: null,
        firstName: 'Bench',
        lastName: `Customer ${index}`,
        phoneNumber: '(604) 555-0142',
        deletedAt: null,
        createdAt: 0,
        updatedAt: 0,
      },
      { name: `Bench Customer ${index}`, isInstitution: false },
    );
    // A logged-in session, as account/login leaves one: the cookie holds the secret, the row its hash.
    const token = randomToken(32);
    await database.db
      .insertInto('sessions')
      .values({
        storeId: 'main',
        id: randomToken(16),
        tokenHash: sha256Hex(token),
        locationId: null,
        userId: id,
        corpId: null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + 86_400,
      })
      .execute();
    cookies.push(`bf_session_main=${token}`);
  }
  return cookies;
}

async function post(baseUrl: string, action: string, cookie: string, payload: object) {
  const response = await fetch(`${baseUrl}/api/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { cart?: { checksum: string }; order_number?: string };
  if (!response.ok) throw new Error(`${action}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A cart of three titles walked to the review step; the checksum the review shows. */
async function prepare(baseUrl: string, cookie: string, index: number): Promise<Shopper> {
  for (let line = 0; line < 3; line += 1) {
    await post(baseUrl, 'cart/add', cookie, { eisbn: titles[(index + line * 7) % titles.length], quantity: 1 + line });
  }
  await post(baseUrl, 'checkout/setDelivery', cookie, { delivery_preference: 'pickup' });
  await post(baseUrl, 'checkout/setExtras', cookie, { instructions: 'Bench order' });
  await post(baseUrl, 'checkout/setPaymentChoice', cookie, { payment_choice: 'pickup' });
  const state = await post(baseUrl, 'checkout/get', cookie, {});
  return { cookie, checksum: state.cart?.checksum ?? '' };
}

/** Runs `work` over `items` with `width` at a time. */
async function pool<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        const item = items[index];
        if (item !== undefined) results[index] = await work(item, index);
      }
    }),
  );
  return results;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(label: string, baseUrl: string, cookies: string[]) {
  const shoppers = await pool(cookies, connections, (cookie, index) => prepare(baseUrl, cookie, index));
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  await pool(shoppers, connections, async (shopper) => {
    const sent = performance.now();
    const response = await fetch(`${baseUrl}/api/checkout/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: shopper.cookie },
      body: JSON.stringify({ checksum: shopper.checksum, uuid: randomUUID() }),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - sent);
    if (!response.ok) failures += 1;
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ordersPerSecond = (shoppers.length - failures) / seconds;
  const p95 = percentile(latencies, 95);
  console.log(`\n### ${label}\n`);
  console.log(`orders: ${shoppers.length - failures} placed, ${failures} failed, in ${seconds.toFixed(2)} s`);
  console.log(
    `latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${p95.toFixed(1)}, p99 ${percentile(latencies, 99).toFixed(1)}`,
  );
  console.log(
    `orders/s at concurrency ${connections}: ${ordersPerSecond.toFixed(0)}, target ≥ ${targets.ordersPerSecond}: ${
      ordersPerSecond >= targets.ordersPerSecond ? 'met' : 'MISSED'
    }`,
  );
  console.log(`p95: ${p95.toFixed(1)} ms, target ≤ ${targets.p95Ms} ms: ${p95 <= targets.p95Ms ? 'met' : 'MISSED'}`);
}

/** A fresh data folder with a stand-in web build (the benchmark needs no `npm run build`). */
function dataFolder(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookfront-bench-checkout-'));
  mkdirSync(join(dataDir, 'files'), { recursive: true });
  mkdirSync(join(dataDir, 'web-dist'), { recursive: true });
  writeFileSync(join(dataDir, 'web-dist', 'index.html'), '<!doctype html><title>Bookfront</title>');
  return dataDir;
}

async function benchSqlite() {
  const dataDir = dataFolder();
  const database = openDatabase({ dataDir });
  const cookies = await seed(database);
  await database.close();
  const server = await startServer({ DATA_DIR: dataDir, LOAD_DEMO: 'false', WEB_DIST_DIR: join(dataDir, 'web-dist') });
  try {
    await measure('embedded SQLite', server.baseUrl, cookies);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(databaseUrl: string) {
  const dataDir = dataFolder();
  const schema = `bench_checkout_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const database = openDatabase({ dataDir, databaseUrl, postgresSchema: schema });
    const cookies = await seed(database);
    await database.close();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      LOAD_DEMO: 'false',
      WEB_DIST_DIR: join(dataDir, 'web-dist'),
    });
    try {
      await measure('PostgreSQL', server.baseUrl, cookies);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `checkout/submit: ${orders} orders of 3 lines from ${titles.length} titles, ${connections} customers at once, one server process`,
);
await benchSqlite();
if (process.env.DATABASE_URL) await benchPostgres(process.env.DATABASE_URL);
else console.log('\n(PostgreSQL skipped: set DATABASE_URL to measure it too.)');
