import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type NewStaffMember = {
  storeId: string;
  id: string;
  email: string;
  passwordHash: string;
  role: string;
  totpSecret: string | null;
  createdAt: number;
};

export type NewAuditEntry = {
  storeId: string;
  id: string;
  staffId: string;
  staffEmail: string;
  action: string;
  subject: string;
  before: string | null;
  after: string | null;
  createdAt: number;
};

/** Owns: staff, staffSessions, auditLog. */
export function createStaffRepository(db: Kysely<Database>) {
  return {
    findByEmail: (storeId: string, email: string) =>
      db.selectFrom('staff').selectAll().where('storeId', '=', storeId).where('email', '=', email).executeTakeFirst(),

    findById: (storeId: string, id: string) =>
      db.selectFrom('staff').selectAll().where('storeId', '=', storeId).where('id', '=', id).executeTakeFirst(),

    insert: (row: NewStaffMember) => db.insertInto('staff').values(row).execute(),

    updateCredentials: (
      storeId: string,
      id: string,
      changes: { passwordHash?: string; role?: string; totpSecret?: string | null },
    ) =>
      db
        .updateTable('staff')
        .set({ ...changes, ...('totpSecret' in changes ? { totpLastStep: null } : {}) })
        .where('storeId', '=', storeId)
        .where('id', '=', id)
        .execute(),

    /**
     * Records that the code of `step` was used, only if no later or equal step was; false when the
     * code was used already (a replay) or a newer one since.
     */
    async claimTotpStep(storeId: string, id: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('staff')
        .set({ totpLastStep: step })
        .where('storeId', '=', storeId)
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    insertSession: (row: {
      storeId: string;
      id: string;
      tokenHash: string;
      staffId: string;
      createdAt: number;
      lastSeenAt: number;
      expiresAt: number;
    }) => db.insertInto('staffSessions').values(row).execute(),

    findLiveSession: (storeId: string, tokenHash: string, now: number) =>
      db
        .selectFrom('staffSessions')
        .innerJoin('staff', (join) =>
          join.onRef('staff.storeId', '=', 'staffSessions.storeId').onRef('staff.id', '=', 'staffSessions.staffId'),
        )
        .select([
          'staffSessions.id as sessionId',
          'staffSessions.lastSeenAt',
          'staff.id',
          'staff.storeId',
          'staff.email',
          'staff.role',
        ])
        .where('staffSessions.storeId', '=', storeId)
        .where('staffSessions.tokenHash', '=', tokenHash)
        .where('staffSessions.expiresAt', '>', now)
        .executeTakeFirst(),

    touchSession: (storeId: string, id: string, times: { lastSeenAt: number; expiresAt: number }) =>
      db.updateTable('staffSessions').set(times).where('storeId', '=', storeId).where('id', '=', id).execute(),

    removeSessionByTokenHash: (storeId: string, tokenHash: string) =>
      db.deleteFrom('staffSessions').where('storeId', '=', storeId).where('tokenHash', '=', tokenHash).execute(),

    removeSessionsOf: (storeId: string, staffId: string) =>
      db.deleteFrom('staffSessions').where('storeId', '=', storeId).where('staffId', '=', staffId).execute(),

    /** Written through `trx` when given, so the entry exists exactly when the change does. */
    insertAudit: (entry: NewAuditEntry, trx: Kysely<Database> = db) =>
      trx.insertInto('auditLog').values(entry).execute(),

    auditOf: (storeId: string, offset: number, limit: number) =>
      db
        .selectFrom('auditLog')
        .selectAll()
        .where('storeId', '=', storeId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
