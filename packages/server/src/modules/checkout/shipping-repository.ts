import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The catalogue facts shipping prices by. */
export function createShippingRepository(db: Kysely<Database>) {
  return {
    /** Each title's weight in pounds (null when the catalogue gives none), by eisbn. */
    async weightsOf(eisbns: readonly string[]): Promise<Map<string, number | null>> {
      if (eisbns.length === 0) return new Map();
      const rows = await db
        .selectFrom('titles')
        .select(['eisbn', 'weightLb'])
        .where('eisbn', 'in', [...new Set(eisbns)])
        .execute();
      return new Map(rows.map((row) => [row.eisbn, row.weightLb]));
    },
  };
}
export type ShippingRepository = ReturnType<typeof createShippingRepository>;
