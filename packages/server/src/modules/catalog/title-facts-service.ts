import type { TitleRepository } from './title-repository.ts';

/** What other modules read of the catalogue's titles, contributors, stock and covers. */
export function createTitleFactsService(repo: TitleRepository) {
  return {
    /** A title's name, work and when it last changed; undefined when there is no such title. */
    findTitle: (eisbn: string) => repo.findTitle(eisbn),

    /** A title's contributors in their order on it. */
    findContributors: (eisbn: string) => repo.findContributors([eisbn]),

    /** The stored cover of a title, if it has one. */
    findCover: (eisbn: string) => repo.findCover(eisbn),

    /** Each title's weight in pounds (null when the catalogue gives none), by eisbn. */
    async weightsOf(eisbns: readonly string[]): Promise<Map<string, number | null>> {
      const rows = await repo.findWeights([...new Set(eisbns)]);
      return new Map(rows.map((row) => [row.eisbn, row.weightLb]));
    },

    /** The audiobook editions of a work other than `exceptEisbn`, newest first. */
    findAudiobookEditions: (options: { workKey: string; exceptEisbn: string; limit: number }) =>
      repo.findAudiobookEditions(options),

    /** The contributors of these titles in any of `roles`, by eisbn and their order on the title. */
    findContributorsInRoles: (eisbns: string[], roles: readonly string[]) =>
      repo.findContributorsInRoles(eisbns, roles),

    /** How many titles a store has in any of these availability states and shows on its storefront. */
    countStocked: (options: { storeId: string; availabilityCodes: readonly string[] }) => repo.countStocked(options),

    /** One page of a store's titles in these states that it shows, in eisbn order, with when their stock last changed. */
    findStocked: (options: { storeId: string; availabilityCodes: readonly string[]; offset: number; limit: number }) =>
      repo.findStocked(options),
  };
}
export type TitleFactsService = ReturnType<typeof createTitleFactsService>;
