import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createCoversRepository(db: Kysely<Database>) {
  return {
    findCover: (eisbn: string) =>
      db
        .selectFrom('covers')
        .select(['eisbn', 'cacheKey', 'contentType', 'path', 'bytes'])
        .where('eisbn', '=', eisbn)
        .executeTakeFirst(),

    findTitle: (eisbn: string) =>
      db.selectFrom('titles').select(['eisbn', 'title', 'updatedAt']).where('eisbn', '=', eisbn).executeTakeFirst(),

    /** Contributors in their order on the title; the first author is picked by the service. */
    findContributors: (eisbn: string) =>
      db
        .selectFrom('titleContributors')
        .select(['name', 'role'])
        .where('eisbn', '=', eisbn)
        .orderBy('position')
        .limit(20)
        .execute(),
  };
}
export type CoversRepository = ReturnType<typeof createCoversRepository>;
