import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { cli } from '../server.ts';
import { e2eDataDir } from './cli-output.ts';

/**
 * A store served under `/{id}` with one location (`{id}-shop`, given `location`'s weekly hours when
 * it has them) and these settings (dotted keys, JSON values), made with the CLI while the server
 * runs. Each worker of a file calls it, so a store that exists already is taken as it is and only
 * given the settings again.
 */
export function ensureStore(
  id: string,
  name: string,
  settings: Record<string, unknown>,
  location: { hours?: string } = {},
): void {
  try {
    cli(e2eDataDir(), ['store:create', id, '--name', name, '--basename', id]);
    cli(e2eDataDir(), [
      'location:add',
      '--store',
      id,
      '--id',
      `${id}-shop`,
      '--name',
      name,
      '--city',
      'Portland',
      ...(location.hours ? ['--hours', location.hours] : []),
    ]);
  } catch {
    // made by the file's other worker
  }
  for (const [key, value] of Object.entries(settings)) {
    cli(e2eDataDir(), ['settings:set', '--store', id, key, JSON.stringify(value)]);
  }
}

/** A customer of store `id`, approved for an exclusive site or not. */
export function ensureCustomer(id: string, customer: { email: string; password: string; firstName: string }): void {
  try {
    cli(e2eDataDir(), [
      'customer:create',
      '--store',
      id,
      '--email',
      customer.email,
      '--password',
      customer.password,
      '--first-name',
      customer.firstName,
      '--last-name',
      'Tester',
    ]);
  } catch {
    // made by the file's other worker
  }
}

/** Puts `onhand` copies of each title on the shelf of store `id`'s location at `priceCents`, with `bookfront stock`. */
export function stockStore(
  id: string,
  eisbns: string[],
  { onhand, priceCents }: { onhand: number; priceCents: number },
) {
  const stock = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-stock-')), 'stock.csv');
  const rows = eisbns.map((eisbn) => `${id}-shop,${eisbn},${onhand},0,${priceCents}\n`);
  writeFileSync(stock, `location_id,eisbn,onhand,onorder,price_cents\n${rows.join('')}`);
  cli(e2eDataDir(), ['stock', stock, '--store', id]);
}

/** Calls `action` of store `id` in `request`'s session, as its pages would; an answer that is not OK fails the journey. */
export async function postToStore(request: APIRequestContext, id: string, action: string, data: object = {}) {
  const response = await request.post(`/api/${action}`, { data: { store_id: id, ...data } });
  expect(response.ok(), `${action} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}
