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
