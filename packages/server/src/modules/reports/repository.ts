import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, ReportsTable } from '../../db/schema.ts';

export type ReportRow = Omit<Selectable<ReportsTable>, 'file'>;

const columnsWithoutFile = [
  'id',
  'storeId',
  'userId',
  'kind',
  'status',
  'progress',
  'etaSeconds',
  'fileName',
  'createdAt',
  'startedAt',
  'finishedAt',
  'expiresAt',
] as const;

/** Owns: reports. Every read of a customer's report names its store and its owner. */
export function createReportsRepository(db: Kysely<Database>) {
  return {
    insert: (row: Insertable<ReportsTable>) => db.insertInto('reports').values(row).execute(),

    findById: (id: string) =>
      db.selectFrom('reports').select(columnsWithoutFile).where('id', '=', id).executeTakeFirst(),

    /** The customer's report, unless it has expired. */
    findOwned: (owner: { storeId: string; userId: string }, id: string, now: number) =>
      db
        .selectFrom('reports')
        .select(columnsWithoutFile)
        .where('id', '=', id)
        .where('storeId', '=', owner.storeId)
        .where('userId', '=', owner.userId)
        .where('expiresAt', '>', now)
        .executeTakeFirst(),

    fileOf: async (id: string): Promise<Buffer | null> => {
      const row = await db.selectFrom('reports').select('file').where('id', '=', id).executeTakeFirst();
      return row?.file ? Buffer.from(row.file) : null;
    },

    update: (id: string, changes: Updateable<ReportsTable>) =>
      db.updateTable('reports').set(changes).where('id', '=', id).execute(),

    /** Removes reports past their expiry, files and all. */
    deleteExpired: (now: number) => db.deleteFrom('reports').where('expiresAt', '<=', now).execute(),
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
