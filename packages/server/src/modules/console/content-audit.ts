import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StaffIdentity, StaffService } from './staff-service.ts';

/** The audit log as the content services write it: inside the change's transaction. */
export type ContentAudit = Pick<StaffService, 'recordAudit'>;

/**
 * Runs a content change and its audit entry in one transaction of `db`
 * (docs/features/store-console.md#audit-log): `change` answers what the entry records and what the
 * caller gets back.
 */
export function auditedChange<T>(
  deps: { db: Kysely<Database>; audit: ContentAudit },
  staff: StaffIdentity,
  change: (
    trx: Kysely<Database>,
  ) => Promise<{ action: string; subject: string; before?: unknown; after?: unknown; result: T }>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const { result, ...entry } = await change(trx);
    await deps.audit.recordAudit(trx, staff, entry);
    return result;
  });
}
