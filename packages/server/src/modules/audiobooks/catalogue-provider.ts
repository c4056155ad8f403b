import type { AudiobookResult } from '@bookfront/contract';
import type { AudiobookProvider, AudiobookQuery } from './provider.ts';
import type { AudiobooksRepository } from './repository.ts';

/** More than the item page shows (first 5, then See all), fewer than would slow the page. */
const maxEditions = 50;

/** The built-in provider: the catalogue's own audiobook editions of the same work. */
export function createCatalogueAudiobookProvider(repo: AudiobooksRepository): AudiobookProvider {
  return {
    async findAudiobooks(query: AudiobookQuery): Promise<AudiobookResult> {
      if (query.workKey === null) return { row_count: 0, rows: [], see_more_url: '' };
      const editions = await repo.findAudiobookEditions({
        workKey: query.workKey,
        exceptEisbn: query.eisbn,
        limit: maxEditions,
      });
      const narrators = await repo.findNarrators(editions.map((edition) => edition.eisbn));
      return {
        row_count: editions.length,
        rows: editions.map((edition) => ({
          title: edition.subtitle ? `${edition.title}: ${edition.subtitle}` : edition.title,
          narrators: narrators.filter((narrator) => narrator.eisbn === edition.eisbn).map(({ name }) => name),
          language: edition.language ?? '',
          url: `/item/${edition.eisbn}`,
        })),
        see_more_url: '',
      };
    },
  };
}
