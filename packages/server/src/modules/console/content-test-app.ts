import type { DatabaseDialect } from '../../db/database.ts';
import { consoleApp, staffPassword } from './test-app.ts';

/**
 * The console's two stores (test-app.ts) with a manager at Harbour too, so a test can show that one
 * store's staff never reach the other's content.
 */
export async function contentApp(dialect: DatabaseDialect, options: Parameters<typeof consoleApp>[1] = {}) {
  const context = await consoleApp(dialect, options);
  await context.staff.addStaff('other', { email: 'manager@harbour.example', role: 'manager', password: staffPassword });
  const auditOf = (storeId: string) =>
    context.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('storeId', '=', storeId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  return { ...context, harbour: { host: 'harbour.example' }, auditOf };
}
