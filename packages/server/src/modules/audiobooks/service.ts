import { type AudiobookResult, type AudiobookSettings, catalogErrorCodes, catalogMessages } from '@bookfront/contract';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { toIsbn13 } from '../../lib/identifiers.ts';
import { createCatalogueAudiobookProvider, type AudiobookCatalogue } from './catalogue-provider.ts';
import { createHttpAudiobookProvider, type HttpAudiobookOptions } from './http-provider.ts';
import { AudiobookLookupError, type AudiobookProvider } from './provider.ts';

/** Logs why a lookup failed; the shopper only ever sees catalogMessages.audiobookProblem. */
export type LookupFailureLog = (error: AudiobookLookupError) => void;

export function createAudiobooksService(
  titleFacts: AudiobookCatalogue,
  options: { http?: Pick<HttpAudiobookOptions, 'timeoutMs' | 'maxAnswerBytes'> } = {},
) {
  const catalogue = createCatalogueAudiobookProvider(titleFacts);

  function providerFor(settings: AudiobookSettings): AudiobookProvider {
    if (settings.provider === 'catalogue') return catalogue;
    return createHttpAudiobookProvider({
      baseUrl: settings.http_base_url,
      apiKey: settings.http_api_key,
      ...options.http,
    });
  }

  return {
    /** title/getLibroAudiobooks: audiobook choices for a title from the store's provider. */
    async getAudiobooks(input: {
      settings: AudiobookSettings;
      eisbn: string;
      onFailure?: LookupFailureLog;
    }): Promise<AudiobookResult> {
      const eisbn = toIsbn13(input.eisbn) ?? input.eisbn;
      const title = await titleFacts.findTitle(eisbn);
      if (!title) throw new NotFoundError(catalogErrorCodes.itemNotFound, catalogMessages.itemNotFound);
      try {
        return await providerFor(input.settings).findAudiobooks({
          eisbn: title.eisbn,
          title: title.title,
          workKey: title.workKey,
        });
      } catch (error) {
        if (!(error instanceof AudiobookLookupError)) throw error;
        input.onFailure?.(error);
        throw new AppError({
          status: 502,
          code: catalogErrorCodes.audiobookLookupFailed,
          message: catalogMessages.audiobookProblem,
        });
      }
    },
  };
}
export type AudiobooksService = ReturnType<typeof createAudiobooksService>;
