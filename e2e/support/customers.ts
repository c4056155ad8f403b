import { randomBytes } from 'node:crypto';
import { cli } from '../server.ts';

/** Set by global setup: the server's DATA_DIR, which the CLI opens to seed data. */
export const dataDirEnv = 'BOOKFRONT_E2E_DATA_DIR';

export type SeededCustomer = { email: string; password: string; firstName: string; institution?: string };

/**
 * A new customer of the demo store with a verified email, made with `bookfront customer:create`;
 * the email carries a random part so journeys never collide. `institution` opens an institution account.
 */
export function createCustomer(options: { firstName: string; institution?: string }): SeededCustomer {
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  const suffix = randomBytes(4).toString('hex');
  const customer = {
    email: `${options.firstName.toLowerCase()}-${suffix}@example.com`,
    password: 'correct horse battery',
    firstName: options.firstName,
    ...(options.institution ? { institution: `${options.institution} ${suffix}` } : {}),
  };
  cli(dataDir, [
    'customer:create',
    '--store',
    'demo',
    '--email',
    customer.email,
    '--password',
    customer.password,
    '--first-name',
    customer.firstName,
    '--last-name',
    'Tester',
    ...(customer.institution ? ['--institution', customer.institution] : []),
  ]);
  return customer;
}
