import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Role words (and ONIX codes, should a raw one be stored) of the people who read an audiobook. */
export const narratorRoles = ['narrator', 'read by', 'reader', 'E03', 'E07'];

export function createAudiobooksRepository(db: Kysely<Database>) {
  return {
    findTitle: (eisbn: string) =>
      db
        .selectFrom('titles')
        .select(['eisbn', 'title', 'workKey', 'isAudiobook'])
        .where('eisbn', '=', eisbn)
        .executeTakeFirst(),

    /** The audiobook editions of a work other than `exceptEisbn`, newest first. */
    findAudiobookEditions: (options: { workKey: string; exceptEisbn: string; limit: number }) =>
      db
        .selectFrom('titles')
        .select(['eisbn', 'title', 'subtitle', 'language'])
        .where('workKey', '=', options.workKey)
        .where('isAudiobook', '=', 1)
        .where('eisbn', '<>', options.exceptEisbn)
        .orderBy('releaseDate', 'desc')
        .orderBy('eisbn')
        .limit(options.limit)
        .execute(),

    findNarrators: (eisbns: string[]) =>
      eisbns.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('titleContributors')
            .select(['eisbn', 'name'])
            .where('eisbn', 'in', eisbns)
            .where('role', 'in', narratorRoles)
            .orderBy('eisbn')
            .orderBy('position')
            .execute(),
  };
}
export type AudiobooksRepository = ReturnType<typeof createAudiobooksRepository>;
