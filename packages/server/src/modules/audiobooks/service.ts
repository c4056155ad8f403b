import {
  type AudiobookResult,
  type AudiobookSettings,
  catalogErrorCodes,
  catalogMessages,
  commonLanguageName,
} from '@bookfront/contract';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { toIsbn13 } from '../../lib/identifiers.ts';
import { createCatalogueAudiobookProvider, type AudiobookCatalogue } from './catalogue-provider.ts';
import { createHttpAudiobookProvider, type HttpAudiobookOptions } from './http-provider.ts';
import { AudiobookLookupError, type AudiobookProvider } from './provider.ts';

const languageNames = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });

/**
 * docs/features/item-page.md#audiobooks: a language as a shopper reads it. The catalogue keeps
 * ISO 639 codes ('spa') and a service may send them too: a code becomes its English name
 * ('Spanish'); a name, or a code no one knows, is shown as given.
 */
export function languageLabel(language: string): string {
  const text = language.trim();
  if (!/^[a-z]{2,3}$/i.test(text)) return text;
  try {
    return commonLanguageName(text) ?? languageNames.of(text.toLowerCase()) ?? text;
  } catch {
    return text;
  }
}

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
        const result = await providerFor(input.settings).findAudiobooks({
          eisbn: title.eisbn,
          title: title.title,
          workKey: title.workKey,
        });
        return { ...result, rows: result.rows.map((row) => ({ ...row, language: languageLabel(row.language) })) };
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
