import type { AudiobookResult } from '@bookfront/contract';
import type { AudiobookProvider, AudiobookQuery } from './provider.ts';
import type { TitleFactsService } from '../catalog/title-facts-service.ts';

/** More than the item page shows (first 5, then See all), fewer than would slow the page. */
const maxEditions = 50;

/** Role words (and ONIX codes, should a raw one be stored) of the people who read an audiobook. */
const narratorRoles = ['narrator', 'read by', 'reader', 'E03', 'E07'];

/** The catalogue reads the built-in provider makes. */
export type AudiobookCatalogue = Pick<
  TitleFactsService,
  'findTitle' | 'findAudiobookEditions' | 'findContributorsInRoles'
>;

/** The built-in provider: the catalogue's own audiobook editions of the same work. */
export function createCatalogueAudiobookProvider(titleFacts: AudiobookCatalogue): AudiobookProvider {
  return {
    async findAudiobooks(query: AudiobookQuery): Promise<AudiobookResult> {
      if (query.workKey === null) return { row_count: 0, rows: [], see_more_url: '' };
      const editions = await titleFacts.findAudiobookEditions({
        workKey: query.workKey,
        exceptEisbn: query.eisbn,
        limit: maxEditions,
      });
      const narrators = await titleFacts.findContributorsInRoles(
        editions.map((edition) => edition.eisbn),
        narratorRoles,
      );
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
