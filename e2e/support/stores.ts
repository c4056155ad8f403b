import { cli } from '../server.ts';
import { dataDirEnv } from './customers.ts';

/** The e2e run's data folder, which global-setup.ts makes. */
export function dataDir(): string {
  const dir = process.env[dataDirEnv];
  if (!dir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  return dir;
}

/**
 * A store served under `/{id}` with one location and these settings (dotted keys, JSON values),
 * made with the CLI while the server runs. Each worker of a file calls it, so a store that exists
 * already is taken as it is and only given the settings again.
 */
export function ensureStore(id: string, name: string, settings: Record<string, unknown>): void {
  try {
    cli(dataDir(), ['store:create', id, '--name', name, '--basename', id]);
    cli(dataDir(), ['location:add', '--store', id, '--id', `${id}-shop`, '--name', name, '--city', 'Portland']);
  } catch {
    // made by the file's other worker
  }
  for (const [key, value] of Object.entries(settings)) {
    cli(dataDir(), ['settings:set', '--store', id, key, JSON.stringify(value)]);
  }
}

/** A customer of store `id`, approved for an exclusive site or not. */
export function ensureCustomer(id: string, customer: { email: string; password: string; firstName: string }): void {
  try {
    cli(dataDir(), [
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
