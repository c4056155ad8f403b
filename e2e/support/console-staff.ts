import type { Page } from '@playwright/test';
import { consoleMessages, type StaffRole } from '@bookfront/contract';
import { randomBytes } from 'node:crypto';
import { cli } from '../server.ts';
import { dataDirEnv } from './customers.ts';

export type StaffLogin = { email: string; password: string };

/** Adds a staff member of a store with `staff:add`, as its owner would (docs/features/store-console.md#staff-accounts). */
export function addStaff(options: { store: string; role: StaffRole; name: string }): StaffLogin {
  const staff = {
    email: `${options.name}-${randomBytes(4).toString('hex')}@${options.store}.example`,
    password: `${options.name} password`,
  };
  const dataDir = process.env[dataDirEnv];
  if (!dataDir) throw new Error(`${dataDirEnv} is not set: e2e/global-setup.ts sets it`);
  cli(dataDir, [
    'staff:add',
    '--store',
    options.store,
    '--email',
    staff.email,
    '--role',
    options.role,
    '--password',
    staff.password,
  ]);
  return staff;
}

/** Opens the store console at `path` and logs in there with email and password. */
export async function logInToConsole(page: Page, staff: StaffLogin, path = '/console'): Promise<void> {
  await page.goto(path);
  await page.getByRole('textbox', { name: consoleMessages.email }).fill(staff.email);
  await page
    .getByLabel(new RegExp(`^${consoleMessages.password}`))
    .and(page.locator('input'))
    .fill(staff.password);
  await page.getByRole('button', { name: consoleMessages.logIn }).click();
}
