import { consoleErrorCodes } from '@bookfront/contract';
import { expect } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { consoleApp, staffPassword } from './test-app.ts';

/**
 * The console's two stores (test-app.ts) with a manager at Harbour too, so a test can show that one
 * store's staff never reach the other's content.
 */
export async function contentApp(dialect: DatabaseDialect, options: Parameters<typeof consoleApp>[1] = {}) {
  const context = await consoleApp(dialect, options);
  await context.staff.addStaff('other', { email: 'manager@harbour.example', role: 'manager', password: staffPassword });
  const harbour = { host: 'harbour.example' };
  const auditOf = (storeId: string) =>
    context.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('storeId', '=', storeId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();

  /**
   * An action for owners and managers, on one of Riverbend's records: Riverbend's clerk is refused
   * (403 FORBIDDEN) and Harbour's manager, at Harbour, does not find the record (404 with
   * `notFoundCode`), as if it did not exist.
   */
  async function expectManagersOfTheStoreOnly(action: string, payload: object, notFoundCode: string): Promise<void> {
    const clerk = await context.logIn('clerk@riverbend.example');
    const harbourManager = await context.logIn('manager@harbour.example', 'other');

    const asClerk = await context.post(action, payload, { cookies: clerk });
    const fromHarbour = await context.post(action, payload, { cookies: harbourManager, headers: harbour });

    expect(asClerk.statusCode).toBe(403);
    expect(asClerk.json().code).toBe(consoleErrorCodes.forbidden);
    expect(fromHarbour.statusCode).toBe(404);
    expect(fromHarbour.json().code).toBe(notFoundCode);
  }

  return { ...context, harbour, auditOf, expectManagersOfTheStoreOnly };
}
