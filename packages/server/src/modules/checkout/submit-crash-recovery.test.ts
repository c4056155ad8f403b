import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { createFactories } from '../../test/factories.ts';
import { checkoutSettings, guestContact } from './submit-test-flow.ts';

/**
 * Crash recovery: the real server on a SQLite file is killed with SIGKILL in the middle of a stream
 * of submits, then started again on the same file. An order the server acknowledged must be there
 * whole, and no order may be there without its lines.
 */

const serverEntry = fileURLToPath(new URL('../../main.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../..', import.meta.url));
const eisbn = '9780000000033';
const initialStock = 1000;
const carts = 24;
const killAfterAcknowledged = 8;

/** A store that takes guest pick-up orders, one title with plenty of stock, in a fresh SQLite file. */
async function seedDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-crash-'));
  fs.mkdirSync(path.join(dataDir, 'files'), { recursive: true });
  const webDist = path.join(dataDir, 'web-dist');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Bookfront</title>');
  const database = openDatabase({ dataDir });
  await migrateToLatest(database.db);
  const factories = createFactories(database.db);
  await factories.store({ id: 'main', isDefault: true, settings: checkoutSettings });
  await factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown' });
  const catalog = createCatalogFactories(database.db);
  await catalog.title({ eisbn, title: 'Crash Course' });
  await catalog.stock({
    storeId: 'main',
    locationId: 'downtown',
    eisbn,
    onhand: initialStock,
    priceCents: 1000,
    isExtraOrderable: 0,
  });
  await database.close();
  return dataDir;
}

/**
 * Starts packages/server/src/main.ts on `dataDir`, on a port the server picks itself, and waits until
 * it says where it listens. A port picked here and handed over would be free only when picked:
 * another test's server could take it before this one starts, and answer in its place.
 */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOAD_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDir, 'web-dist'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const log = child.stdout;
  if (!log) throw new Error('the server was started without a pipe for its log');
  // Only decides how long a server that never starts takes to fail: a busy two-core machine
  // takes well over 15 s to start one.
  const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000);
  try {
    for await (const line of createInterface({ input: log })) {
      const address = listeningAddress(line);
      if (address) return { child, baseUrl: address };
    }
  } finally {
    clearTimeout(timeout);
    // The log goes on being written: keep reading it so the server never waits on a full pipe.
    log.resume();
  }
  throw new Error(`the server ended before it listened (code ${child.exitCode}, signal ${child.signalCode})`);
}

/** The address in Fastify's "Server listening at http://127.0.0.1:PORT" log line, if this is that line. */
function listeningAddress(line: string): string | null {
  try {
    const entry = JSON.parse(line) as { msg?: unknown };
    const match =
      typeof entry.msg === 'string' ? /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(entry.msg) : null;
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** A guest with one copy in the cart, through to payment; returns the cookie and the review's checksum. */
async function guestReadyToSubmit(baseUrl: string): Promise<{ cookie: string; checksum: string }> {
  const first = await fetch(`${baseUrl}/api/session/get`, { method: 'POST' });
  const cookie = (first.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const post = async (action: string, payload: object) => {
    const response = await fetch(`${baseUrl}/api/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(payload),
    });
    if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { cart?: { checksum: string } };
  };
  await post('cart/add', { eisbn, quantity: 1 });
  await post('checkout/setDelivery', { delivery_preference: 'pickup' });
  await post('checkout/setExtras', guestContact);
  await post('checkout/setPaymentChoice', { payment_choice: 'pickup' });
  const state = await post('checkout/get', {});
  return { cookie, checksum: state.cart?.checksum ?? '' };
}

const submit = (baseUrl: string, shopper: { cookie: string; checksum: string }, uuid: string) =>
  fetch(`${baseUrl}/api/checkout/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: shopper.cookie },
    body: JSON.stringify({ checksum: shopper.checksum, uuid }),
  });

describe('checkout/submit crash recovery (SIGKILL)', () => {
  const children: ChildProcess[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const child of children) await killed(child);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order whole, and no order without its lines, after a kill mid-stream', async () => {
    dataDir = await seedDataDir();
    const first = await startServer(dataDir);
    children.push(first.child);
    const shoppers: { cookie: string; checksum: string }[] = [];
    for (let index = 0; index < carts; index += 1) shoppers.push(await guestReadyToSubmit(first.baseUrl));
    const uuids = shoppers.map(() => randomUUID());

    // Four submits at a time; the server is killed as soon as enough have been acknowledged.
    const acknowledged = new Map<string, string>();
    let next = 0;
    const worker = async () => {
      while (next < shoppers.length) {
        const index = next++;
        const shopper = shoppers[index];
        const uuid = uuids[index];
        if (!shopper || !uuid) return;
        const response = await submit(first.baseUrl, shopper, uuid).catch(() => null);
        if (response?.ok) {
          acknowledged.set(uuid, ((await response.json()) as { order_number: string }).order_number);
          if (acknowledged.size === killAfterAcknowledged) await killed(first.child);
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await killed(first.child);
    const second = await startServer(dataDir);
    children.push(second.child);

    // A shopper whose answer was lost retries with the same request id: one order each, never two.
    const retried = await Promise.all(
      shoppers.map(async (shopper, index) => {
        const response = await submit(second.baseUrl, shopper, uuids[index] ?? '');
        return { uuid: uuids[index] ?? '', status: response.status, body: (await response.json()) as object };
      }),
    );
    await killed(second.child);

    const database = openDatabase({ dataDir });
    try {
      const orders = await database.db.selectFrom('orders').select(['id', 'orderNumber']).execute();
      const items = await database.db.selectFrom('orderItems').select(['orderId', 'quantity']).execute();
      const stock = await database.db
        .selectFrom('stock')
        .select('onhand')
        .where('eisbn', '=', eisbn)
        .executeTakeFirstOrThrow();

      // The kill came mid-stream: some submits were never answered.
      expect(acknowledged.size).toBeGreaterThanOrEqual(killAfterAcknowledged);
      expect(acknowledged.size).toBeLessThan(carts);
      for (const orderNumber of acknowledged.values()) {
        const order = orders.find((candidate) => candidate.orderNumber === orderNumber);
        expect(items.filter((item) => item.orderId === order?.id)).toEqual([{ orderId: order?.id, quantity: 1 }]);
      }
      expect(orders.filter((order) => !items.some((item) => item.orderId === order.id))).toEqual([]);
      for (const retry of retried) {
        expect(retry.status).toBe(200);
        if (acknowledged.has(retry.uuid)) expect(retry.body).toEqual({ order_number: acknowledged.get(retry.uuid) });
      }
      const answered = retried.map((retry) => (retry.body as { order_number: string }).order_number);
      expect(new Set(answered).size).toBe(carts);
      expect(orders.map((order) => order.orderNumber).sort()).toEqual(answered.sort());
      expect(stock.onhand).toBe(initialStock - carts);
    } finally {
      await database.close();
    }
    // Two server starts of up to a minute each on a busy machine, and 48 checkouts between them:
    // more than the suite's budget, which only decides how long a broken test takes to fail.
  }, 240_000);
});
