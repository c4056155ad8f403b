import type { Kysely, Transaction } from 'kysely';
import type { Database, LocationSpecialHoursRow } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Owns: locationSpecialHours (docs/features/contact-and-hours.md#special-hours). */
export function createSpecialHoursRepository(db: Kysely<Database>) {
  return {
    /** The store's special hours from `from` to `to` (days 'YYYY-MM-DD', both included), of one location or all. */
    findBetween: (
      criteria: { storeId: string; from: string; to?: string; locationId?: string },
      executor: Executor = db,
    ): Promise<LocationSpecialHoursRow[]> => {
      let query = executor
        .selectFrom('locationSpecialHours')
        .selectAll()
        .where('storeId', '=', criteria.storeId)
        .where('date', '>=', criteria.from);
      if (criteria.to !== undefined) query = query.where('date', '<=', criteria.to);
      if (criteria.locationId !== undefined) query = query.where('locationId', '=', criteria.locationId);
      return query.orderBy('locationId').orderBy('date').orderBy('opens').execute();
    },

    /** Replaces a location's special hours from `from` on with `rows`; earlier days stay. */
    async replaceFrom(
      target: { storeId: string; locationId: string; from: string },
      rows: readonly LocationSpecialHoursRow[],
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .deleteFrom('locationSpecialHours')
        .where('storeId', '=', target.storeId)
        .where('locationId', '=', target.locationId)
        .where('date', '>=', target.from)
        .execute();
      if (rows.length > 0)
        await executor
          .insertInto('locationSpecialHours')
          .values([...rows])
          .execute();
    },
  };
}
export type SpecialHoursRepository = ReturnType<typeof createSpecialHoursRepository>;
